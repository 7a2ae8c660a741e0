import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signedInCalls, type FirmInfoInput } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { accountKeys } from '../../shared/accountApi';

export const firmInfoQuery = queryOptions({
  queryKey: accountKeys.firm,
  queryFn: () => callApi(signedInCalls.firmInfo),
});

export const useFirmInfo = () => useQuery(firmInfoQuery);

export function useSaveFirmInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (firm: FirmInfoInput) => callApi(signedInCalls.saveFirmInfo, { body: firm }),
    onSuccess: (saved) => client.setQueryData(accountKeys.firm, saved),
  });
}
