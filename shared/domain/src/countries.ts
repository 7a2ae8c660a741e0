import { phoneCountryOf, type PhoneCountryCode } from '@homeward/contracts';

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
  const code = phoneCountryOf(value);
  return PHONE_COUNTRIES.find((c) => c.code === code);
}
