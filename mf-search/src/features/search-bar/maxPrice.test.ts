import { maxPriceFor, storedInterestRate } from './maxPrice';

describe('monthly payment to max price (spec 9)', () => {
  beforeEach(() => localStorage.clear());

  it('uses 5.56% unless InterestRate says otherwise', () => {
    expect(storedInterestRate()).toBe(5.56);
    localStorage.setItem('InterestRate', '6.125');
    expect(storedInterestRate()).toBe(6.125);
    localStorage.setItem('InterestRate', 'not a rate');
    expect(storedInterestRate()).toBe(5.56);
  });

  it('converts a monthly payment by the amortisation formula over 30 years with 20% down', () => {
    // $3,000 a month at 5.56% for 360 months carries a loan of P = 3000 · (1 − 1.004633…^−360) / 0.004633… ≈ 524,824;
    // with 20% down the home may cost loan / 0.8.
    const r = 0.0556 / 12;
    const loan = (3000 * (1 - (1 + r) ** -360)) / r;
    expect(maxPriceFor(3000, 'monthly')).toBe(Math.floor(loan / 0.8));
    expect(maxPriceFor(3000, 'monthly')).toBeGreaterThan(655_000);
    expect(maxPriceFor(3000, 'monthly')).toBeLessThan(657_000);
  });

  it('buys less house at a higher stored rate', () => {
    const atDefault = maxPriceFor(3000, 'monthly');
    localStorage.setItem('InterestRate', '7');
    expect(maxPriceFor(3000, 'monthly')).toBeLessThan(atDefault ?? 0);
  });

  it('passes a max price through and ignores an empty amount', () => {
    expect(maxPriceFor(750000, 'max')).toBe(750000);
    expect(maxPriceFor(0, 'monthly')).toBeNull();
    expect(maxPriceFor(0, 'max')).toBeNull();
  });
});
