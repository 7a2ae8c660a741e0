import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signedInCalls, type MessagePreferences, type SetMessagePreferenceBody } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { accountKeys } from '../../shared/accountApi';

export const messagePreferencesQuery = queryOptions({
  queryKey: accountKeys.messagePreferences,
  queryFn: () => callApi(signedInCalls.messagePreferences),
});

export const useMessagePreferences = () => useQuery(messagePreferencesQuery);

export function useSetMessagePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMessagePreferenceBody) => callApi(signedInCalls.setMessagePreference, { body }),
    onSuccess: (preferences: MessagePreferences) => client.setQueryData(accountKeys.messagePreferences, preferences),
  });
}
