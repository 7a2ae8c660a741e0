import { isValidEmail, isValidBirthDate, isValidFirmStartDate, isValidPersonName, isValidZip, NAME_MAX_LENGTH, isServiceState } from './validation';
import { parseMaskedDate } from './maskedDate';

/** What the agent application forms say when a spec 5 rule fails; the API answers with the same words. */
export const AGENT_FORM_MESSAGES = {
  firstName: 'Enter your first name: at least 2 letters, no digits, up to 20 characters.',
  lastName: 'Enter your last name: at least 2 letters, no digits, up to 20 characters.',
  email: 'Enter a valid email address (up to 50 characters).',
  dateOfBirth: 'You must be at least 21 years old, with a birth date after 10/10/1920.',
  licenseNumber: 'Enter your real estate licence number.',
  licenseCity: 'Enter the city your licence was issued in.',
  firm: 'Enter the name of your firm.',
  firmAddress: "Enter your firm's street address.",
  firmCity: "Enter your firm's city.",
  firmState: "Choose your firm's state.",
  firmZip: 'Use a 5-digit firm zip code.',
  inBusinessSince: 'The firm must have been in business for at least 2 years.',
  brokerAgreementAccepted: 'Please accept the broker agreement.',
  nameOnCard: 'Enter the name on the card (at least 2 letters, no digits).',
  billingZip: 'Use a 5-digit billing zip code.',
  date: 'Enter the date as MM/DD/YY.',
} as const;

export type AgentFormField = Exclude<keyof typeof AGENT_FORM_MESSAGES, 'date'>;

const filled = (value: string | undefined, max: number) => !!value && value.trim().length > 0 && value.trim().length <= max;

/** One field of the agent application against spec 5; the message to show, or undefined when it passes. */
export function agentFieldProblem(field: AgentFormField, value: string | boolean | undefined, now: Date): string | undefined {
  const text = typeof value === 'string' ? value : '';
  const ok = (() => {
    switch (field) {
      case 'firstName':
      case 'lastName':
        return isValidPersonName(text) && text.trim().length <= NAME_MAX_LENGTH;
      case 'email':
        return isValidEmail(text);
      case 'dateOfBirth': {
        const date = parseMaskedDate(text, now);
        if (!date) return text ? 'date' : false;
        return isValidBirthDate(date, now);
      }
      case 'inBusinessSince': {
        const date = parseMaskedDate(text, now);
        if (!date) return text ? 'date' : false;
        return isValidFirmStartDate(date, now);
      }
      case 'licenseNumber':
        return filled(text, 40);
      case 'licenseCity':
      case 'firmCity':
        return filled(text, 60);
      case 'firm':
        return filled(text, 100);
      case 'firmAddress':
        return filled(text, 200);
      case 'firmState':
        return isServiceState(text);
      case 'firmZip':
      case 'billingZip':
        return isValidZip(text);
      case 'brokerAgreementAccepted':
        return value === true;
      case 'nameOnCard':
        return isValidPersonName(text) && text.trim().length <= 60;
    }
  })();
  if (ok === 'date') return AGENT_FORM_MESSAGES.date;
  return ok ? undefined : AGENT_FORM_MESSAGES[field];
}
