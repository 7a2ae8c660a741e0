import {
  clampBedsBaths,
  formatBedsBaths,
  HOA_OPTIONS,
  priceOptions,
  PRICE_LIST,
  SCHOOL_RATING_OPTIONS,
  SQUARE_FOOT_OPTIONS,
  TIME_ON_SITE_OPTIONS,
  yearBuiltOptions,
} from './options';
import { NO_MAX, PRICE_SLIDER_MAX } from './constants';

describe('price list (spec 9)', () => {
  it('is exactly the specified list, $1.75M twice', () => {
    expect(PRICE_LIST.slice(0, 3)).toEqual([50_000, 75_000, 100_000]);
    expect(PRICE_LIST).toContain(500_000);
    expect(PRICE_LIST).not.toContain(525_000);
    expect(PRICE_LIST.filter((p) => p === 1_750_000)).toHaveLength(2);
    expect(PRICE_LIST.slice(-5)).toEqual([6e6, 7e6, 8e6, 9e6, 10e6]);
    expect(PRICE_LIST).toHaveLength(19 + 9 + 5 + 13 + 5);
  });

  it('the dropdown helper removes the duplicate and labels k/m', () => {
    const options = priceOptions();
    expect(options).toHaveLength(PRICE_LIST.length - 1);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options[0]).toEqual({ value: 50_000, label: '$50k' });
    expect(options.find((o) => o.value === 1_250_000)?.label).toBe('$1.25m');
  });

  it('keeps the slider and No max constants', () => {
    expect(NO_MAX).toBe(999_999);
    expect(PRICE_SLIDER_MAX).toBe(4_500_000);
  });
});

describe('HOA and time on site', () => {
  it('lists the HOA choices of spec 9', () => {
    expect(HOA_OPTIONS[0]).toEqual({ value: 0, label: 'No HOA' });
    expect(HOA_OPTIONS[1]).toEqual({ value: NO_MAX, label: 'No max' });
    expect(HOA_OPTIONS.slice(2).map((o) => o.value)).toEqual([
      25, 50, 75, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 7000, 8000, 9000, 10000,
    ]);
  });

  it('lists the time-on-site choices', () => {
    expect(TIME_ON_SITE_OPTIONS.map((o) => o.value)).toEqual([NO_MAX, 2, 3, 7, 14, 30]);
    expect(TIME_ON_SITE_OPTIONS[0].label).toBe('Any');
    expect(TIME_ON_SITE_OPTIONS[1].label).toBe('Newest listing');
  });
});

describe('square feet, year built, school rating', () => {
  it('square feet 500..10000 by 250', () => {
    expect(SQUARE_FOOT_OPTIONS[0]).toBe(500);
    expect(SQUARE_FOOT_OPTIONS[SQUARE_FOOT_OPTIONS.length - 1]).toBe(10_000);
    expect(SQUARE_FOOT_OPTIONS).toHaveLength(39);
  });

  it('year built: yearly back to 1991, then every 10 years to 1900, newest first', () => {
    const years = yearBuiltOptions(2026);
    expect(years[0]).toBe(2026);
    expect(years).toContain(1991);
    expect(years).toContain(1990);
    expect(years).not.toContain(1985);
    expect(years[years.length - 1]).toBe(1900);
    expect(years).toHaveLength(36 + 10);
    expect(yearBuiltOptions(2030)[0]).toBe(2030);
  });

  it('school ratings show N +', () => {
    expect(SCHOOL_RATING_OPTIONS[0]).toEqual({ value: null, label: 'No preference' });
    expect(SCHOOL_RATING_OPTIONS[10]).toEqual({ value: 10, label: '10 +' });
  });
});

describe('beds and baths steppers', () => {
  it('clamp to 0..20', () => {
    expect(clampBedsBaths(-3)).toBe(0);
    expect(clampBedsBaths(25)).toBe(20);
    expect(clampBedsBaths(Number.NaN)).toBe(0);
  });
  it("show '+' below 20", () => {
    expect(formatBedsBaths(0)).toBe('0+');
    expect(formatBedsBaths(3)).toBe('3+');
    expect(formatBedsBaths(20)).toBe('20');
  });
});
