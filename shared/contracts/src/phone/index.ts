import { parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
// The kernel's phone rules, by the package's name: one copy on the page, which this module completes.
import { dialCodeOf, installPhoneLibrary, PHONE_CHARACTERS, phoneCountryOf, PHONE_COUNTRY_CODES, type PhoneCountryCode } from '@homeward/contracts';
import metadataJson from './metadata.json';

/**
 * `@homeward/contracts/phone`: the phone library behind the site's phone rule (see rules.ts).
 * libphonenumber-js decides, from its mobile metadata cut down to the phone countries
 * (scripts/phoneMetadata.ts writes it), so a Chinese mobile has 11 digits, a Hong Kong one 8, and a
 * UK one 10 after the trunk 0. Loading this module installs it in the kernel's rules, so every
 * schema with a phone checks and normalises it from then on.
 */
const metadata = metadataJson as unknown as MetadataJson;

const isPhoneCountry = (value: string): value is PhoneCountryCode => (PHONE_COUNTRY_CODES as readonly string[]).includes(value);

/**
 * The E.164 form of a number typed in `country`'s national form (or internationally, with its '+'),
 * or null when it is not a mobile number of a phone country, of that country's calling code.
 * Without a country, a national number is read as a US one and an international one as whatever
 * phone country it belongs to.
 */
export function toE164(country: string | null | undefined, typed: string): string | null {
  const chosen = country ? phoneCountryOf(country) : undefined;
  const text = typed.trim();
  if ((country && !chosen) || !text || !PHONE_CHARACTERS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, (chosen ?? 'US') as CountryCode, metadata);
  if (!parsed?.isValid() || !parsed.country || !isPhoneCountry(parsed.country)) return null;
  if (chosen && `+${parsed.countryCallingCode}` !== dialCodeOf(chosen)) return null;
  return parsed.number;
}

/**
 * Only the digits of what was typed, no more than a mobile number of `country` has: digits after
 * a whole number (or past the country's longest) are dropped, as a mask would.
 */
export function phoneInputDigits(country: PhoneCountryCode, typed: string): string {
  let digits = typed.replace(/\D/g, '');
  while (digits && validatePhoneNumberLength(digits, country as CountryCode, metadata) === 'TOO_LONG') digits = digits.slice(0, -1);
  for (let length = 1; length < digits.length; length += 1) {
    if (toE164(country, digits.slice(0, length)) && !toE164(country, digits)) return digits.slice(0, length);
  }
  return digits;
}

/** National digits shown the way `country` writes them, as far as they go: '(206) 555-01', '9123 4567'. */
export function formatPhoneAsTyped(country: PhoneCountryCode, digits: string): string {
  if (!digits) return '';
  // Until the formatter has arrived (a moment after a phone field first draws), the digits as typed.
  return AsYouTypeFormatter ? new AsYouTypeFormatter(country as CountryCode, metadata).input(digits) : digits;
}

let AsYouTypeFormatter: typeof import('./asYouType').AsYouType | undefined;
let formatterLoading: Promise<void> | undefined;

/**
 * Loads the formatter `formatPhoneAsTyped` shows a number with while it is typed: about a third of
 * the phone library, which only a page with a phone field needs, so it is not part of every first
 * visit. A phone field asks for it when it first draws; a failed download is asked for again next time.
 */
export function loadPhoneFormatter(): Promise<void> {
  formatterLoading ??= import('./asYouType').then(
    (module) => {
      AsYouTypeFormatter = module.AsYouType;
    },
    (error: unknown) => {
      formatterLoading = undefined;
      throw error;
    },
  );
  return formatterLoading;
}

/** Whether `formatPhoneAsTyped` formats yet (see loadPhoneFormatter). */
export const phoneFormatterLoaded = (): boolean => AsYouTypeFormatter !== undefined;

/** A stored or typed number split back into its country and national digits (for a form showing it again). */
export function phoneParts(phone: string | null | undefined, fallback: PhoneCountryCode = 'US'): { country: PhoneCountryCode; digits: string } {
  const text = phone?.trim() ?? '';
  if (!text.startsWith('+')) return { country: fallback, digits: text.replace(/\D/g, '') };
  const parsed = parsePhoneNumberFromString(text, metadata);
  if (!parsed) return { country: fallback, digits: '' };
  const country = parsed.country && isPhoneCountry(parsed.country) ? parsed.country : phoneCountryOf(parsed.countryCallingCode) ?? fallback;
  return { country, digits: parsed.nationalNumber };
}

/**
 * A number as people read it: national form for North America ('(206) 555-0142'), international
 * elsewhere ('+852 9123 4567'). Numbers kept before E.164 (ten US digits) read the same way.
 */
export function formatPhoneNumber(phone: string | null | undefined): string {
  const text = phone?.trim() ?? '';
  if (!text) return '';
  const parsed = parsePhoneNumberFromString(text, 'US', metadata);
  if (!parsed) return text;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

installPhoneLibrary(toE164);
