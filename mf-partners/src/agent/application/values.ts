import { agentApplicationStepSchemas, type AgentDetailsBody } from '@homeward/contracts/signed-in';
import { parseMaskedDate, z } from '@homeward/contracts';
import { validateWith } from '@homeward/ui';
import { schemaParse, tabDraft } from '../../forms/draft';

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

/** The application in progress: its mode, step and values, so a reload opens the same step with the same values (spec 4.4). */
export interface ApplicationDraft {
  mode: 'apply' | 'details';
  step: number;
  values: ApplicationValues;
}

const draftSchema = z.object({
  mode: z.enum(['apply', 'details']),
  step: z.number().check(z.int(), z.gte(1), z.lte(3)),
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
});

/** Kept for this tab; card details are never part of it. */
export const applicationDraft = tabDraft<ApplicationDraft>('homeward.agentApplication', schemaParse(draftSchema));

/** The kept application of this mode, if any (a details form does not open an application's draft). */
export function draftOf(mode: ApplicationDraft['mode']): ApplicationDraft | undefined {
  const draft = applicationDraft.read();
  return draft?.mode === mode ? draft : undefined;
}
