import { apiCalls, type LoginResult } from '@homeward/contracts';
import { callApi } from '@homeward/platform';

export interface PhoneNumber {
  /** E.164, as the phone field gives it ('+12065550142'). */
  phone: string;
  /** ISO code of the chosen country ('US'), which also tells apart countries sharing +1. */
  country: string;
}

/** Spec 7: sends the one-time code by SMS. */
export function sendCode({ phone, country }: PhoneNumber) {
  return callApi(apiCalls.sendPhoneCode, { query: { phone, country }, body: { phone, country } });
}

/** Spec 7: checks the code; answers a single-use verification token. */
export function verifyCode(challengeIdentifier: string, code: string) {
  return callApi(apiCalls.verifyPhoneCode, { query: { challengeidentifier: challengeIdentifier, accesstoken: code } });
}

export interface NewUserDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Spec 7: exchanges the verification token (and a new user's details) for a session. */
export function loginWithPhone(verificationToken: string, user?: NewUserDetails): Promise<LoginResult> {
  return callApi(apiCalls.loginWithPhone, { body: { accessToken: verificationToken, deviceToken: null, user: user ?? null } });
}
