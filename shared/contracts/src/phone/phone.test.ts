import full from 'libphonenumber-js/metadata.mobile.json';
import { PHONE_COUNTRY_CODES } from '../api/codes';
import { formatPhoneAsTyped, formatPhoneNumber, loadPhoneFormatter, phoneFormatterLoaded, toE164 } from './index';
import { dialCodeOf, normalisedPhone, phoneSchema, WRONG_NUMBER_MESSAGE } from './rules';
import { getCountryCallingCode, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './metadata.json';
import { metadataFor } from './metadataFilter';

describe('the phone rule', () => {
  it('shows a number as typed until the formatter has loaded, then the way its country writes it', async () => {
    expect(phoneFormatterLoaded()).toBe(false);
    expect(formatPhoneAsTyped('US', '2065550')).toBe('2065550');
    await loadPhoneFormatter();
    expect(phoneFormatterLoaded()).toBe(true);
    expect(formatPhoneAsTyped('US', '2065550')).toBe('(206) 555-0');
    expect(formatPhoneAsTyped('HK', '91234567')).toBe('9123 4567');
    expect(formatPhoneAsTyped('US', '')).toBe('');
  });

  it('knows each phone country’s calling code as the phone library does, without it', () => {
    for (const country of PHONE_COUNTRY_CODES) expect(dialCodeOf(country)).toBe(`+${getCountryCallingCode(country as CountryCode, metadata as unknown as MetadataJson)}`);
  });

  it('checks and normalises a number through the library once it has loaded (this module installs it)', () => {
    expect(normalisedPhone('US', '(206) 555-0142')).toBe('+12065550142');
    expect(normalisedPhone('US', '555')).toBeNull();
  });

  it('uses the installed libphonenumber-js metadata (else run scripts/phoneMetadata.ts)', () => {
    expect(metadata).toEqual(metadataFor(full, PHONE_COUNTRY_CODES));
  });

  it('takes mobiles of the right length per country and gives E.164', () => {
    expect(toE164('CN', '13812345678')).toBe('+8613812345678');
    expect(toE164('CN', '1381234567')).toBeNull();
    expect(toE164('HK', '91234567')).toBe('+85291234567');
    expect(toE164('HK', '9123456')).toBeNull();
    expect(toE164('GB', '07400 123456')).toBe('+447400123456');
    expect(toE164('GB', '1234567')).toBeNull();
    expect(toE164('US', '4255550123')).toBe('+14255550123');
    expect(toE164('US', '1255550123')).toBeNull();
    expect(toE164('XX', '4255550123')).toBeNull();
  });

  it('the request schema keeps E.164, reads ten digits as a US number, and refuses the rest with the spec message', () => {
    expect(phoneSchema.parse('+852 9123 4567')).toBe('+85291234567');
    expect(phoneSchema.parse('4255550123')).toBe('+14255550123');
    const refused = phoneSchema.safeParse('+8529123456');
    expect(refused.success ? null : refused.error.issues[0].message).toBe(WRONG_NUMBER_MESSAGE);
  });

  it('writes a number as people read it', () => {
    expect(formatPhoneNumber('+12065550142')).toBe('(206) 555-0142');
    expect(formatPhoneNumber('2065550142')).toBe('(206) 555-0142');
    expect(formatPhoneNumber('+85291234567')).toBe('+852 9123 4567');
  });
});
