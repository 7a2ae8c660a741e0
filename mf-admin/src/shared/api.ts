import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '@homeward/contracts';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';

/** A list's filters as the admin list calls take them. */
export type ListQuery = Record<string, string | number | undefined>;

/** Every admin answer is cached under 'admin', so one change refetches them all. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: () => ['admin', 'summary'] as const,
  users: (q: ListQuery) => ['admin', 'users', q] as const,
  agents: (q: ListQuery) => ['admin', 'agents', q] as const,
  requests: (q: ListQuery) => ['admin', 'requests', q] as const,
  partners: (q: ListQuery) => ['admin', 'partners', q] as const,
  partner: (id: string) => ['admin', 'partner', id] as const,
  notifications: (q: ListQuery) => ['admin', 'notifications', q] as const,
  deliveries: (q: ListQuery) => ['admin', 'deliveries', q] as const,
  partnerApplications: (q: ListQuery) => ['admin', 'partner-applications', q] as const,
  feed: () => ['admin', 'feed'] as const,
};

/**
 * A list page's query: the page's filters as they stand (the API parses them with the call's
 * query schema and answers 400 with its message for a value it refuses).
 */
export const listQuery = <E extends AnyEndpoint>(key: readonly unknown[], call: E, query: ListQuery) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => callApi(call, { query, signal } as unknown as EndpointInput<E>),
    placeholderData: (previous) => previous,
  });

/** A change made by a manager; every admin list may show it, so they all refetch. */
export function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** Accounts: the user manager lists them and a notice to one user picks from them. */
export const usersQuery = (q: ListQuery) => listQuery(adminKeys.users(q), signedInCalls.adminUsers, q);

export const adminLogout = () => callApi(signedInCalls.adminLogout);
