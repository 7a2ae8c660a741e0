import { toCalendarDate } from './dates';

/**
 * Reads a date typed in the MM/DD/YY mask of spec 5 (MM/DD/YYYY also accepted) as 'YYYY-MM-DD'.
 * A two-digit year is the latest such year not after `now` (birth dates and firm start dates are
 * in the past). Null when it is not a real calendar day.
 */
export function parseMaskedDate(input: string, now: Date): string | null {
  const match = /^\s*(\d{2})\/(\d{2})\/(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  let year = Number(match[3]);
  if (match[3].length === 2) {
    const thisYear = now.getFullYear();
    year += Math.floor(thisYear / 100) * 100;
    if (year > thisYear) year -= 100;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${match[1]}-${match[2]}`;
}

/** 'YYYY-MM-DD' back into the MM/DD/YY mask (for a stored value shown in the form again). */
export function toMaskedDate(value: string | Date): string {
  const calendar = typeof value === 'string' ? value : toCalendarDate(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(calendar);
  return match ? `${match[2]}/${match[3]}/${match[1].slice(2)}` : '';
}
