import {
  additionalInfoSchema,
  applicantInfoSchema,
  businessInfoSchema,
  licenseNumberProblem,
  type PartnerApplicationBody,
  type PartnerApplicationKind,
} from '@homeward/contracts/signed-in';
import { z } from '@homeward/contracts';
import { validateWith } from '@homeward/ui';
import { tabDraft } from '../../forms/draft';

/** What the three step forms hold while the applicant types (strings as typed). */
export interface ApplicationDraft {
  applicant: { firstName: string; lastName: string; email: string; phone: string };
  business: { company: string; licenseNumber: string; address: string; city: string; state: string; zip: string; yearEstablished: string };
  additional: { serviceStates: string[]; serviceZips: string; services: string[]; website: string; description: string; termsAccepted: boolean };
}

export const EMPTY_DRAFT: ApplicationDraft = {
  applicant: { firstName: '', lastName: '', email: '', phone: '' },
  business: { company: '', licenseNumber: '', address: '', city: '', state: '', zip: '', yearEstablished: '' },
  additional: { serviceStates: [], serviceZips: '', services: [], website: '', description: '', termsAccepted: false },
};

/** A kept draft, completed with empty values for what it lacks (a draft of an older build). */
function parseDraft(raw: unknown): ApplicationDraft | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const saved = raw as Partial<ApplicationDraft>;
  return {
    applicant: { ...EMPTY_DRAFT.applicant, ...saved.applicant },
    business: { ...EMPTY_DRAFT.business, ...saved.business },
    additional: { ...EMPTY_DRAFT.additional, ...saved.additional },
  };
}

/** Each programme's application in progress, kept for this tab until it is sent (spec 4.4). */
export const applicationDraft = (kind: PartnerApplicationKind) => tabDraft<ApplicationDraft>(`homeward.partnerApplication.${kind}`, parseDraft);

/** The kept application of a programme, or an empty one. */
export const readDraft = (kind: PartnerApplicationKind): ApplicationDraft => applicationDraft(kind).read() ?? EMPTY_DRAFT;

const emptyToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Zips typed as a list separated by commas, spaces or new lines. */
export const parseZipList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The step's part of the request body, converted from what was typed. */
function stepInput(step: number, d: ApplicationDraft): unknown {
  if (step === 1) return d.applicant;
  if (step === 2) {
    const year = d.business.yearEstablished.trim();
    return { ...d.business, licenseNumber: emptyToNull(d.business.licenseNumber), yearEstablished: /^\d+$/.test(year) ? Number(year) : year === '' ? undefined : Number.NaN };
  }
  return { ...d.additional, serviceZips: parseZipList(d.additional.serviceZips), website: emptyToNull(d.additional.website) };
}

const STEP_KEYS = { 1: 'applicant', 2: 'business', 3: 'additional' } as const;
/** Each step's part of the contract, through the one form adapter, errors at the fields' own names. */
const STEP_VALIDATORS = {
  1: validateWith<ApplicationDraft>(z.object({ applicant: applicantInfoSchema }), (d) => ({ applicant: stepInput(1, d) })),
  2: validateWith<ApplicationDraft>(z.object({ business: businessInfoSchema }), (d) => ({ business: stepInput(2, d) })),
  3: validateWith<ApplicationDraft>(z.object({ additional: additionalInfoSchema }), (d) => ({ additional: stepInput(3, d) })),
};

/** Errors of one step, shaped like the form values (`{ applicant: { email: '…' } }`); empty when valid. */
export function validateStep(kind: PartnerApplicationKind, step: 1 | 2 | 3, draft: ApplicationDraft): Record<string, Record<string, string>> {
  const key = STEP_KEYS[step];
  const found = STEP_VALIDATORS[step](draft) as Record<string, Record<string, string>> | undefined;
  const errors: Record<string, string> = { ...found?.[key] };
  if (step === 2) {
    const license = licenseNumberProblem(kind, draft.business.licenseNumber);
    if (license) errors.licenseNumber ??= license;
  }
  if (step === 3) {
    const zips = parseZipList(draft.additional.serviceZips);
    if ('serviceZips' in errors || zips.some((z) => !/^\d{5}$/.test(z))) errors.serviceZips = 'List 5-digit zip codes separated by commas.';
  }
  return Object.keys(errors).length ? { [key]: errors } : {};
}

/** The first step (1–3) whose fields are not valid yet, or null when all three are. */
export function firstIncompleteStep(kind: PartnerApplicationKind, draft: ApplicationDraft): 1 | 2 | 3 | null {
  for (const step of [1, 2, 3] as const) if (Object.keys(validateStep(kind, step, draft)).length) return step;
  return null;
}

/** The POST body of a complete draft. */
export function toBody(kind: PartnerApplicationKind, d: ApplicationDraft): PartnerApplicationBody {
  return {
    kind,
    applicant: stepInput(1, d) as PartnerApplicationBody['applicant'],
    business: stepInput(2, d) as PartnerApplicationBody['business'],
    additional: stepInput(3, d) as PartnerApplicationBody['additional'],
  };
}
