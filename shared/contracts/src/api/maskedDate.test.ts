import { parseMaskedDate } from './rules';

const now = new Date('2026-11-24T12:00:00Z');

describe('masked dates (spec 5, MM/DD/YY)', () => {
  it('reads a two-digit year as the latest year not in the future', () => {
    expect(parseMaskedDate('06/15/85', now)).toBe('1985-06-15');
    expect(parseMaskedDate('01/02/04', now)).toBe('2004-01-02');
    expect(parseMaskedDate('01/02/26', now)).toBe('2026-01-02');
    expect(parseMaskedDate('01/02/27', now)).toBe('1927-01-02');
    expect(parseMaskedDate('06/15/1985', now)).toBe('1985-06-15');
  });

  it('refuses days that do not exist and incomplete input', () => {
    expect(parseMaskedDate('02/30/90', now)).toBeNull();
    expect(parseMaskedDate('13/01/90', now)).toBeNull();
    expect(parseMaskedDate('06/15/8', now)).toBeNull();
    expect(parseMaskedDate('', now)).toBeNull();
  });
});
