/**
 * Calendar-date helpers. A calendar date is a 'YYYY-MM-DD' string read in the local time of the
 * runtime, so the browser and the API agree on "today" for whatever clock they are given.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function toCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Accepts 'YYYY-MM-DD', 'YYYY/MM/DD' or a Date; returns 'YYYY-MM-DD' or null if unreadable. */
export function normalizeCalendarDate(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : toCalendarDate(value);
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const probe = new Date(Number(y), Number(m) - 1, Number(d));
  if (probe.getFullYear() !== Number(y) || probe.getMonth() !== Number(m) - 1 || probe.getDate() !== Number(d)) return null;
  return `${y}-${m}-${d}`;
}

/**
 * Orders two dates written the same fixed-width way ('YYYY-MM-DD', 'YYYY/MM/DD', an ISO instant):
 * as text, which is their order in time. Not `localeCompare`, which builds a collator the first
 * time a page sorts (milliseconds of a slow phone's main thread) for an order it does not change.
 */
export function compareWrittenDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Local midnight of a calendar date. */
export function fromCalendarDate(value: string): Date {
  const [y, m, d] = value.split(/[-/]/).map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(date: Date, days: number): Date {
  const copy = new Date(date.getTime());
  copy.setDate(copy.getDate() + days);
  return copy;
}

export function addYears(date: Date, years: number): Date {
  const copy = new Date(date.getTime());
  copy.setFullYear(copy.getFullYear() + years);
  return copy;
}

/** 'YYYY/MM/DD', the open-house date form of spec 3. */
export function toSlashDate(date: Date): string {
  return toCalendarDate(date).replace(/-/g, '/');
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  const a = fromCalendarDate(from);
  const b = fromCalendarDate(to);
  return Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000);
}
