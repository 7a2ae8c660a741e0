import { PHONE_MAX_DIGITS } from './constants';

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

/** '$1,234,567'. */
export function formatCurrency(value: number): string {
  if (!Number.isFinite(value)) return '';
  return `${value < 0 ? '-' : ''}$${formatThousands(Math.abs(value))}`;
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

/** Digits of a phone input, at most 10 (spec 5). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** Phone mask of spec 5, applied progressively while typing: '(425) 555-0123'. Letters are dropped. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
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

/**
 * Relative time labels of spec 9: 'Just now', '12 seconds ago', '1 minute ago', '5 minutes ago',
 * '1 hour ago', '3 hours ago', 'Yesterday', '4 days ago', 'Last week', '2 weeks ago', 'Last month',
 * '3 months ago', 'Last year', '2 years ago'; the future forms are 'In 12 seconds', 'In 1 minute',
 * 'Tomorrow', 'Next week', 'Next month', 'Next year', 'In 3 days' and so on.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as 'Sat, Jun 7', as 'en-US' writes it with a short weekday and month (done without Intl:
 * the first formatter a page makes costs tens of milliseconds on a phone, and result cards show it).
 */
export function formatShortDay(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

let timeOfDay: Intl.DateTimeFormat | undefined;

/**
 * A time of day as a buyer in the US reads it: 9:00 AM, 12:30 PM (tour slots, open houses, commutes).
 * One formatter, made on first use: each toLocaleTimeString call with options makes its own.
 */
export function formatTimeOfDay(hours: number, minutes = 0): string {
  timeOfDay ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  return timeOfDay.format(new Date(2000, 0, 1, hours, minutes));
}

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
