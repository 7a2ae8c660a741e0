import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@homeward/contracts';
import {
  accountDetailsSchema,
  apiPaths,
  sendVerifyEmailResultSchema,
  type AccountDetails,
  type UpdateAccountBody,
} from '@homeward/contracts';
import { bus, http } from '@homeward/platform';

/** This slice's query keys start with its name (a key is a page-wide contract). */
export const accountKeys = {
  details: ['mf-account', 'details'] as const,
  notices: ['mf-account', 'notices'] as const,
  payments: ['mf-account', 'payments'] as const,
  firm: ['mf-account', 'firm'] as const,
  favorites: ['mf-account', 'favorites'] as const,
  messagePreferences: ['mf-account', 'message-preferences'] as const,
};

const detailsEnvelope = z.object({ data: accountDetailsSchema });

export const accountDetailsQuery = queryOptions({
  queryKey: accountKeys.details,
  queryFn: async () => (await http.get(apiPaths.accountDetails, { raw: true, schema: detailsEnvelope })).data,
});

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
    mutationFn: async (changes: UpdateAccountBody) =>
      (await http.put(apiPaths.accountDetails, changes, { raw: true, schema: detailsEnvelope })).data,
    onSuccess: (details) => {
      client.setQueryData(accountKeys.details, details);
      announceProfile(details);
    },
  });
}

export function useSendVerifyEmail() {
  return useMutation({
    mutationFn: () => http.post(apiPaths.sendVerifyEmail, undefined, { raw: true, schema: sendVerifyEmailResultSchema }),
  });
}
