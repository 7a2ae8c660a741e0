import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagePaths, messagePreferencesSchema, type MessagePreferences, type SetMessagePreferenceBody } from '@homeward/contracts/signed-in';
import { http } from '@homeward/platform';
import { accountKeys } from '../account/api';

export const messagePreferencesQuery = queryOptions({
  queryKey: accountKeys.messagePreferences,
  queryFn: () => http.get(messagePaths.preferences, { raw: true, schema: messagePreferencesSchema }),
});

export const useMessagePreferences = () => useQuery(messagePreferencesQuery);

export function useSetMessagePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMessagePreferenceBody) => http.put(messagePaths.preferences, body, { raw: true, schema: messagePreferencesSchema }),
    onSuccess: (preferences: MessagePreferences) => client.setQueryData(accountKeys.messagePreferences, preferences),
  });
}
