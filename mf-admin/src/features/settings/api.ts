import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';

export const changePassword = (body: { currentPassword: string; newPassword: string }) => callApi(signedInCalls.changePassword, { body });
