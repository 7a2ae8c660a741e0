import { z } from 'zod';
import { homeTypeCodeSchema, partnerTypeSchema } from './codes';
import { apiSuccess, emailSchema, isoDateSchema, mlsSchema, requiredText, textField } from './common';

export const REQUEST_INTENTS = [
  'MakeAnOffer', 'ScheduleTour', 'RequestInspection', 'RequestMortgage',
  'CorporateEnquiry', 'CareerApplication', 'PartnerEnquiry',
  'ScheduleConsultation',
] as const;
export const requestIntentSchema = z.enum(REQUEST_INTENTS);
export type RequestIntent = z.infer<typeof requestIntentSchema>;

/** Intents a visitor may send without signing in (enquiry forms). */
export const ANONYMOUS_REQUEST_INTENTS: readonly RequestIntent[] = ['CorporateEnquiry', 'CareerApplication', 'PartnerEnquiry', 'ScheduleConsultation'];

const money = z.number().finite().min(0).max(1_000_000_000);
const days = z.number().int().min(0).max(3650);
const percent = z.number().finite().min(0).max(100);
const zip5 = z.string().trim().regex(/^\d{5}$/, 'Use a 5-digit zip code.');
const stateCode = z.string().trim().regex(/^[A-Za-z]{2}$/, 'Use a two-letter state code.');
const phone = z.string().trim().regex(/^\d{7,10}$/, 'Wrong number provided');

export const OFFER_TYPES = ['AllCash', 'Conventional', 'FHA', 'VA', 'Jumbo', 'Other'] as const;
/** Offers start as NotStarted (spec 4.5); later statuses are set by the people handling the offer. */
export const OFFER_STATUSES = ['NotStarted', 'Submitted', 'Countered', 'Accepted', 'Rejected', 'Withdrawn'] as const;

/** Offer form of spec 3. requestId is assigned by the server. */
export const offerFormSchema = z.object({
  requestId: z.string().max(100).optional().nullable(),
  offerType: z.enum(OFFER_TYPES).default('AllCash'),
  offerStatus: z.literal('NotStarted').default('NotStarted'),
  amount: money.pipe(z.number().positive('Enter the amount you offer.')),
  cashDown: money.optional().nullable(),
  cashDownPercentage: percent.default(20),
  offerExpirationDays: days.optional().nullable(),
  timeToCloseDays: days.optional().nullable(),
  financialContingencyDays: days.optional().nullable(),
  inspectionContingencyDays: days.optional().nullable(),
  saleContingencyDays: days.optional().nullable(),
  preApprovalLetterPath: textField(500).optional().nullable(),
  notes: textField(2000).optional().nullable(),
  homeDescription: textField(2000).optional().nullable(),
  houseType: homeTypeCodeSchema.optional().nullable(),
  address: textField(200).optional().nullable(),
  city: textField(60).optional().nullable(),
  state: stateCode.optional().nullable(),
  zipCode: zip5.optional().nullable(),
});
export type OfferForm = z.output<typeof offerFormSchema>;

export const userLocationSchema = z.object({
  latitude: z.number().finite().min(-90).max(90),
  longitude: z.number().finite().min(-180).max(180),
  description: textField(200).optional().nullable(),
});

export const PROPERTY_TYPE_USAGES = ['primary-residence', 'second-home', 'investment'] as const;
export const LENDING_TYPES = ['purchase', 'refinance', 'heloc'] as const;

/** Mortgage form of spec 3. */
export const mortgageFormSchema = z.object({
  lenderId: textField(64).optional().nullable(),
  lendingType: z.enum(LENDING_TYPES).default('purchase'),
  firstHomeOwner: z.boolean().default(false),
  monthsToFund: z.number().int().min(0).max(120).optional().nullable(),
  propertyType: homeTypeCodeSchema.optional().nullable(),
  propertyTypeUsage: z.enum(PROPERTY_TYPE_USAGES).default('primary-residence'),
  price: money.pipe(z.number().positive('Enter the home price.')),
  cashDown: money.optional().nullable(),
  loanBalance: percent.default(20),
  propertyAddress: textField(200).optional().nullable(),
  tabNumber: z.number().int().min(0).max(20).optional().nullable(),
});
export type MortgageForm = z.output<typeof mortgageFormSchema>;

export const tourFormSchema = z.object({
  date: isoDateSchema,
  time: z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM time format.'),
  tourType: z.enum(['InPerson', 'Video']).default('InPerson'),
  phone: phone.optional().nullable(),
  notes: textField(1000).optional().nullable(),
});

export const inspectionFormSchema = z.object({
  address: requiredText(200),
  city: requiredText(60),
  state: stateCode,
  zipCode: zip5,
  preferredDate: isoDateSchema,
  inspectionType: z.enum(['General', 'Pest', 'Roof', 'Sewer', 'Other']).default('General'),
  notes: textField(1000).optional().nullable(),
});

const person = {
  firstName: requiredText(20),
  lastName: requiredText(20),
  email: emailSchema,
  phone: phone.optional().nullable(),
};

/**
 * One referrer or affiliation value (spec 2.2): a single path segment of letters, digits, `_`, `.`
 * and `-`, starting with a letter or digit, at most 64 characters. The browser keeps only values
 * that match it and the API refuses anything else, so both sides agree on what is kept.
 */
export const ATTRIBUTION_SEGMENT_MAX = 64;
export const ATTRIBUTION_SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const attributionSegment = z
  .string()
  .trim()
  .max(ATTRIBUTION_SEGMENT_MAX, `Use at most ${ATTRIBUTION_SEGMENT_MAX} characters.`)
  .regex(ATTRIBUTION_SEGMENT_PATTERN, 'Use letters, digits, dots, dashes and underscores only.');

/** Which widget or partner site a visitor came through (the /:refferer/:affiliation pages). */
export const attributionSchema = z.object({
  refferer: attributionSegment.optional(),
  affiliation: attributionSegment.optional(),
});
export type AttributionBody = z.infer<typeof attributionSchema>;
const attributed = { attribution: attributionSchema.optional() };

export const corporateEnquirySchema = z.object({
  companyName: requiredText(100),
  ...person,
  employees: z.number().int().min(1).max(10_000_000).optional().nullable(),
  message: textField(2000).optional().nullable(),
});

export const careerApplicationSchema = z.object({
  position: requiredText(100),
  ...person,
  resumeUrl: z.string().trim().max(2048).regex(/^https:\/\/\S+$/, 'Use an https link.').optional().nullable(),
  coverLetter: textField(4000).optional().nullable(),
});

export const partnerEnquirySchema = z.object({
  partnerType: partnerTypeSchema,
  ...person,
  company: textField(100).optional().nullable(),
  message: textField(2000).optional().nullable(),
});

export const CONSULTATION_TOPICS = ['Buying', 'Selling', 'BuyingAndSelling', 'Mortgage'] as const;
export type ConsultationTopic = (typeof CONSULTATION_TOPICS)[number];

/**
 * A call booked on /calendly with a Homeward agent: a consultation, listed on the agent dashboard
 * with the tours. date and time are Eastern (the support line's hours).
 */
export const consultationSchema = z.object({
  date: isoDateSchema,
  time: z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM time format.'),
  topic: z.enum(CONSULTATION_TOPICS),
  firstName: requiredText(20),
  lastName: requiredText(20),
  email: emailSchema,
  phone: phone,
  notes: textField(1000).optional().nullable(),
});
export type Consultation = z.output<typeof consultationSchema>;

/** Every request a visitor sends carries the referrer that brought them, when there is one (spec 2.2). */
export const createRequestBodySchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('MakeAnOffer'),
    listing_MLS: mlsSchema,
    offer: offerFormSchema,
    userLocation: userLocationSchema.optional().nullable(),
    ...attributed,
  }),
  z.object({ intent: z.literal('ScheduleTour'), listing_MLS: mlsSchema, tour: tourFormSchema, ...attributed }),
  z.object({ intent: z.literal('RequestInspection'), listing_MLS: mlsSchema.optional().nullable(), inspection: inspectionFormSchema, ...attributed }),
  z.object({ intent: z.literal('RequestMortgage'), listing_MLS: mlsSchema.optional().nullable(), mortgage: mortgageFormSchema, ...attributed }),
  z.object({ intent: z.literal('CorporateEnquiry'), enquiry: corporateEnquirySchema, ...attributed }),
  z.object({ intent: z.literal('CareerApplication'), application: careerApplicationSchema, ...attributed }),
  z.object({ intent: z.literal('PartnerEnquiry'), enquiry: partnerEnquirySchema, ...attributed }),
  z.object({ intent: z.literal('ScheduleConsultation'), consultation: consultationSchema, ...attributed }),
]);
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;
export type CreateRequest = z.output<typeof createRequestBodySchema>;

export const storedRequestSchema = z.object({
  id: z.string(),
  intent: requestIntentSchema,
  status: z.string(),
  listingMls: z.string().nullable(),
  createdAt: z.string(),
  /** The validated form, with defaults applied (e.g. offer.requestId, offerType, cashDownPercentage). */
  payload: z.record(z.string(), z.unknown()),
  /** The answer of the partner the request is routed to ('Accepted', 'Declined'); null while none. */
  partnerStatus: z.string().nullable().optional(),
});
export type StoredRequest = z.infer<typeof storedRequestSchema>;
export const createRequestResponseSchema = apiSuccess(storedRequestSchema);
export const listRequestsResponseSchema = apiSuccess(z.array(storedRequestSchema));
export const requestIdParamsSchema = z.object({ id: z.uuid('Not a valid identifier.') });
