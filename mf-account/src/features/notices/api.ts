import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@homeward/contracts';
import { accountNoticesSchema, noticeReadResultSchema, type AccountNotices } from '@homeward/contracts/signed-in';
import { http } from '@homeward/platform';
import { accountKeys } from '../account/api';

export const noticesQuery = queryOptions({
  queryKey: accountKeys.notices,
  queryFn: () => http.get(apiPaths.accountNotifications, { raw: true, schema: accountNoticesSchema }),
});

export const useNotices = () => useQuery(noticesQuery);

export function useMarkNoticeRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.put(apiPaths.accountNotificationRead(id), undefined, { raw: true, schema: noticeReadResultSchema }),
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
