import type { AgentDetailsBody } from '@homeward/contracts/signed-in';
import { agentFieldProblem, parseMaskedDate, type AgentFormField } from '@homeward/domain';

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

/** Fields each step checks before the next one opens. New applicants also give their name and email. */
export function stepFields(step: number, withContact: boolean): AgentFormField[] {
  switch (step) {
    case 1:
      return [...(withContact ? (['firstName', 'lastName', 'email'] as const) : []), 'dateOfBirth', 'licenseNumber', 'licenseCity'];
    case 2:
      return ['firm', 'firmAddress', 'firmCity', 'firmState', 'firmZip', 'inBusinessSince', 'brokerAgreementAccepted'];
    default:
      return ['nameOnCard', 'billingZip'];
  }
}

export function validateStep(values: ApplicationValues, step: number, withContact: boolean, now = new Date()): Partial<Record<AgentFormField, string>> {
  const errors: Partial<Record<AgentFormField, string>> = {};
  for (const field of stepFields(step, withContact)) {
    const problem = agentFieldProblem(field, values[field], now);
    if (problem) errors[field] = problem;
  }
  return errors;
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
