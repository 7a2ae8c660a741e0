import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';

export const adminLogin = (body: { email: string; password: string }) => callApi(signedInCalls.adminLogin, { body });
