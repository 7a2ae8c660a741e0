import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, z } from '@homeward/contracts';
import {
  adminAgentsListResponseSchema,
  adminAuditResponseSchema,
  adminLoginResultSchema,
  adminNotificationsResponseSchema,
  adminPartnerResponseSchema,
  adminPartnersResponseSchema,
  adminPaths,
  adminRequestsListResponseSchema,
  adminSummaryResponseSchema,
  feedStatusResponseSchema,
  adminUsersListResponseSchema,
  changePasswordResponseSchema,
  requestAssignmentResponseSchema,
  sendNotificationResponseSchema,
  setAgentStatusResponseSchema,
  userSuspensionResponseSchema,
  partnerApplicationsResponseSchema,
  adminDeliveriesResponseSchema,
  messagePaths,
  type PartnerApplicationDecision,
  type SendNotificationBody,
} from '@homeward/contracts/signed-in';
import { http } from '@homeward/platform';

/** Every admin call goes to an absolute path (`/api/v2/admin/…`, `/api/auth/…`). */
const raw = { raw: true } as const;
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
  feed: () => ['admin', 'feed'] as const,
};

const list = <S extends z.ZodMiniType>(key: readonly unknown[], path: string, query: Query, schema: S) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => http.get(path, { ...raw, query, schema, signal }),
    placeholderData: (previous) => previous,
  });

export const summaryQuery = () =>
  queryOptions({ queryKey: adminKeys.summary(), queryFn: ({ signal }) => http.get(adminPaths.summary, { ...raw, schema: adminSummaryResponseSchema.shape.data, signal }) });
/** The listings feed's replication, looked at again every 10 s while the page is open. */
export const feedQuery = () =>
  queryOptions({
    queryKey: adminKeys.feed(),
    queryFn: ({ signal }) => http.get(adminPaths.feed, { ...raw, schema: feedStatusResponseSchema.shape.data, signal }),
    refetchInterval: 10_000,
  });
export const usersQuery = (q: Query) => list(adminKeys.users(q), adminPaths.users, q, adminUsersListResponseSchema.shape.data);
export const agentsQuery = (q: Query) => list(adminKeys.agents(q), adminPaths.agents, q, adminAgentsListResponseSchema.shape.data);
export const requestsQuery = (q: Query) => list(adminKeys.requests(q), adminPaths.requests, q, adminRequestsListResponseSchema.shape.data);
export const partnersQuery = (q: Query) => list(adminKeys.partners(q), adminPaths.partners, q, adminPartnersResponseSchema.shape.data);
export const notificationsQuery = (q: Query) => list(adminKeys.notifications(q), adminPaths.notifications, q, adminNotificationsResponseSchema.shape.data);
/** The emails and texts the platform sent or is sending, refreshed while the page is open. */
export const deliveriesQuery = (q: Query) => ({
  ...list(adminKeys.deliveries(q), messagePaths.adminDeliveries, q, adminDeliveriesResponseSchema.shape.data),
  refetchInterval: 15_000,
});
export const auditQuery = (q: Query) => list(adminKeys.audit(q), adminPaths.audit, q, adminAuditResponseSchema.shape.data);
export const partnerApplicationsQuery = (q: Query) =>
  list(adminKeys.partnerApplications(q), adminPaths.partnerApplications, q, partnerApplicationsResponseSchema.shape.data);
export const partnerQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.partner(id),
    queryFn: ({ signal }) => http.get(adminPaths.partner(id), { ...raw, schema: adminPartnerResponseSchema.shape.data, signal }),
  });

/** A change made by a manager; every admin list may show it, so they all refetch. */
function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useSetAgentStatus = () =>
  useAdminMutation(({ userId, agentStatus }: { userId: string; agentStatus: 0 | 1 | 2 | 3 | 4 }) =>
    http.put(adminPaths.agentStatus(userId), { agentStatus }, { ...raw, schema: setAgentStatusResponseSchema.shape.data }),
  );
export const useSetSuspension = () =>
  useAdminMutation(({ userId, suspended }: { userId: string; suspended: boolean }) =>
    http.put(adminPaths.userSuspension(userId), { suspended }, { ...raw, schema: userSuspensionResponseSchema.shape.data }),
  );
export const useAssignRequest = () =>
  useAdminMutation(({ requestId, partnerProfileId }: { requestId: string; partnerProfileId: string | null }) =>
    http.put(adminPaths.requestAssignment(requestId), { partnerProfileId }, { ...raw, schema: requestAssignmentResponseSchema.shape.data }),
  );
export const useSendNotification = () =>
  useAdminMutation((body: SendNotificationBody) => http.post(adminPaths.notifications, body, { ...raw, schema: sendNotificationResponseSchema.shape.data }));
export const useDecidePartnerApplication = () =>
  useAdminMutation(({ id, decision }: { id: string; decision: PartnerApplicationDecision }) =>
    http.put(adminPaths.partnerApplicationStatus(id), decision, { ...raw }),
  );

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  http.put(adminPaths.password, body, { ...raw, schema: changePasswordResponseSchema.shape.data });

export const adminLogin = (body: { email: string; password: string }) => http.post(apiPaths.authLogin, body, { ...raw, schema: adminLoginResultSchema });
export const adminLogout = () => http.post(apiPaths.authLogout, undefined, { ...raw });
