import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signedInCalls, type AccountNotices } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { accountKeys } from '../../shared/accountApi';

export const noticesQuery = queryOptions({
  queryKey: accountKeys.notices,
  queryFn: () => callApi(signedInCalls.notices),
});

export const useNotices = () => useQuery(noticesQuery);

export function useMarkNoticeRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(signedInCalls.readNotice, { params: { id } }),
    onSuccess: ({ id, readAt }) => {
      client.setQueryData<AccountNotices>(accountKeys.notices, (current) =>
        current && {
          items: current.items.map((n) => (n.id === id ? { ...n, readAt } : n)),
          unread: current.items.filter((n) => n.id !== id && !n.readAt).length,
        },
      );
    },
  });
}
