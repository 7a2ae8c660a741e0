import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@homeward/contracts';
import { accountFirmInfoSchema, type FirmInfoInput } from '@homeward/contracts/signed-in';
import { http } from '@homeward/platform';
import { accountKeys } from '../account/api';

export const firmInfoQuery = queryOptions({
  queryKey: accountKeys.firm,
  queryFn: () => http.get(apiPaths.accountFirmInfo, { raw: true, schema: accountFirmInfoSchema }),
});

export const useFirmInfo = () => useQuery(firmInfoQuery);

export function useSaveFirmInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (firm: FirmInfoInput) => http.put(apiPaths.accountFirmInfo, firm, { raw: true, schema: accountFirmInfoSchema }),
    onSuccess: (saved) => client.setQueryData(accountKeys.firm, saved),
  });
}
