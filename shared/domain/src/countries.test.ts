import { FLAG_COUNTRIES, findPhoneCountry, PHONE_COUNTRIES, toE164 } from './countries';

describe('phone countries (spec 9)', () => {
  it('lists the nine phone countries with their dial codes', () => {
    expect(PHONE_COUNTRIES.map((c) => `${c.name} ${c.dialCode}`)).toEqual([
      'USA +1', 'Australia +61', 'Canada +1', 'Hong Kong +852', 'Mexico +52', 'Japan +81', 'United Kingdom +44', 'China +86', 'Vietnam +84',
    ]);
    expect(FLAG_COUNTRIES.map((c) => c.name)).toEqual(expect.arrayContaining(['Singapore', 'Switzerland']));
  });

  it('finds a country by ISO or dial code', () => {
    expect(findPhoneCountry('ca')?.name).toBe('Canada');
    expect(findPhoneCountry('+44')?.code).toBe('GB');
    expect(findPhoneCountry('1')?.code).toBe('US');
    expect(findPhoneCountry('999')).toBeUndefined();
  });

  it('builds E.164 numbers', () => {
    expect(toE164('US', '4255550123')).toBe('+14255550123');
    expect(toE164('US', '1255550123')).toBeNull();
    expect(toE164('US', '425555012')).toBeNull();
    expect(toE164('GB', '7911123456')).toBe('+447911123456');
    expect(toE164('GB', '12345')).toBeNull();
    expect(toE164('XX', '4255550123')).toBeNull();
  });
});
