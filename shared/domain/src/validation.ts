import { SERVICE_STATES } from '@homeward/contracts';
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

export function isValidCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length > 0 && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export interface NameEmailInput {
  firstName: string;
  lastName: string;
  email: string;
}

export interface FieldValidity<K extends string> {
  valid: boolean;
  /** True for each field that needs the red border. */
  invalid: Record<K, boolean>;
}

/** Name-and-email popup of spec 5: non-empty first and last name (max 20), valid email (max 50). */
export function validateNameAndEmail(input: NameEmailInput): FieldValidity<keyof NameEmailInput> {
  const nameInvalid = (v: string) => v.trim().length === 0 || v.trim().length > NAME_MAX_LENGTH;
  const invalid = {
    firstName: nameInvalid(input.firstName),
    lastName: nameInvalid(input.lastName),
    email: !isValidEmail(input.email),
  };
  return { valid: !Object.values(invalid).some(Boolean), invalid };
}

/** Helper check: a name of at least 2 characters with no digits. */
export function isValidPersonName(name: string): boolean {
  return name.trim().length >= 2 && !/\d/.test(name);
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

/** Zip: 5 digits. */
/** A state the product serves (WA, MA), in any letter case: where an agent's firm must be. */
export function isServiceState(value: string): boolean {
  return (SERVICE_STATES as readonly string[]).includes(value.trim().toUpperCase());
}

export function isValidZip(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

/** US phone digits: 10 digits, area code not starting with 0 or 1. */
export function isValidUsPhoneDigits(value: string): boolean {
  return /^[2-9]\d{9}$/.test(value);
}

type DateInput = string | Date;

/** Birth date after 1920-10-10 and at least 21 years before `now`. */
export function isValidBirthDate(date: DateInput, now: Date): boolean {
  const value = normalizeCalendarDate(date);
  if (!value) return false;
  return value > MIN_BIRTH_DATE_EXCLUSIVE && value <= toCalendarDate(addYears(now, -MIN_AGENT_AGE_YEARS));
}

/** Firm start (in business since) at least 2 years back. */
export function isValidFirmStartDate(date: DateInput, now: Date): boolean {
  const value = normalizeCalendarDate(date);
  return !!value && value <= toCalendarDate(addYears(now, -MIN_FIRM_AGE_YEARS));
}

export function isPastDate(date: DateInput, now: Date): boolean {
  const value = normalizeCalendarDate(date);
  return !!value && value < toCalendarDate(now);
}

/**
 * A booking date from today through `daysAhead` days on. One extra day is allowed at the far end:
 * the browser offering the days may be a time zone ahead of the server checking them.
 */
export function isWithinBookingWindow(date: DateInput, now: Date, daysAhead: number): boolean {
  const value = normalizeCalendarDate(date);
  return !!value && value >= toCalendarDate(now) && value <= toCalendarDate(addDays(now, daysAhead + 1));
}

export function isFutureDate(date: DateInput, now: Date): boolean {
  const value = normalizeCalendarDate(date);
  return !!value && value > toCalendarDate(now);
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

/** Text-only rule of spec 5: invalid when a character is neither a space nor a letter. */
export function isTextOnly(value: string): boolean {
  return /^[\p{L} ]*$/u.test(value);
}

/** Min/max length rule of spec 5. */
export function isLengthWithin(value: string, min: number, max: number = Infinity): boolean {
  return value.length >= min && value.length <= max;
}

export interface FirmForm {
  firm: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  licenseNumber: string;
  inBusinessSince: string;
  brokerAgreementAccepted: boolean;
}

/** Spec 5: the firm form needs every one of these; returns the names of the missing or invalid ones. */
export function firmFormProblems(form: FirmForm, now: Date): Array<keyof FirmForm> {
  const problems: Array<keyof FirmForm> = [];
  for (const key of ['firm', 'address', 'city', 'state', 'licenseNumber'] as const) {
    if (!form[key].trim()) problems.push(key);
  }
  if (!isValidZip(form.zip)) problems.push('zip');
  if (!isValidFirmStartDate(form.inBusinessSince, now)) problems.push('inBusinessSince');
  if (!form.brokerAgreementAccepted) problems.push('brokerAgreementAccepted');
  return problems;
}
