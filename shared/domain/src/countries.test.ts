import { dialCodeOf } from '@homeward/contracts';
import { FLAG_COUNTRIES, findPhoneCountry, PHONE_COUNTRIES } from './countries';

describe('phone countries (spec 9)', () => {
  it('lists the nine phone countries with their dial codes', () => {
    expect(PHONE_COUNTRIES.map((c) => `${c.name} ${c.dialCode}`)).toEqual([
      'USA +1', 'Australia +61', 'Canada +1', 'Hong Kong +852', 'Mexico +52', 'Japan +81', 'United Kingdom +44', 'China +86', 'Vietnam +84',
    ]);
    expect(FLAG_COUNTRIES.map((c) => c.name)).toEqual(expect.arrayContaining(['Singapore', 'Switzerland']));
  });

  it("agrees with the phone rule's calling codes", () => {
    for (const country of PHONE_COUNTRIES) expect(dialCodeOf(country.code)).toBe(country.dialCode);
  });

  it('finds a country by ISO or dial code', () => {
    expect(findPhoneCountry('ca')?.name).toBe('Canada');
    expect(findPhoneCountry('+44')?.code).toBe('GB');
    expect(findPhoneCountry('1')?.code).toBe('US');
    expect(findPhoneCountry('999')).toBeUndefined();
  });
});
