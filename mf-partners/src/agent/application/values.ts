import { agentApplicationStepSchemas, type AgentDetailsBody } from '@homeward/contracts/signed-in';
import { parseMaskedDate } from '@homeward/contracts';
import { validateWith } from '@homeward/ui';

/** What the application form holds. Card number, expiry and security code are never part of it. */
export interface ApplicationValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  dateOfBirth?: string;
  licenseNumber?: string;
  licenseCity?: string;
  firm?: string;
  firmAddress?: string;
  firmCity?: string;
  firmState?: string;
  firmZip?: string;
  inBusinessSince?: string;
  brokerAgreementAccepted?: boolean;
  nameOnCard?: string;
  billingZip?: string;
}

/** Spec 4.4: three steps, titles and breadcrumb labels. */
export const APPLICATION_STEPS = [
  { label: 'Agent info', title: 'Enter your information' },
  { label: 'Firm info', title: 'Enter info about your firm' },
  { label: 'Payment info', title: 'Payment information' },
] as const;
export const MAX_STEPS = 3;

const validators = [false, true].map((withContact) => agentApplicationStepSchemas(withContact).map((schema) => validateWith<ApplicationValues>(schema)));

/** The step's fields against the contract's rules: new applicants also give their name and email. */
export function validateStep(values: ApplicationValues, step: number, withContact: boolean) {
  return validators[withContact ? 1 : 0][step - 1](values) ?? {};
}

/** The application's details as Agent/Signup and Agent/Details take them (spec 3). */
export function applicationBody(values: ApplicationValues, now = new Date()): Omit<AgentDetailsBody, 'accountRequest'> {
  return {
    firm: values.firm!.trim(),
    firmAddress: values.firmAddress!.trim(),
    firmCity: values.firmCity!.trim(),
    licenseCity: values.licenseCity!.trim(),
    licenseNumber: values.licenseNumber!.trim(),
    dateOfBirth: parseMaskedDate(values.dateOfBirth ?? '', now)!,
    firmState: values.firmState!,
    firmZip: values.firmZip!.trim(),
    inBusinessSince: parseMaskedDate(values.inBusinessSince ?? '', now)!,
    brokerAgreementAccepted: true,
    imageUrl: null,
  };
}
