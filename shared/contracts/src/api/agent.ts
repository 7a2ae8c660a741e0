import {
  z,
  agentStatusSchema,
  apiSuccess,
  birthDateSchema,
  brokerAgreementSchema,
  firmStartDateSchema,
  imageUrlSchema,
  requiredText,
  serviceState,
  textField,
  phoneCountrySchema,
  phoneNumberInputSchema,
  zipSchema,
  emailSchema,
  maskedDateSchema,
  personNameSchema,
  sessionUserSchema,
  signupDetailsSchema,
  tokenSetSchema,
} from '@homeward/contracts';
import { deferred } from '../deferred';

export const verifyCodeWithAgentStatusBodySchema = deferred(() => z.object({
  phone: phoneNumberInputSchema,
  country: z.optional(phoneCountrySchema),
  challengeIdentifier: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** The 6-digit code the user typed. */
  accessToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
}));
export const verifyCodeWithAgentStatusResultSchema = deferred(() => z.object({
  /** Single-use verification token, sent back as accountRequest.accessToken of Agent/Signup. */
  token: z.string(),
  isNewUser: z.boolean(),
  user: z.object({ isAgent: z.boolean(), agentStatus: agentStatusSchema }),
}));
export type VerifyCodeWithAgentStatusResult = z.infer<typeof verifyCodeWithAgentStatusResultSchema>;
export const verifyCodeWithAgentStatusResponseSchema = deferred(() => apiSuccess(verifyCodeWithAgentStatusResultSchema));

/** What the browser needs to take the agent fee: the provider, its public key and the amount. */
export const agentPaymentSettingsSchema = deferred(() => z.object({
  provider: z.enum(['local', 'stripe']),
  publishableKey: z.string(),
  /** Origin of the local test provider the browser confirms payments with; null for Stripe (Stripe.js knows its own). */
  providerUrl: z.nullable(z.string()),
  amountCents: z.number().check(z.int()),
  currency: z.string(),
  description: z.string(),
}));
export type AgentPaymentSettings = z.infer<typeof agentPaymentSettingsSchema>;
export const agentPaymentSettingsResponseSchema = deferred(() => apiSuccess(agentPaymentSettingsSchema));

/** What the firm form asks (spec 5): firm, address, city, state in the service area, zip, licence, business-since date, broker agreement. */
export const FIRM_FORM_MESSAGES = {
  firm: 'Enter the name of your firm.',
  firmAddress: "Enter your firm's street address.",
  firmCity: "Enter your firm's city.",
  firmState: "Choose your firm's state.",
  licenseNumber: 'Enter your real estate licence number.',
  licenseCity: 'Enter the city your licence was issued in.',
  inBusinessSince: 'Enter the date the firm started.',
  dateOfBirth: 'Enter your date of birth.',
} as const;

/** The firm's fields, one rule each, shared by the sign-up, the details form and Account/FirmInfo. */
export const firmFields = deferred(() => ({
  firm: requiredText(100, FIRM_FORM_MESSAGES.firm),
  firmAddress: requiredText(200, FIRM_FORM_MESSAGES.firmAddress),
  firmCity: requiredText(60, FIRM_FORM_MESSAGES.firmCity),
  firmState: serviceState(FIRM_FORM_MESSAGES.firmState),
  firmZip: zipSchema,
  licenseNumber: requiredText(40, FIRM_FORM_MESSAGES.licenseNumber),
  licenseCity: requiredText(60, FIRM_FORM_MESSAGES.licenseCity),
  inBusinessSince: firmStartDateSchema,
  brokerAgreementAccepted: brokerAgreementSchema,
}));

/** Agent signup of spec 3 (sent as application/json-patch+json). */
export const agentSignupBodySchema = deferred(() => z.object({
  accountRequest: z.optional(z.object({
      accessToken: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
      user: z.optional(signupDetailsSchema),
      deviceToken: z.nullable(z.optional(textField(500))),
    })),
  ...firmFields,
  dateOfBirth: birthDateSchema,
  imageUrl: z.nullable(z.optional(imageUrlSchema)),
  /** Card details are confirmed with the payment provider from the browser; a sign-up carrying any is refused. */
  payment: z.optional(z.never('Card details go to our payment provider, never to Homeward.')),
}));
export type AgentSignupBody = z.input<typeof agentSignupBodySchema>;

/**
 * The agent application form's three steps (spec 4.4) as the browser holds them: the sign-up's
 * rules, with dates typed in the MM/DD/YY mask, and on the last step the billing details the
 * card goes to the payment provider with.
 */
export const agentApplicationStepSchemas = (withContact: boolean) => [
  z.object({
    ...(withContact ? { firstName: personNameSchema('first name'), lastName: personNameSchema('last name'), email: emailSchema } : {}),
    dateOfBirth: maskedDateSchema(birthDateSchema, FIRM_FORM_MESSAGES.dateOfBirth),
    licenseNumber: firmFields.licenseNumber,
    licenseCity: firmFields.licenseCity,
  }),
  z.object({
    firm: firmFields.firm,
    firmAddress: firmFields.firmAddress,
    firmCity: firmFields.firmCity,
    firmState: firmFields.firmState,
    firmZip: firmFields.firmZip,
    inBusinessSince: maskedDateSchema(firmStartDateSchema, FIRM_FORM_MESSAGES.inBusinessSince),
    brokerAgreementAccepted: firmFields.brokerAgreementAccepted,
  }),
  z.object({
    nameOnCard: personNameSchema('name on the card', 60),
    billingZip: zipSchema,
  }),
];

export const agentSignupResultSchema = deferred(() => z.object({
  /** The user token (stored by the client as userToken). */
  id: z.string(),
  applicationId: z.string(),
  user: sessionUserSchema,
  /** Present when the signup created or signed in the account. */
  token: z.nullable(tokenSetSchema),
  /**
   * The fee's payment, for the browser to confirm with the provider (the card goes there, never
   * here). One per application: a retried or doubled sign-up gets the same one. Null when the
   * provider could not be reached; sending the sign-up again (signed in) asks again.
   */
  payment: z.nullable(
    z.object({
      status: z.literal('requires_payment'),
      intentId: z.string(),
      clientSecret: z.string(),
      amountCents: z.number().check(z.int()),
      currency: z.string(),
    }),
  ),
}));
export type AgentSignupResult = z.infer<typeof agentSignupResultSchema>;
export const agentSignupResponseSchema = deferred(() => apiSuccess(agentSignupResultSchema));

/**
 * Where the fee's payment stands (GET agent/Agent/Payment/{intentId}): 'succeeded' only once the
 * processor's signed webhook said so. A refused attempt leaves it 'requires_payment' with the
 * payer's message for the refusal.
 */
export const agentFeePaymentSchema = deferred(() => z.object({
  status: z.enum(['requires_payment', 'succeeded']),
  amountCents: z.number().check(z.int()),
  currency: z.string(),
  reference: z.string(),
  cardBrand: z.nullable(z.string()),
  cardLast4: z.nullable(z.string()),
  failureMessage: z.nullable(z.string()),
}));
export type AgentFeePayment = z.infer<typeof agentFeePaymentSchema>;
export const agentFeePaymentResponseSchema = deferred(() => apiSuccess(agentFeePaymentSchema));
export const agentFeePaymentParamsSchema = deferred(() => z.object({ intentId: z.string().check(z.regex(/^pi_[A-Za-z0-9_-]{1,200}$/, 'Not a payment reference.')) }));

/**
 * The agent details form (agentStatus 3, spec 4.3): the application's details sent again, by the
 * signed-in agent or with a fresh phone check's token; the fee was paid with the application.
 */
export const agentDetailsBodySchema = deferred(() => z.extend(z.omit(agentSignupBodySchema, { payment: true }), {
  accountRequest: z.optional(z.object({ accessToken: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))) })),
}));
export type AgentDetailsBody = z.input<typeof agentDetailsBodySchema>;
export const agentDetailsResultSchema = deferred(() => z.object({ applicationId: z.string(), user: sessionUserSchema }));
export type AgentDetailsResult = z.infer<typeof agentDetailsResultSchema>;
export const agentDetailsResponseSchema = deferred(() => apiSuccess(agentDetailsResultSchema));

/**
 * The payment processor's webhook (POST payments/webhook): the event as the exact text it signed,
 * and its signature header. The processor reads only the status of the answer, which is not wrapped.
 */
const SIGNED_WEBHOOK_REQUIRED = 'A signed webhook is required.';
export const paymentWebhookBodySchema = deferred(() => z.string(SIGNED_WEBHOOK_REQUIRED));
export const paymentWebhookHeadersSchema = deferred(() => z.object({ 'stripe-signature': z.string(SIGNED_WEBHOOK_REQUIRED) }));
export const paymentWebhookResultSchema = deferred(() => z.object({ received: z.literal(true) }));
