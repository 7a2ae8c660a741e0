import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type AccountDetails, type UpdateAccountBody } from '@homeward/contracts';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { accountDetailsQuery, bus, callApi } from '@homeward/platform';

/** This slice's query keys start with its name (a key is a page-wide contract). */
export const accountKeys = {
  notices: ['mf-account', 'notices'] as const,
  payments: ['mf-account', 'payments'] as const,
  firm: ['mf-account', 'firm'] as const,
  messagePreferences: ['mf-account', 'message-preferences'] as const,
};
type AccountKey = (typeof accountKeys)[keyof typeof accountKeys];

/** Reads one of the account's records, cached under this slice's key for it. */
export function useAccountRecord<T>(key: AccountKey, read: () => Promise<T>) {
  return useQuery({ queryKey: key, queryFn: read });
}

/**
 * Changes one of the account's records. The API answers with the record as it now stands (or
 * `merge` makes it from the answer and what the page holds), and the cache takes that, so the
 * page needs no second read.
 */
export function useSaveRecord<TInput, TAnswer, TData = TAnswer>(
  key: AccountKey,
  save: (input: TInput) => Promise<TAnswer>,
  merge: (answer: TAnswer, current: TData | undefined) => TData | undefined = (answer) => answer as unknown as TData,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) => client.setQueryData<TData>(key, (current) => merge(answer, current)),
  });
}

/** Account/Details is one query of the page's (the shell reads it too): this slice draws from it. */
export { accountDetailsQuery };

export function useAccountDetails() {
  return useQuery(accountDetailsQuery);
}

/** Tells the nav bar (this tab and the others) who the user is now. */
export function announceProfile(details: AccountDetails): void {
  bus.publish({ type: 'account:updated', profile: details });
}

export function useSaveDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateAccountBody) => (await callApi(apiCalls.updateAccountDetails, { body: changes })).data,
    onSuccess: (details) => {
      client.setQueryData(accountDetailsQuery.queryKey, details);
      announceProfile(details);
    },
  });
}

export function useSendVerifyEmail() {
  return useMutation({
    mutationFn: () => callApi(signedInCalls.sendVerifyEmail),
  });
}
