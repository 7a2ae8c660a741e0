import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { useAdminMutation } from '../../shared/api';

export const useSetSuspension = () =>
  useAdminMutation(({ userId, suspended }: { userId: string; suspended: boolean }) => callApi(signedInCalls.setSuspension, { params: { userId }, body: { suspended } }));
