import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '@homeward/contracts';
import { signedInCalls, type PartnerApplicationDecision, type SendNotificationBody } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';

type Query = Record<string, string | number | undefined>;
export const adminKeys = {
  all: ['admin'] as const,
  summary: () => ['admin', 'summary'] as const,
  users: (q: Query) => ['admin', 'users', q] as const,
  agents: (q: Query) => ['admin', 'agents', q] as const,
  requests: (q: Query) => ['admin', 'requests', q] as const,
  partners: (q: Query) => ['admin', 'partners', q] as const,
  partner: (id: string) => ['admin', 'partner', id] as const,
  notifications: (q: Query) => ['admin', 'notifications', q] as const,
  deliveries: (q: Query) => ['admin', 'deliveries', q] as const,
  partnerApplications: (q: Query) => ['admin', 'partner-applications', q] as const,
  audit: (q: Query) => ['admin', 'audit', q] as const,
};

/**
 * A list page's query: the page's filters as they stand (the API parses them with the call's
 * query schema and answers 400 with its message for a value it refuses).
 */
const list = <E extends AnyEndpoint>(key: readonly unknown[], call: E, query: Query) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => callApi(call, { query, signal } as unknown as EndpointInput<E>),
    placeholderData: (previous) => previous,
  });

export const summaryQuery = () => queryOptions({ queryKey: adminKeys.summary(), queryFn: ({ signal }) => callApi(signedInCalls.adminSummary, { signal }) });
export const usersQuery = (q: Query) => list(adminKeys.users(q), signedInCalls.adminUsers, q);
export const agentsQuery = (q: Query) => list(adminKeys.agents(q), signedInCalls.adminAgents, q);
export const requestsQuery = (q: Query) => list(adminKeys.requests(q), signedInCalls.adminRequests, q);
export const partnersQuery = (q: Query) => list(adminKeys.partners(q), signedInCalls.adminPartners, q);
export const notificationsQuery = (q: Query) => list(adminKeys.notifications(q), signedInCalls.adminNotifications, q);
/** The emails and texts the platform sent or is sending, refreshed while the page is open. */
export const deliveriesQuery = (q: Query) => ({ ...list(adminKeys.deliveries(q), signedInCalls.adminDeliveries, q), refetchInterval: 15_000 });
export const auditQuery = (q: Query) => list(adminKeys.audit(q), signedInCalls.adminAudit, q);
export const partnerApplicationsQuery = (q: Query) => list(adminKeys.partnerApplications(q), signedInCalls.adminPartnerApplications, q);
export const partnerQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.partner(id), queryFn: ({ signal }) => callApi(signedInCalls.adminPartner, { params: { profileId: id }, signal }) });

/** A change made by a manager; every admin list may show it, so they all refetch. */
function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useSetAgentStatus = () =>
  useAdminMutation(({ userId, agentStatus }: { userId: string; agentStatus: 0 | 1 | 2 | 3 | 4 }) => callApi(signedInCalls.setAgentStatus, { params: { userId }, body: { agentStatus } }));
export const useSetSuspension = () =>
  useAdminMutation(({ userId, suspended }: { userId: string; suspended: boolean }) => callApi(signedInCalls.setSuspension, { params: { userId }, body: { suspended } }));
export const useAssignRequest = () =>
  useAdminMutation(({ requestId, partnerProfileId }: { requestId: string; partnerProfileId: string | null }) =>
    callApi(signedInCalls.assignRequest, { params: { requestId }, body: { partnerProfileId } }),
  );
export const useSendNotification = () => useAdminMutation((body: SendNotificationBody) => callApi(signedInCalls.sendNotification, { body }));
export const useDecidePartnerApplication = () =>
  useAdminMutation(({ id, decision }: { id: string; decision: PartnerApplicationDecision }) => callApi(signedInCalls.decidePartnerApplication, { params: { id }, body: decision }));

export const changePassword = (body: { currentPassword: string; newPassword: string }) => callApi(signedInCalls.changePassword, { body });

export const adminLogin = (body: { email: string; password: string }) => callApi(signedInCalls.adminLogin, { body });
export const adminLogout = () => callApi(signedInCalls.adminLogout);
