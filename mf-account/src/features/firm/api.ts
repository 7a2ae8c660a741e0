import { signedInCalls, type FirmInfoInput } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { accountKeys, useAccountRecord, useSaveRecord } from '../../shared/accountApi';

export const useFirmInfo = () => useAccountRecord(accountKeys.firm, () => callApi(signedInCalls.firmInfo));

export const useSaveFirmInfo = () => useSaveRecord(accountKeys.firm, (firm: FirmInfoInput) => callApi(signedInCalls.saveFirmInfo, { body: firm }));
