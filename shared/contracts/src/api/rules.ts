import { z } from 'zod/mini';
import { deferred } from '../deferred';

/**
 * The validation rules of spec 5, each written once with the words a person sees. Request schemas
 * are built from them, so the API refuses exactly what a form refuses, with the same message;
 * forms validate with the same schemas (`@homeward/ui`'s `validateWith`).
 */

export const NAME_MAX_LENGTH = 20;
export const NAME_MIN_LENGTH = 2;
export const EMAIL_MAX_LENGTH = 50;
/** Birth dates must be after this day (spec 5). */
export const MIN_BIRTH_DATE_EXCLUSIVE = '1920-10-10';
export const MIN_AGENT_AGE_YEARS = 21;
export const MIN_FIRM_AGE_YEARS = 2;
/** The service area of the product (spec 9): WA and MA. */
export const SERVICE_STATES = ['WA', 'MA'] as const;

export const RULE_MESSAGES = {
  required: 'This field is required.',
  nameTooShort: `Use at least ${NAME_MIN_LENGTH} characters.`,
  nameTooLong: `Use at most ${NAME_MAX_LENGTH} characters.`,
  nameDigits: 'A name cannot contain digits.',
  emailMissing: 'Enter your email address.',
  emailTooLong: `Use at most ${EMAIL_MAX_LENGTH} characters.`,
  email: 'Enter a valid email address, like name@example.com.',
  zip: 'Use a 5-digit zip code.',
  serviceState: 'We serve WA and MA only.',
  maskedDate: 'Enter the date as MM/DD/YY.',
  birthDate: `You must be at least ${MIN_AGENT_AGE_YEARS} years old, with a birth date after 10/10/1920.`,
  firmStartDate: `The firm must have been in business for at least ${MIN_FIRM_AGE_YEARS} years.`,
  brokerAgreement: 'Please accept the broker agreement.',
  controlCharacters: 'Contains characters that are not allowed.',
} as const;

/** Bidirectional-text controls (embeddings, overrides, isolates, marks): they can make a name read backwards. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The text without bidirectional-text controls. */
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/**
 * One schema per distinct set of arguments: a schema is an immutable value, so every request that
 * asks for the same rule shares it, and the page builds it once rather than once per field.
 */
function sharedPerArguments<A extends unknown[], S>(build: (...args: A) => S): (...args: A) => S {
  const built = new Map<string, S>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build(...args);
      built.set(key, schema);
    }
    return schema;
  };
}

/** A plain text field: bidi controls stripped, trimmed, bounded, no control characters. */
export const textField = sharedPerArguments((max: number) =>
  z.pipe(
    z.pipe(z.string(), z.transform(stripBidiControls)),
    z.string().check(
      z.trim(),
      z.maxLength(max, `Use at most ${max} characters.`),
      z.refine((v) => !CONTROL_CHARACTERS.test(v), RULE_MESSAGES.controlCharacters),
    ),
  ),
);

/** A text field that must be filled; `message` says what to enter when it is not. */
export const requiredText = sharedPerArguments((max: number, message: string = RULE_MESSAGES.required) =>
  z.pipe(
    z.pipe(z.string({ error: message }), z.transform(stripBidiControls)),
    z.string().check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Use at most ${max} characters.`),
      z.refine((v) => !CONTROL_CHARACTERS.test(v), RULE_MESSAGES.controlCharacters),
    ),
  ),
);

/**
 * A first or last name (spec 5: the name popup and the helper check): filled, 2 to 20 characters,
 * no digits. `what` names it in the message for an empty field ('first name'); the name on a
 * card may be longer (`max`).
 */
export const personNameSchema = sharedPerArguments((what: string, max: number = NAME_MAX_LENGTH) =>
  z.pipe(
    requiredText(max, `Enter your ${what}.`),
    z.string().check(
      z.minLength(NAME_MIN_LENGTH, RULE_MESSAGES.nameTooShort),
      z.refine((v) => !/\d/.test(v), RULE_MESSAGES.nameDigits),
    ),
  ),
);

/** The one email rule: filled, at most 50 characters, an address with a domain of at least two letters at its end. */
export const emailSchema = deferred(() => z.pipe(
  z.string({ error: RULE_MESSAGES.emailMissing }).check(
    z.trim(),
    z.minLength(1, RULE_MESSAGES.emailMissing),
    z.maxLength(EMAIL_MAX_LENGTH, RULE_MESSAGES.emailTooLong),
  ),
  z.email(RULE_MESSAGES.email),
));

/** Zip: 5 digits. */
export const zipSchema = deferred(() => z.string({ error: RULE_MESSAGES.zip }).check(z.trim(), z.regex(/^\d{5}$/, RULE_MESSAGES.zip)));

/** A state the product serves, in any letter case, given back upper-case. */
export const serviceState = (message: string = RULE_MESSAGES.serviceState) =>
  z.pipe(z.pipe(z.string({ error: message }).check(z.trim()), z.transform((v) => v.toUpperCase())), z.enum(SERVICE_STATES, message));

/** Calendar dates the site deals in (births, firm starts, bookings) fall within these years. */
export const CALENDAR_YEARS = { min: 1900, max: 2100 } as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a moment in the runtime's local time, so the browser and the API agree on "today". */
export function toCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar date `years` years before today. */
function yearsAgo(years: number, now = new Date()): string {
  const then = new Date(now.getTime());
  then.setFullYear(then.getFullYear() - years);
  return toCalendarDate(then);
}

/** How a calendar date is written: 'YYYY-MM-DD'. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' calendar date that exists, within CALENDAR_YEARS (no year 9999). */
export const isoDateSchema = deferred(() => z.string({ error: 'Use the YYYY-MM-DD date format.' }).check(
  z.regex(CALENDAR_DATE_PATTERN, 'Use the YYYY-MM-DD date format.'),
  z.refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'This date does not exist.'),
  z.refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
  }, `Use a date between ${CALENDAR_YEARS.min} and ${CALENDAR_YEARS.max}.`),
));

/** Birth date of spec 5: after 1920-10-10, and at least 21 years ago. */
export const birthDateSchema = deferred(() => isoDateSchema.check(
  z.refine((v) => v > MIN_BIRTH_DATE_EXCLUSIVE && v <= yearsAgo(MIN_AGENT_AGE_YEARS), RULE_MESSAGES.birthDate),
));

/** Firm start date of spec 5: at least 2 years back. */
export const firmStartDateSchema = deferred(() => isoDateSchema.check(z.refine((v) => v <= yearsAgo(MIN_FIRM_AGE_YEARS), RULE_MESSAGES.firmStartDate)));

/**
 * Reads a date typed in the MM/DD/YY mask of spec 5 (MM/DD/YYYY also accepted) as 'YYYY-MM-DD'.
 * A two-digit year is the latest such year not after `now` (birth dates and firm start dates are
 * in the past). Null when it is not a real calendar day.
 */
export function parseMaskedDate(input: string, now: Date = new Date()): string | null {
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

/**
 * A date as a form takes it, in the MM/DD/YY mask, checked by the rule the API applies to the
 * 'YYYY-MM-DD' it becomes. An empty field gets `emptyMessage`, a date that does not exist the mask's.
 */
export const maskedDateSchema = <S extends z.ZodMiniType<string, string>>(rule: S, emptyMessage: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: emptyMessage }).check(
        z.trim(),
        z.minLength(1, emptyMessage),
        z.refine((v) => v === '' || parseMaskedDate(v) !== null, RULE_MESSAGES.maskedDate),
      ),
      z.transform((v) => parseMaskedDate(v) ?? ''),
    ),
    rule,
  );

/** The broker agreement of the firm form, which must be accepted. */
export const brokerAgreementSchema = deferred(() => z.literal(true, RULE_MESSAGES.brokerAgreement));
