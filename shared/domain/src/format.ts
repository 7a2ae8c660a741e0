
const trimZeros = (s: string) => s.replace(/\.?0+$/, '');

/** Spec 5: prices shown as k under 1,000,000 and m from there: '$550k', '$1.25m'. */
export function formatPriceShort(price: number): string {
  if (!Number.isFinite(price)) return '';
  const sign = price < 0 ? '-' : '';
  const abs = Math.abs(price);
  if (abs < 1_000_000) {
    const k = Math.round(abs / 100) / 10;
    if (k < 1000) return `${sign}$${trimZeros(k.toFixed(1))}k`;
  }
  const m = Math.round(abs / 10_000) / 100;
  return `${sign}$${trimZeros(m.toFixed(2))}m`;
}

/**
 * Thousands separators: 1234567 → '1,234,567' (as 'en-US' writes whole numbers; done without Intl,
 * whose formatters are costly to create on a phone while the page starts).
 */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return '';
  return String(Math.round(value) || 0).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A home's counts as its cards and page write them (spec 3: baths are decimal): '1 bed', '3 beds',
 * '1 bath', '2.75 baths', '3,595 sq ft'. Baths keep up to two decimals as listed, never rounded to a whole.
 */
export function formatBeds(count: number): string {
  return countWithUnit(count, 'bed', 'beds');
}

export function formatBaths(count: number): string {
  return countWithUnit(count, 'bath', 'baths');
}

/** Square feet are a measure, not a count: '1 sq ft', '3,595 sq ft' (never 'sq fts'). */
export function formatSquareFeet(area: number): string {
  if (!Number.isFinite(area)) return '';
  return `${formatThousands(area)} sq ft`;
}

/** '2.75' for 2.75, '3,500' for 3500: whole part with separators, up to two decimals kept. */
function formatDecimalCount(value: number): string {
  const hundredths = Math.round(Math.abs(value) * 100);
  const whole = formatThousands(Math.floor(hundredths / 100));
  const fraction = trimZeros(`.${String(hundredths % 100).padStart(2, '0')}`);
  return `${value < 0 ? '-' : ''}${whole}${fraction}`;
}

function countWithUnit(count: number, one: string, many: string): string {
  if (!Number.isFinite(count)) return '';
  const text = formatDecimalCount(count);
  return `${text} ${text === '1' ? one : many}`;
}

/** '$1,234,567', or with `cents` '$1,234.50'. */
export function formatCurrency(value: number, { cents = false } = {}): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  if (!cents) return `${sign}$${formatThousands(Math.abs(value))}`;
  // Rounded from the number as written (1.005 → 1.01, as Intl does), not from its binary value.
  const hundredths = Math.round(Number(`${Math.abs(value)}e2`));
  return `${sign}$${formatThousands(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Amount input of spec 5: keeps only digits and inserts thousands separators while typing. */
export function formatAmountInput(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The number typed into a separator-formatted field (0 when empty). */
export function parseAmountInput(input: string): number {
  const digits = input.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

/** Rates are shown padded to 3 decimals: 6.5 → '6.500'. */
export function formatRate(rate: number): string {
  return Number.isFinite(rate) ? rate.toFixed(3) : '';
}

/** Date input mask of spec 5: digits auto-formatted with slashes, MM/DD/YY. */
export function formatDateInput(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 6);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** City search route segment: spaces become hyphens (spec 2.2). Spelt once, with the page paths. */
export { citySlug } from '@homeward/contracts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const short = (name: string) => name.slice(0, 3);

/**
 * How a date is written, as 'en-US' writes it with these parts:
 * - `long`: 'November 26, 2026'
 * - `medium`: 'Nov 26, 2026'
 * - `day`: 'Wednesday, November 26'
 * - `full`: 'Wednesday, November 26, 2026'
 * - `shortDay`: 'Wed, Nov 26'
 * - `shortFull`: 'Wed, Nov 26, 2026'
 */
export type DateStyle = 'long' | 'medium' | 'day' | 'full' | 'shortDay' | 'shortFull';

/**
 * A date in words, without Intl: the first formatter a page makes costs 70-150 ms on a phone's CPU
 * (measured in Chromium at 4x slowdown) while the page starts, and every page here writes dates
 * and numbers in US English only. Read in local time, or in UTC with `utc` (calendar dates kept
 * as noon UTC). An invalid date gives ''.
 */
export function formatDate(date: Date, style: DateStyle, { utc = false } = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
  const weekday = WEEKDAYS[utc ? date.getUTCDay() : date.getDay()];
  const day = utc ? date.getUTCDate() : date.getDate();
  switch (style) {
    case 'long':
      return `${month} ${day}, ${year}`;
    case 'medium':
      return `${short(month)} ${day}, ${year}`;
    case 'day':
      return `${weekday}, ${month} ${day}`;
    case 'full':
      return `${weekday}, ${month} ${day}, ${year}`;
    case 'shortDay':
      return `${short(weekday)}, ${short(month)} ${day}`;
    case 'shortFull':
      return `${short(weekday)}, ${short(month)} ${day}, ${year}`;
  }
}

/** A day as 'Sat, Jun 7' (result cards' open houses). */
export function formatShortDay(date: Date): string {
  return formatDate(date, 'shortDay');
}

/** A calendar date ('2026-06-07', as forms and the API keep it) in words, read as that day wherever the reader is; the text itself when it is not one. */
export function formatCalendarDay(isoDay: unknown, style: DateStyle): string {
  const text = String(isoDay ?? '');
  return formatDate(new Date(`${text}T12:00:00Z`), style, { utc: true }) || text;
}

/** A time of day as a buyer in the US reads it: '9:00 AM', '12:30 PM' (tour slots, open houses, commutes). */
export function formatTimeOfDay(hours: number, minutes = 0): string {
  const h = ((Math.floor(hours) % 24) + 24) % 24;
  return `${h % 12 || 12}:${String(Math.floor(minutes)).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An instant with its time: 'Nov 26, 2026, 9:05 AM' (`medium`) or 'November 26, 2026 at 9:05 AM' (`long`), in local time; '' when invalid. */
export function formatDateTime(date: Date, style: 'long' | 'medium'): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date, style)}${style === 'long' ? ' at' : ','} ${formatTimeOfDay(date.getHours(), date.getMinutes())}`;
}

/**
 * Relative time labels of spec 9: 'Just now', '12 seconds ago', '1 minute ago', '5 minutes ago',
 * '1 hour ago', '3 hours ago', 'Yesterday', '4 days ago', 'Last week', '2 weeks ago', 'Last month',
 * '3 months ago', 'Last year', '2 years ago'; the future forms are 'In 12 seconds', 'In 1 minute',
 * 'Tomorrow', 'Next week', 'Next month', 'Next year', 'In 3 days' and so on.
 */
let relativeTime: Intl.RelativeTimeFormat | undefined;
/** Created on first use rather than when the module loads (every page loads it at start-up). */
const relativeTimeFormat = () => (relativeTime ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

export function relativeTimeLabel(date: Date | number | string, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const diff = new Date(now).getTime() - then;
  if (!Number.isFinite(diff)) return '';
  const past = diff >= 0;
  const abs = Math.abs(diff);
  if (abs < 10 * SECOND) return 'Just now';

  // Intl gives the spec's words ('1 minute ago', 'yesterday', 'last week', 'in 3 days', 'next year');
  // the labels start with a capital letter.
  const units: Array<[ms: number, unit: Intl.RelativeTimeFormatUnit]> = [
    [YEAR, 'year'],
    [MONTH, 'month'],
    [WEEK, 'week'],
    [DAY, 'day'],
    [HOUR, 'hour'],
    [MINUTE, 'minute'],
    [SECOND, 'second'],
  ];
  for (const [ms, unit] of units) {
    if (abs >= ms) {
      const n = Math.floor(abs / ms);
      const text = relativeTimeFormat().format(past ? -n : n, unit);
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
  return 'Just now';
}
