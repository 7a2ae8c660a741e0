import type { PhoneCountryCode } from '@homeward/contracts';
import { PHONE_MAX_DIGITS } from './constants';

export interface Country {
  code: string;
  name: string;
  dialCode: string;
}

/** Phone countries of spec 9, in the order of the dropdown. */
export const PHONE_COUNTRIES: ReadonlyArray<Country & { code: PhoneCountryCode }> = [
  { code: 'US', name: 'USA', dialCode: '+1' },
  { code: 'AU', name: 'Australia', dialCode: '+61' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'HK', name: 'Hong Kong', dialCode: '+852' },
  { code: 'MX', name: 'Mexico', dialCode: '+52' },
  { code: 'JP', name: 'Japan', dialCode: '+81' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { code: 'CN', name: 'China', dialCode: '+86' },
  { code: 'VN', name: 'Vietnam', dialCode: '+84' },
];

/** Countries with a flag image: the phone countries plus Singapore and Switzerland (spec 9). */
export const FLAG_COUNTRIES: readonly Country[] = [
  ...PHONE_COUNTRIES,
  { code: 'SG', name: 'Singapore', dialCode: '+65' },
  { code: 'CH', name: 'Switzerland', dialCode: '+41' },
];

export const DEFAULT_PHONE_COUNTRY: PhoneCountryCode = 'US';

/**
 * Finds a phone country from an ISO code ('US') or a dial code ('1', '+1'); a shared dial code
 * resolves to the first country listed with it (USA for +1).
 */
export function findPhoneCountry(value: string | null | undefined): (Country & { code: PhoneCountryCode }) | undefined {
  if (!value) return undefined;
  const v = value.trim().toUpperCase();
  const byCode = PHONE_COUNTRIES.find((c) => c.code === v);
  if (byCode) return byCode;
  const dial = v.startsWith('+') ? v : `+${v}`;
  return PHONE_COUNTRIES.find((c) => c.dialCode === dial);
}

/**
 * The E.164 form of a phone typed as national digits, or null when it cannot be a number of that
 * country: North American numbers have 10 digits with an area code from 2 to 9; others 7 to 10 digits.
 */
export function toE164(country: string | null | undefined, nationalDigits: string): string | null {
  const found = findPhoneCountry(country ?? 'US');
  if (!found) return null;
  const digits = nationalDigits.trim();
  if (!/^\d+$/.test(digits) || digits.length > PHONE_MAX_DIGITS) return null;
  if (found.dialCode === '+1') {
    if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  } else if (digits.length < 7) {
    return null;
  }
  return `${found.dialCode}${digits}`;
}
