import { z } from 'zod/mini';
import { PHONE_COUNTRY_CODES, type PhoneCountryCode } from '../api/codes';
import { deferred } from '../deferred';

/**
 * The one phone rule of the site (spec 5 and 9), for the browser and the API alike: a mobile
 * number of one of the phone countries, of the right length for that country, kept and sent as
 * E.164 ('+12065550142'). The phone library decides (`@homeward/contracts/phone`, which installs
 * itself here when it loads): the API loads it at start, and a page loads it with its first phone
 * field or number to show, so the pages without one do not carry it.
 */

/** Spec 8's words for a number that cannot be one: the login form and the API say the same. */
export const WRONG_NUMBER_MESSAGE = 'Wrong number provided';
export const EMPTY_PHONE_MESSAGE = 'Enter your mobile phone number.';

/** Each phone country's calling code (spec 9); a unit test holds it to the phone library's. */
const CALLING_CODES: Record<PhoneCountryCode, string> = { US: '1', AU: '61', CA: '1', HK: '852', MX: '52', JP: '81', GB: '44', CN: '86', VN: '84' };

const isPhoneCountry = (value: string): value is PhoneCountryCode => (PHONE_COUNTRY_CODES as readonly string[]).includes(value);

/** '+1', '+852': the calling code of a phone country. */
export const dialCodeOf = (country: PhoneCountryCode): string => `+${CALLING_CODES[country]}`;

/**
 * A phone country from an ISO code ('GB') or a calling code ('44', '+44'); a shared calling code
 * is the first country listed with it (+1 is the USA).
 */
export function phoneCountryOf(value: string | null | undefined): PhoneCountryCode | undefined {
  const v = value?.trim().toUpperCase();
  if (!v) return undefined;
  if (isPhoneCountry(v)) return v;
  const dial = v.startsWith('+') ? v : `+${v}`;
  return PHONE_COUNTRY_CODES.find((country) => dialCodeOf(country) === dial);
}

/** What typed text may hold of a phone number. */
export const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;

type ToE164 = (country: string | null | undefined, typed: string) => string | null;
let libraryToE164: ToE164 | undefined;

/** The phone library, as `@homeward/contracts/phone` installs it when it loads. */
export function installPhoneLibrary(toE164: ToE164): void {
  libraryToE164 = toE164;
}

/**
 * The E.164 form of a number typed in `country`'s national form (or internationally), or null when
 * it is not a mobile number of a phone country. Before the phone library has loaded (a page that
 * draws no phone field), the number as typed when it could be one, for the API to judge: the API
 * always has the library.
 */
export function normalisedPhone(country: string | null | undefined, typed: string): string | null {
  if (libraryToE164) return libraryToE164(country, typed);
  // A server never judges a number without the library: it is the guard.
  if (typeof window === 'undefined') throw new Error('Import @homeward/contracts/phone before checking a phone number on a server');
  const text = typed.trim();
  return text && PHONE_CHARACTERS.test(text) ? text : null;
}

/**
 * A phone field of a request: E.164 of a mobile number of a phone country. Ten digits without a
 * '+' are read as a US number, as sent before numbers carried their country.
 */
export const phoneSchema = deferred(() => z.pipe(
  z.string({ error: WRONG_NUMBER_MESSAGE }).check(
    z.trim(),
    z.maxLength(30, WRONG_NUMBER_MESSAGE),
    z.refine((value) => normalisedPhone(null, value) !== null, WRONG_NUMBER_MESSAGE),
  ),
  z.transform((value) => normalisedPhone(null, value)!),
));
