import { z } from '@homeward/contracts';
import { daysError, schemaErrors, toNumber, toText } from './formValues';

describe('form value helpers', () => {
  it('reads numbers typed with separators', () => {
    expect(toNumber('1,250,000')).toBe(1_250_000);
    expect(toNumber('$ 6.5')).toBe(6.5);
    expect(toNumber('')).toBeNull();
    expect(toNumber('abc')).toBeNull();
  });

  it('sends empty text as null', () => {
    expect(toText('  ')).toBeNull();
    expect(toText(' Seattle ')).toBe('Seattle');
  });

  it('puts schema messages on the field named by the issue path', () => {
    const schema = z.object({ offer: z.object({ zipCode: z.string().check(z.regex(/^\d{5}$/, 'Use a 5-digit zip code.')) }) });
    expect(schemaErrors(schema, { offer: { zipCode: '12' } })).toEqual({ zipCode: 'Use a 5-digit zip code.' });
    expect(schemaErrors(schema, { offer: { zipCode: '12345' } })).toEqual({});
  });

  it('accepts whole days only', () => {
    expect(daysError('')).toBeUndefined();
    expect(daysError('7')).toBeUndefined();
    expect(daysError('2.5')).toMatch(/whole number/);
    expect(daysError('4000')).toMatch(/3650/);
  });
});
