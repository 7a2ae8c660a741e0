import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, isValidEmail, isValidFirmStartDate, isValidPersonName, isValidZip, isServiceState } from './validation';
import { formatCurrency } from './format';

export interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  email: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A first or last name: non-empty, at most 20 characters, at least 2, no digits (spec 5). */
export function personNameError(value: string | undefined | null, what: string): string | undefined {
  const v = value?.trim() ?? '';
  if (!v) return `Enter your ${what}.`;
  if (v.length > NAME_MAX_LENGTH) return `Use at most ${NAME_MAX_LENGTH} characters.`;
  if (!isValidPersonName(v)) return v.length < 2 ? 'Use at least 2 characters.' : 'A name cannot contain digits.';
  return undefined;
}

export function emailError(value: string | undefined | null): string | undefined {
  const v = value?.trim() ?? '';
  if (!v) return 'Enter your email address.';
  if (v.length > EMAIL_MAX_LENGTH) return `Use at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!isValidEmail(v)) return 'Enter a valid email address, like name@example.com.';
  return undefined;
}

/** The personal-info form: one message per field that needs a red border. */
export function validatePersonalInfo(values: Partial<PersonalInfoValues>): FieldErrors<keyof PersonalInfoValues> {
  const errors: FieldErrors<keyof PersonalInfoValues> = {};
  const first = personNameError(values.firstName, 'first name');
  const last = personNameError(values.lastName, 'last name');
  const email = emailError(values.email);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  if (email) errors.email = email;
  return errors;
}

export interface FirmInfoValues {
  firm: string;
  firmAddress: string;
  firmCity: string;
  firmState: string;
  firmZip: string;
  licenseNumber: string;
  licenseCity: string;
  /** YYYY-MM-DD */
  inBusinessSince: string;
  brokerAgreementAccepted: boolean;
}

/** Spec 5 firm rules: every field required, a 5-digit zip, in business at least 2 years, agreement accepted. */
export function validateFirmInfo(values: Partial<FirmInfoValues>, now: Date): FieldErrors<keyof FirmInfoValues> {
  const errors: FieldErrors<keyof FirmInfoValues> = {};
  const required: Array<[keyof FirmInfoValues, string]> = [
    ['firm', 'Enter the firm name.'],
    ['firmAddress', 'Enter the firm address.'],
    ['firmCity', 'Enter the city.'],
    ['licenseNumber', 'Enter your licence number.'],
    ['licenseCity', 'Enter the city of your licence.'],
  ];
  for (const [key, message] of required) if (!String(values[key] ?? '').trim()) errors[key] = message;
  if (!isServiceState(values.firmState ?? '')) errors.firmState = "Choose your firm's state.";
  if (!isValidZip(values.firmZip ?? '')) errors.firmZip = 'Use a 5-digit zip code.';
  if (!values.inBusinessSince) errors.inBusinessSince = 'Enter the date the firm started.';
  else if (!isValidFirmStartDate(values.inBusinessSince, now)) errors.inBusinessSince = 'The firm must have been in business for at least 2 years.';
  if (!values.brokerAgreementAccepted) errors.brokerAgreementAccepted = 'Please accept the broker agreement.';
  return errors;
}

/** A card as it may be shown: brand and last 4 digits only, never more. */
export function maskedCard(brand: string | null | undefined, last4: string): string {
  return `${brand?.trim() || 'Card'} ending in ${last4.replace(/\D/g, '').slice(-4)}`;
}

/** An amount in cents as money, e.g. 4900 → $49.00. */
export function formatCents(cents: number, currency = 'usd'): string {
  // Dollars without Intl (see formatDate); another currency, which the payment provider may name, with it.
  if (currency.toLowerCase() === 'usd') return formatCurrency(cents / 100, { cents: true });
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
