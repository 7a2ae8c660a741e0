import { priceBounds, proposeSavedSearchName } from './savedSearches';

describe('proposeSavedSearchName', () => {
  it('names the place and the price ceiling', () => {
    expect(proposeSavedSearchName('Bellevue, WA', { price: { high: 900_000 } })).toBe('Bellevue, WA · up to $900k');
  });

  it('adds a price range, beds and baths when chosen', () => {
    expect(proposeSavedSearchName('98004', { price: { low: 500_000, high: 1_250_000 }, beds: { low: 3 }, baths: { low: 2 } })).toBe('98004 · $500k–$1.25m · 3+ beds · 2+ baths');
  });

  it('reads "No max" and zeros as no limit', () => {
    expect(proposeSavedSearchName('Seattle, WA', { price: { low: 0, high: 999_999 }, beds: { low: 0 } })).toBe('Seattle, WA');
  });

  it('keeps a long name within the limit', () => {
    expect(proposeSavedSearchName('x'.repeat(120), {}).length).toBe(80);
  });
});

describe('priceBounds', () => {
  it('turns missing bounds into 0 and Infinity', () => {
    expect(priceBounds({ price: { low: null, high: 700_000 } })).toEqual({ low: 0, high: 700_000 });
    expect(priceBounds({ price: { low: 100, high: null } })).toEqual({ low: 100, high: Infinity });
  });
});
