import { signedInCalls, type AccountNotices } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { accountKeys, useAccountRecord, useSaveRecord } from '../../shared/accountApi';

export const useNotices = () => useAccountRecord(accountKeys.notices, () => callApi(signedInCalls.notices));

/** Marks a notice read; the list keeps its place and its unread count drops. */
export const useMarkNoticeRead = () =>
  useSaveRecord(
    accountKeys.notices,
    (id: string) => callApi(signedInCalls.readNotice, { params: { id } }),
    ({ id, readAt }, current: AccountNotices | undefined) =>
      current && {
        items: current.items.map((n) => (n.id === id ? { ...n, readAt } : n)),
        unread: current.items.filter((n) => n.id !== id && !n.readAt).length,
      },
  );
