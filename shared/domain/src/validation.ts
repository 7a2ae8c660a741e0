import { CODE_LENGTH } from './constants';
import { addDays, addYears, normalizeCalendarDate, toCalendarDate } from './dates';

export const NAME_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 50;
/** Birth dates must be after this day (spec 5). */
export const MIN_BIRTH_DATE_EXCLUSIVE = '1920-10-10';
export const MIN_AGENT_AGE_YEARS = 21;
export const MIN_FIRM_AGE_YEARS = 2;

/** Code entry of spec 5: digits only, at most 6. */
export function sanitizeCodeInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** Card number: 16 digits (spaces and dashes allowed between groups). */
export function isValidCardNumber(value: string): boolean {
  return /^\d{16}$/.test(digitsOf(value));
}

/** Security code (CVC): 3 digits. */
export function isValidSecurityCode(value: string): boolean {
  return /^\d{3}$/.test(value.trim());
}

type DateInput = string | Date;

/** Firm start (in business since) at least 2 years back. */
export function isValidFirmStartDate(date: DateInput, now: Date): boolean {
  const value = normalizeCalendarDate(date);
  return !!value && value <= toCalendarDate(addYears(now, -MIN_FIRM_AGE_YEARS));
}

/**
 * A booking date from today through `daysAhead` days on. One extra day is allowed at the far end:
 * the browser offering the days may be a time zone ahead of the server checking them.
 */
export function isWithinBookingWindow(date: DateInput, now: Date, daysAhead: number): boolean {
  const value = normalizeCalendarDate(date);
  return !!value && value >= toCalendarDate(now) && value <= toCalendarDate(addDays(now, daysAhead + 1));
}

/** Reads a card expiry written MM/YY or MM/YYYY; returns the first day after the card's last valid day. */
export function parseCardExpiry(value: string): Date | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return new Date(year, month, 1);
}

/** Expiry date after today: a card is valid through the last day of its expiry month. */
export function isValidCardExpiry(value: string, now: Date): boolean {
  const end = parseCardExpiry(value);
  return !!end && end.getTime() > now.getTime();
}
