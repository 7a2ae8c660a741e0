import { signedInCalls, type SetMessagePreferenceBody } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { accountKeys, useAccountRecord, useSaveRecord } from '../../shared/accountApi';

export const useMessagePreferences = () => useAccountRecord(accountKeys.messagePreferences, () => callApi(signedInCalls.messagePreferences));

export const useSetMessagePreference = () =>
  useSaveRecord(accountKeys.messagePreferences, (body: SetMessagePreferenceBody) => callApi(signedInCalls.setMessagePreference, { body }));
