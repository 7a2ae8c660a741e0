import { BEDS_BATHS_MAX, BEDS_BATHS_MIN, NO_MAX } from './constants';
import { formatPriceShort, formatThousands } from './format';

export interface Option<T = number> {
  value: T;
  label: string;
}

const range = (from: number, to: number, step: number): number[] => {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
};

/**
 * Price list of spec 9, exactly as specified — including $1.75M twice. Use `priceOptions()` for a
 * dropdown: it removes the duplicate so every option has a unique value.
 */
export const PRICE_LIST: readonly number[] = [
  ...range(50_000, 500_000, 25_000),
  ...range(550_000, 950_000, 50_000),
  1_000_000,
  1_250_000,
  1_500_000,
  1_750_000,
  1_750_000,
  ...range(2_000_000, 5_000_000, 250_000),
  6_000_000,
  7_000_000,
  8_000_000,
  9_000_000,
  10_000_000,
];

/** Price dropdown options (deduplicated PRICE_LIST), labelled like '$550k' and '$1.25m'. */
export function priceOptions(): Option[] {
  return [...new Set(PRICE_LIST)].map((value) => ({ value, label: formatPriceShort(value) }));
}
export const NO_MIN_PRICE_OPTION: Option<null> = { value: null, label: 'No min' };
export const NO_MAX_PRICE_OPTION: Option = { value: NO_MAX, label: 'No max' };

/** Max HOA fee choices of spec 9 (monthly). */
export const HOA_OPTIONS: readonly Option[] = [
  { value: 0, label: 'No HOA' },
  { value: NO_MAX, label: 'No max' },
  ...[25, 50, 75, 100, ...range(200, 900, 100), 1000, 1500, ...range(2000, 3500, 500), 4000, ...range(5000, 9000, 1000), 10_000].map(
    (value) => ({ value, label: `$${formatThousands(value)}/month` }),
  ),
];

/** Time on the site (days on market at most) of spec 9. */
export const TIME_ON_SITE_OPTIONS: readonly Option[] = [
  { value: NO_MAX, label: 'Any' },
  { value: 2, label: 'Newest listing' },
  { value: 3, label: 'Less than 3 days' },
  { value: 7, label: 'Less than 7 days' },
  { value: 14, label: 'Less than 14 days' },
  { value: 30, label: 'Less than 30 days' },
];

/** Square-foot choices: 500 to 10,000 in steps of 250. */
export const SQUARE_FOOT_OPTIONS: readonly number[] = range(500, 10_000, 250);

/** Year-built choices: 1900 to the current year, every 10 years up to 1990 then yearly, newest first. */
export function yearBuiltOptions(currentYear: number): number[] {
  const years = [...range(1900, Math.min(1990, currentYear), 10), ...range(1991, currentYear, 1)];
  return years.reverse();
}

/** School rating: 'No preference' or 1 to 10 shown as 'N +'. */
export const SCHOOL_RATING_OPTIONS: readonly Option<number | null>[] = [
  { value: null, label: 'No preference' },
  ...range(1, 10, 1).map((value) => ({ value, label: `${value} +` })),
];

/** Clamps a bedroom/bathroom stepper value to 0–20 whole steps. */
export function clampBedsBaths(value: number): number {
  if (!Number.isFinite(value)) return BEDS_BATHS_MIN;
  return Math.min(BEDS_BATHS_MAX, Math.max(BEDS_BATHS_MIN, Math.round(value)));
}

/** Stepper display of spec 5: '+' below 20 ('3+'), the maximum shown as is ('20'). */
export function formatBedsBaths(value: number): string {
  const clamped = clampBedsBaths(value);
  return clamped < BEDS_BATHS_MAX ? `${clamped}+` : String(clamped);
}
