import {
  loginResultSchema,
  sendCodeResultSchema,
  verifyCodeResultSchema,
  type LoginResult,
} from '@homeward/contracts';
import { http } from '@homeward/platform';

export interface PhoneNumber {
  /** E.164, as the phone field gives it ('+12065550142'). */
  phone: string;
  /** ISO code of the chosen country ('US'), which also tells apart countries sharing +1. */
  country: string;
}

/** Spec 7: sends the one-time code by SMS. */
export function sendCode({ phone, country }: PhoneNumber) {
  return http.post('/Account/SendCodeForPhoneAuth', { phone, country }, {
    query: { phone, country },
    schema: sendCodeResultSchema,
  });
}

/** Spec 7: checks the code; answers a single-use verification token. */
export function verifyCode(challengeIdentifier: string, code: string) {
  return http.post('/Account/VerifyCodeForPhoneAuth', undefined, {
    query: { challengeidentifier: challengeIdentifier, accesstoken: code },
    schema: verifyCodeResultSchema,
  });
}

export interface NewUserDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Spec 7: exchanges the verification token (and a new user's details) for a session. */
export function loginWithPhone(verificationToken: string, user?: NewUserDetails): Promise<LoginResult> {
  return http.post('/Account/LoginWithPhone', { accessToken: verificationToken, deviceToken: null, user: user ?? null }, { schema: loginResultSchema });
}
