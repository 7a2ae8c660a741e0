import { z, partnerTypeSchema, type PartnerType, apiSuccess, emailSchema, paged, pageQueryFields, personNameSchema, phoneSchema, textField, storedRequestSchema, serviceStateSchema, zipSchema } from '@homeward/contracts';
import { deferred } from '../deferred';

export { SERVICE_STATES, serviceStateSchema } from '@homeward/contracts';

/**
 * Partner onboarding (spec 2.1 /become-a-partner, /inspections/inspector, spec 4.4) and the
 * partner dashboards (spec 2.8): applications, the manager's decision on them, the requests routed
 * to a partner and the partner's answer to each.
 */

/** The programmes a partner applies to, as the URL spells them. */
export const PARTNER_APPLICATION_KINDS = ['inspector', 'builder', 'lender', 'loan-broker', 'title-and-escrow'] as const;
export const partnerApplicationKindSchema = deferred(() => z.enum(PARTNER_APPLICATION_KINDS));
export type PartnerApplicationKind = z.infer<typeof partnerApplicationKindSchema>;

/**
 * Which partner profile an approved application grants (spec 3 partnerType): lenders 1, loan
 * brokers 2, and inspectors, builders and title-and-escrow companies are service providers (4).
 * Real estate agents (3) apply through the agent flow.
 */
export const PARTNER_TYPE_OF_KIND: Record<PartnerApplicationKind, PartnerType> = {
  lender: 1,
  'loan-broker': 2,
  inspector: 4,
  builder: 4,
  'title-and-escrow': 4,
};

export const PARTNER_APPLICATION_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const partnerApplicationStatusSchema = deferred(() => z.enum(PARTNER_APPLICATION_STATUSES));
export type PartnerApplicationStatus = z.infer<typeof partnerApplicationStatusSchema>;


/** Spec 5 text-only rule: every character a letter or a space. */
const textOnly = (min: number, max: number, what: string) =>
  z.string().check(
    z.trim(),
    z.minLength(min, `Enter ${what} (at least ${min} characters).`),
    z.maxLength(max, `Use at most ${max} characters.`),
    z.regex(/^[\p{L} ]*$/u, 'Use letters and spaces only.'),
  );

/** Spec 5 min/max length rule, on plain text. */
const bounded = (min: number, max: number, what: string) =>
  z.pipe(textField(max), z.string().check(z.minLength(min, min <= 1 ? `Enter ${what}.` : `Enter ${what} (at least ${min} characters).`)));


/** Step 1, 'Enter your information'. */
export const applicantInfoSchema = deferred(() => z.object({
  firstName: personNameSchema('first name'),
  lastName: personNameSchema('last name'),
  email: emailSchema,
  phone: phoneSchema,
}));

/** Step 2, 'Enter info about your business'. */
export const businessInfoSchema = deferred(() => z.object({
  company: bounded(2, 100, 'the company name'),
  /** Licence or registration number; for lenders and loan brokers the NMLS ID (1–12 digits). */
  licenseNumber: z.nullable(z.optional(textField(30))),
  address: bounded(3, 200, 'the business street address'),
  city: textOnly(2, 60, 'the city'),
  state: serviceStateSchema,
  zip: zipSchema,
  yearEstablished: z.number('Enter the year the business started.').check(
    z.int('Enter a year such as 2015.'),
    z.gte(1900, 'Enter a year from 1900 on.'),
    z.lte(2100, 'Enter a year such as 2015.'),
  ),
}));

/** Step 3, 'Enter additional info about your business'. */
export const additionalInfoSchema = deferred(() => z.object({
  serviceStates: z.array(serviceStateSchema).check(z.minLength(1, 'Choose at least one state you serve.'), z.maxLength(2)),
  /** Empty: the whole of each state served. */
  serviceZips: z._default(z.array(zipSchema).check(z.maxLength(50, 'List at most 50 zip codes.')), []),
  services: z.array(z.pipe(textField(60), z.string().check(z.minLength(1)))).check(
    z.minLength(1, 'Choose at least one service you offer.'),
    z.maxLength(12),
  ),
  website: z.nullable(z.optional(z.string().check(
    z.trim(),
    z.maxLength(200, 'Use at most 200 characters.'),
    z.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'Use an https:// web address.'),
  ))),
  description: bounded(20, 1000, 'a short description of your business'),
  termsAccepted: z.literal(true, 'Accept the partner terms to apply.'),
}));

/** Lenders and loan brokers give their NMLS ID; inspectors and title companies a licence number; builders may leave it empty. */
export function licenseNumberProblem(kind: PartnerApplicationKind, value: string | null | undefined): string | null {
  const license = value?.trim() ?? '';
  if (kind === 'lender' || kind === 'loan-broker') return /^\d{1,12}$/.test(license) ? null : 'Enter your NMLS ID (up to 12 digits).';
  if (kind !== 'builder' && license.length < 3) return 'Enter your licence number.';
  return null;
}

export const partnerApplicationBodySchema = deferred(() => z.object({
    kind: partnerApplicationKindSchema,
    applicant: applicantInfoSchema,
    business: businessInfoSchema,
    additional: additionalInfoSchema,
  }).check(
    z.superRefine((body, issue) => {
    const problem = licenseNumberProblem(body.kind, body.business.licenseNumber);
    if (problem) issue.addIssue({ code: 'custom', path: ['business', 'licenseNumber'], message: problem });
    for (const zip of body.additional.serviceZips) {
      if (body.additional.serviceZips.indexOf(zip) !== body.additional.serviceZips.lastIndexOf(zip)) {
      issue.addIssue({ code: 'custom', path: ['additional', 'serviceZips'], message: `Zip ${zip} is listed twice.` });
      break;
      }
    }
    }),
  ));
export type PartnerApplicationBody = z.input<typeof partnerApplicationBodySchema>;
export type PartnerApplicationInput = z.output<typeof partnerApplicationBodySchema>;

/** An application as its applicant sees it. */
export const myPartnerApplicationSchema = deferred(() => z.object({
  id: z.string(),
  kind: partnerApplicationKindSchema,
  partnerType: partnerTypeSchema,
  status: partnerApplicationStatusSchema,
  company: z.string(),
  serviceStates: z.array(z.string()),
  serviceZips: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decisionNote: z.nullable(z.string()),
}));
export type MyPartnerApplication = z.infer<typeof myPartnerApplicationSchema>;
export const myPartnerApplicationResponseSchema = deferred(() => apiSuccess(myPartnerApplicationSchema));
export const myPartnerApplicationsResponseSchema = deferred(() => apiSuccess(z.array(myPartnerApplicationSchema)));

/** An application in the manager's list (the inspector manager of the admin dashboard). */
export const partnerApplicationListItemSchema = deferred(() => z.object({
  id: z.string(),
  userId: z.string(),
  kind: partnerApplicationKindSchema,
  partnerType: partnerTypeSchema,
  status: partnerApplicationStatusSchema,
  company: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  licenseNumber: z.nullable(z.string()),
  serviceStates: z.array(z.string()),
  serviceZips: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decisionNote: z.nullable(z.string()),
}));
export type PartnerApplicationListItem = z.infer<typeof partnerApplicationListItemSchema>;

export const PARTNER_APPLICATION_SORTS = ['createdAt:desc', 'createdAt:asc', 'company:asc', 'company:desc'] as const;
export const partnerApplicationsQuerySchema = deferred(() => z.object({
  status: z.optional(partnerApplicationStatusSchema),
  kind: z.optional(partnerApplicationKindSchema),
  /** Matches company, contact name, email, phone or licence number. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQueryFields,
  sort: z._default(z.enum(PARTNER_APPLICATION_SORTS), 'createdAt:desc'),
}));
export type PartnerApplicationsQuery = z.input<typeof partnerApplicationsQuerySchema>;
export const partnerApplicationsResponseSchema = deferred(() => apiSuccess(paged(partnerApplicationListItemSchema)));

export const partnerApplicationIdParamsSchema = deferred(() => z.object({ id: z.uuid('Not a valid identifier.') }));
export const partnerApplicationDecisionBodySchema = deferred(() => z.object({
  status: z.enum(['approved', 'rejected'], "Choose 'approved' or 'rejected'."),
  note: z.optional(textField(1000)),
}));
export type PartnerApplicationDecision = z.infer<typeof partnerApplicationDecisionBodySchema>;
export const partnerApplicationDecisionResponseSchema = deferred(() => apiSuccess(partnerApplicationListItemSchema));

/** A partner's answer to a request routed to them; null while they have not answered. */
export const PARTNER_REQUEST_STATUSES = ['Accepted', 'Declined'] as const;
export const partnerRequestStatusSchema = deferred(() => z.enum(PARTNER_REQUEST_STATUSES, "Choose 'Accepted' or 'Declined'."));
export type PartnerRequestStatus = z.infer<typeof partnerRequestStatusSchema>;

export const ROUTING_AREA_SOURCES = ['own', 'firm', 'none'] as const;
export const routingAreaSchema = deferred(() => z.object({ states: z.array(z.string()), zips: z.array(z.string()), source: z.enum(ROUTING_AREA_SOURCES) }));
export type RoutingArea = z.infer<typeof routingAreaSchema>;

export const partnerRequestsQuerySchema = deferred(() => z.object({ partnerType: z.pipe(z.coerce.number(), partnerTypeSchema) }));
export const partnerRequestSchema = deferred(() => z.extend(storedRequestSchema, {
  partnerStatus: z.nullable(partnerRequestStatusSchema),
  updatedAt: z.nullable(z.string()),
  /** The home the request is about, when it names one. */
  listing: z.nullable(z.object({ mls: z.string(), address: z.string(), city: z.string(), state: z.string(), zipcode: z.string(), listingPrice: z.nullable(z.number()) })),
  /** The buyer's contact, shared with the partner the request is routed to. */
  buyer: z.object({ name: z.string(), email: z.nullable(z.string()), phone: z.nullable(z.string()) }),
}));
export type PartnerRequest = z.infer<typeof partnerRequestSchema>;
export const partnerRequestsResponseSchema = deferred(() => apiSuccess(
  z.object({
    profile: z.object({
      id: z.string(),
      partnerType: partnerTypeSchema,
      displayName: z.string(),
      company: z.nullable(z.string()),
      /** The area the partner set themselves (empty until they do). */
      serviceStates: z.array(z.string()),
      serviceZips: z.array(z.string()),
      /** The area new requests are routed by: the partner's own, else (agents) their firm's state, else none. */
      routingArea: routingAreaSchema,
    }),
    items: z.array(partnerRequestSchema),
  }),
));
export const partnerRequestParamsSchema = deferred(() => z.object({ id: z.uuid('Not a valid identifier.') }));
export const partnerRequestStatusBodySchema = deferred(() => z.object({ partnerStatus: partnerRequestStatusSchema }));
export const partnerRequestResponseSchema = deferred(() => apiSuccess(partnerRequestSchema));

/** A partner's own service area, editable from the dashboard. */
export const partnerAreaBodySchema = deferred(() => z.object({
  partnerType: partnerTypeSchema,
  serviceStates: additionalInfoSchema.shape.serviceStates,
  serviceZips: z.array(zipSchema).check(z.maxLength(50, 'List at most 50 zip codes.')),
}));
/** The area a partner set, as stored (states and zips sorted, each once). */
export const partnerAreaSchema = deferred(() => z.object({
  id: z.string(),
  partnerType: partnerTypeSchema,
  serviceStates: z.array(z.string()),
  serviceZips: z.array(z.string()),
}));
export const partnerAreaResponseSchema = deferred(() => apiSuccess(partnerAreaSchema));

const v2 = '/api/v2';
/** Paths of the partner area (kept beside their schemas). */
export const partnerApiPaths = {
  myApplications: `${v2}/partners/applications`,
  requests: `${v2}/partners/requests`,
  requestStatus: (id: string) => `${v2}/partners/requests/${encodeURIComponent(id)}/status`,
  area: `${v2}/partners/area`,
} as const;
