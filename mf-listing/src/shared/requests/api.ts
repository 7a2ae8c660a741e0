import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type RequestIntent } from '@homeward/contracts';
import { callApi, createRequest } from '@homeward/platform';


export const requestQuery = (id: string) =>
  queryOptions({
    queryKey: ['requests', 'one', id],
    queryFn: ({ signal }) => callApi(apiCalls.myRequest, { params: { id }, signal }),
  });

export const myRequestsQuery = () =>
  queryOptions({
    queryKey: ['requests', 'mine'],
    queryFn: ({ signal }) => callApi(apiCalls.myRequests, { signal }),
  });

export function useStoredRequest(id: string | undefined) {
  return useQuery({ ...requestQuery(id ?? ''), enabled: !!id });
}

export function useMyRequests(intent?: RequestIntent) {
  return useQuery({
    ...myRequestsQuery(),
    select: (all) => (intent ? all.filter((r) => r.intent === intent) : all),
  });
}

/** Posts a request; the stored copy primes its confirm page and the account's list refreshes. */
export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    // The kernel's fetcher attaches the visit's referrer (spec 2.2).
    mutationFn: createRequest,
    onSuccess: (stored) => {
      client.setQueryData(requestQuery(stored.id).queryKey, stored);
      void client.invalidateQueries({ queryKey: ['requests', 'mine'] });
    },
  });
}
