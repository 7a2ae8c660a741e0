import { z } from 'zod/mini';
import { homeTypeCodeSchema, partnerTypeSchema } from './codes';
import { apiSuccess, mlsSchema, serviceStateSchema } from './common';
import { phoneSchema } from '../phone/rules';
import { emailSchema, isoDateSchema, personNameSchema, requiredText, textField, zipSchema } from './rules';
import { deferred } from '../deferred';

export const REQUEST_INTENTS = [
  'MakeAnOffer', 'ScheduleTour', 'RequestInspection', 'RequestMortgage',
  'CorporateEnquiry', 'CareerApplication', 'PartnerEnquiry',
  'ScheduleConsultation', 'SellHome',
] as const;
export const requestIntentSchema = deferred(() => z.enum(REQUEST_INTENTS));
export type RequestIntent = z.infer<typeof requestIntentSchema>;

/** Intents a visitor may send without signing in (enquiry forms). */
export const ANONYMOUS_REQUEST_INTENTS: readonly RequestIntent[] = ['CorporateEnquiry', 'CareerApplication', 'PartnerEnquiry', 'ScheduleConsultation'];

const money = deferred(() => z.number().check(z.gte(0), z.lte(1_000_000_000)));
const days = deferred(() => z.number().check(z.int(), z.gte(0), z.lte(3650)));
const percent = deferred(() => z.number().check(z.gte(0), z.lte(100)));
const stateCode = deferred(() => z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Use a two-letter state code.')));

/** The home a form is about: street address, city, the given state rule and zip code. */
const homeAddressFields = <State extends z.ZodMiniType>(state: State) => ({
  address: requiredText(200),
  city: requiredText(60),
  state,
  zipCode: zipSchema,
});

export const OFFER_TYPES = ['AllCash', 'Conventional', 'FHA', 'VA', 'Jumbo', 'Other'] as const;
/** Offers start as NotStarted (spec 4.5); later statuses are set by the people handling the offer. */
export const OFFER_STATUSES = ['NotStarted', 'Submitted', 'Countered', 'Accepted', 'Rejected', 'Withdrawn'] as const;

/** Offer form of spec 3. requestId is assigned by the server. */
export const offerFormSchema = deferred(() => z.object({
  requestId: z.nullable(z.optional(z.string().check(z.maxLength(100)))),
  offerType: z._default(z.enum(OFFER_TYPES), 'AllCash'),
  offerStatus: z._default(z.literal('NotStarted'), 'NotStarted'),
  amount: z.pipe(money, z.number().check(z.positive('Enter the amount you offer.'))),
  cashDown: z.nullable(z.optional(money)),
  cashDownPercentage: z._default(percent, 20),
  offerExpirationDays: z.nullable(z.optional(days)),
  timeToCloseDays: z.nullable(z.optional(days)),
  financialContingencyDays: z.nullable(z.optional(days)),
  inspectionContingencyDays: z.nullable(z.optional(days)),
  saleContingencyDays: z.nullable(z.optional(days)),
  preApprovalLetterPath: z.nullable(z.optional(textField(500))),
  notes: z.nullable(z.optional(textField(2000))),
  homeDescription: z.nullable(z.optional(textField(2000))),
  houseType: z.nullable(z.optional(homeTypeCodeSchema)),
  address: z.nullable(z.optional(textField(200))),
  city: z.nullable(z.optional(textField(60))),
  state: z.nullable(z.optional(stateCode)),
  zipCode: z.nullable(z.optional(zipSchema)),
}));
export type OfferForm = z.output<typeof offerFormSchema>;

export const userLocationSchema = deferred(() => z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  description: z.nullable(z.optional(textField(200))),
}));

export const PROPERTY_TYPE_USAGES = ['primary-residence', 'second-home', 'investment'] as const;
export const LENDING_TYPES = ['purchase', 'refinance', 'heloc'] as const;

/** Mortgage form of spec 3. */
export const mortgageFormSchema = deferred(() => z.object({
  lenderId: z.nullable(z.optional(textField(64))),
  lendingType: z._default(z.enum(LENDING_TYPES), 'purchase'),
  firstHomeOwner: z._default(z.boolean(), false),
  monthsToFund: z.nullable(z.optional(z.number().check(z.int(), z.gte(0), z.lte(120)))),
  propertyType: z.nullable(z.optional(homeTypeCodeSchema)),
  propertyTypeUsage: z._default(z.enum(PROPERTY_TYPE_USAGES), 'primary-residence'),
  price: z.pipe(money, z.number().check(z.positive('Enter the home price.'))),
  cashDown: z.nullable(z.optional(money)),
  loanBalance: z._default(percent, 20),
  propertyAddress: z.nullable(z.optional(textField(200))),
  tabNumber: z.nullable(z.optional(z.number().check(z.int(), z.gte(0), z.lte(20)))),
}));
export type MortgageForm = z.output<typeof mortgageFormSchema>;

export const tourFormSchema = deferred(() => z.object({
  date: isoDateSchema,
  time: z.string().check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM time format.')),
  tourType: z._default(z.enum(['InPerson', 'Video']), 'InPerson'),
  phone: z.nullable(z.optional(phoneSchema)),
  notes: z.nullable(z.optional(textField(1000))),
}));

export const inspectionFormSchema = deferred(() => z.object({
  ...homeAddressFields(stateCode),
  preferredDate: isoDateSchema,
  inspectionType: z._default(z.enum(['General', 'Pest', 'Roof', 'Sewer', 'Other']), 'General'),
  notes: z.nullable(z.optional(textField(1000))),
}));

/**
 * A homeowner's request to sell with a Homeward agent (/sell/details): the home and what the
 * seller has in mind. Routed like a tour, to the agent serving the home's zip.
 */
export const sellFormSchema = deferred(() => z.object({
  ...homeAddressFields(serviceStateSchema),
  houseType: z.nullable(z.optional(homeTypeCodeSchema)),
  bedrooms: z.nullable(z.optional(z.number().check(z.int('Use a whole number of bedrooms.'), z.gte(0), z.lte(30, 'Use at most 30 bedrooms.')))),
  bathrooms: z.nullable(z.optional(z.number().check(z.gte(0), z.lte(30, 'Use at most 30 bathrooms.'), z.multipleOf(0.25, 'Use quarters of a bath (for example 2.5).')))),
  askingPrice: z.nullable(z.optional(money)),
  moveBy: z.nullable(z.optional(isoDateSchema)),
  notes: z.nullable(z.optional(textField(1000))),
}));
export type SellForm = z.output<typeof sellFormSchema>;

const person = deferred(() => ({
  firstName: personNameSchema('first name'),
  lastName: personNameSchema('last name'),
  email: emailSchema,
  phone: z.nullable(z.optional(phoneSchema)),
}));

/**
 * One referrer or affiliation value (spec 2.2): a single path segment of letters, digits, `_`, `.`
 * and `-`, starting with a letter or digit, at most 64 characters. The browser keeps only values
 * that match it and the API refuses anything else, so both sides agree on what is kept.
 */
export const ATTRIBUTION_SEGMENT_MAX = 64;
export const ATTRIBUTION_SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const attributionSegment = deferred(() => z.string().check(
  z.trim(),
  z.maxLength(ATTRIBUTION_SEGMENT_MAX, `Use at most ${ATTRIBUTION_SEGMENT_MAX} characters.`),
  z.regex(ATTRIBUTION_SEGMENT_PATTERN, 'Use letters, digits, dots, dashes and underscores only.'),
));

/** Which widget or partner site a visitor came through (the /:refferer/:affiliation pages). */
export const attributionSchema = deferred(() => z.object({
  refferer: z.optional(attributionSegment),
  affiliation: z.optional(attributionSegment),
}));
export type AttributionBody = z.infer<typeof attributionSchema>;
const attributed = deferred(() => ({ attribution: z.optional(attributionSchema) }));

const EMPLOYEES_MESSAGE = 'Enter the number of employees, or leave it empty.';

export const corporateEnquirySchema = deferred(() => z.object({
  companyName: requiredText(100, 'Enter your company’s name.'),
  ...person,
  employees: z.nullable(z.optional(z.number(EMPLOYEES_MESSAGE).check(z.int(EMPLOYEES_MESSAGE), z.gte(1, EMPLOYEES_MESSAGE), z.lte(10_000_000, EMPLOYEES_MESSAGE)))),
  message: z.nullable(z.optional(textField(2000))),
}));

const RESUME_LINK_MESSAGE = 'Enter a full https link, like https://www.linkedin.com/in/your-name.';

/** A job application: how to reach the applicant by phone, and a link to their profile or portfolio. */
export const careerApplicationSchema = deferred(() => z.object({
  position: requiredText(100),
  ...person,
  phone: phoneSchema,
  resumeUrl: z.string({ error: 'Enter a link to your LinkedIn profile or portfolio.' }).check(
    z.trim(),
    z.minLength(1, 'Enter a link to your LinkedIn profile or portfolio.'),
    z.maxLength(2048, 'This link is too long.'),
    z.regex(/^https:\/\/[^\s/.]+\.[^\s/]+(\/\S*)?$/, RESUME_LINK_MESSAGE),
  ),
  coverLetter: z.nullable(z.optional(textField(4000))),
}));

export const partnerEnquirySchema = deferred(() => z.object({
  partnerType: partnerTypeSchema,
  ...person,
  company: z.nullable(z.optional(textField(100))),
  message: z.nullable(z.optional(textField(2000))),
}));

export const CONSULTATION_TOPICS = ['Buying', 'Selling', 'BuyingAndSelling', 'Mortgage'] as const;
export type ConsultationTopic = (typeof CONSULTATION_TOPICS)[number];

/**
 * A call booked on /calendly with a Homeward agent: a consultation, listed on the agent dashboard
 * with the tours. date and time are Eastern (the support line's hours).
 */
export const consultationSchema = deferred(() => z.object({
  date: z.pipe(requiredText(10, 'Pick a day for the call.'), isoDateSchema),
  time: z.pipe(requiredText(5, 'Pick a time for the call.'), z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM time format.'))),
  topic: z.enum(CONSULTATION_TOPICS),
  ...person,
  phone: phoneSchema,
  notes: z.nullable(z.optional(textField(1000))),
}));
export type Consultation = z.output<typeof consultationSchema>;

/** Every request a visitor sends carries the referrer that brought them, when there is one (spec 2.2). */
export const createRequestBodySchema = deferred(() => z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('MakeAnOffer'),
    listing_MLS: mlsSchema,
    offer: offerFormSchema,
    userLocation: z.nullable(z.optional(userLocationSchema)),
    ...attributed,
  }),
  z.object({ intent: z.literal('ScheduleTour'), listing_MLS: mlsSchema, tour: tourFormSchema, ...attributed }),
  z.object({ intent: z.literal('RequestInspection'), listing_MLS: z.nullable(z.optional(mlsSchema)), inspection: inspectionFormSchema, ...attributed }),
  z.object({ intent: z.literal('RequestMortgage'), listing_MLS: z.nullable(z.optional(mlsSchema)), mortgage: mortgageFormSchema, ...attributed }),
  z.object({ intent: z.literal('CorporateEnquiry'), enquiry: corporateEnquirySchema, ...attributed }),
  z.object({ intent: z.literal('CareerApplication'), application: careerApplicationSchema, ...attributed }),
  z.object({ intent: z.literal('PartnerEnquiry'), enquiry: partnerEnquirySchema, ...attributed }),
  z.object({ intent: z.literal('ScheduleConsultation'), consultation: consultationSchema, ...attributed }),
  z.object({ intent: z.literal('SellHome'), sell: sellFormSchema, ...attributed }),
]));
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;
export type CreateRequest = z.output<typeof createRequestBodySchema>;

export const storedRequestSchema = deferred(() => z.object({
  id: z.string(),
  intent: requestIntentSchema,
  status: z.string(),
  listingMls: z.nullable(z.string()),
  createdAt: z.string(),
  /** The validated form, with defaults applied (e.g. offer.requestId, offerType, cashDownPercentage). */
  payload: z.record(z.string(), z.unknown()),
  /** The answer of the partner the request is routed to ('Accepted', 'Declined'); null while none. */
  partnerStatus: z.optional(z.nullable(z.string())),
}));
export type StoredRequest = z.infer<typeof storedRequestSchema>;
export const createRequestResponseSchema = deferred(() => apiSuccess(storedRequestSchema));
export const listRequestsResponseSchema = deferred(() => apiSuccess(z.array(storedRequestSchema)));
export const requestIdParamsSchema = deferred(() => z.object({ id: z.uuid('Not a valid identifier.') }));
