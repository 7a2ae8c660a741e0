import { apiCalls, type AuthProvider, type LoginResult } from '@homeward/contracts';
import { WEB_DEVICE_TYPE, callApi } from '@homeward/platform';

/** Spec 7: the provider's ID token is exchanged for a Homeward session (the API verifies it). */
export function loginWithSocial(idToken: string, authProvider: AuthProvider): Promise<LoginResult> {
  return callApi(apiCalls.loginWithSocial, { body: { accessToken: idToken, deviceToken: null, authProvider, deviceType: WEB_DEVICE_TYPE } });
}
