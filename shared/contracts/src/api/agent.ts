import {
  z,
  agentStatusSchema,
  apiSuccess,
  isoDateSchema,
  requiredText,
  textField,
  phoneDigitsSchema,
  sessionUserSchema,
  signupDetailsSchema,
  tokenSetSchema,
} from '@homeward/contracts';

export const verifyCodeWithAgentStatusBodySchema = z.object({
  phone: phoneDigitsSchema,
  country: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(5))),
  challengeIdentifier: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** The 6-digit code the user typed. */
  accessToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
});
export const verifyCodeWithAgentStatusResultSchema = z.object({
  /** Single-use verification token, sent back as accountRequest.accessToken of Agent/Signup. */
  token: z.string(),
  isNewUser: z.boolean(),
  user: z.object({ isAgent: z.boolean(), agentStatus: agentStatusSchema }),
});
export type VerifyCodeWithAgentStatusResult = z.infer<typeof verifyCodeWithAgentStatusResultSchema>;
export const verifyCodeWithAgentStatusResponseSchema = apiSuccess(verifyCodeWithAgentStatusResultSchema);

/**
 * The payment of Agent/Signup: a single-use token made by the payment provider's browser client.
 * Card numbers and security codes go to the provider only; a payment carrying anything else is refused.
 */
export const agentPaymentSchema = z.strictObject({
  token: z.string().check(z.trim(), z.minLength(1, 'Enter your card details.'), z.maxLength(200)),
  /** One per payment attempt, so a doubled or retried submit never charges twice. */
  idempotencyKey: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{16,100}$/, 'Not a valid idempotency key.')),
});
export type AgentPayment = z.infer<typeof agentPaymentSchema>;

/** What the browser needs to take the agent fee: the provider, its public key and the amount. */
export const agentPaymentSettingsSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  publishableKey: z.string(),
  /** Token endpoint of the local test provider; null for a real processor (its client knows). */
  tokenUrl: z.nullable(z.string()),
  amountCents: z.number().check(z.int()),
  currency: z.string(),
  description: z.string(),
});
export type AgentPaymentSettings = z.infer<typeof agentPaymentSettingsSchema>;
export const agentPaymentSettingsResponseSchema = apiSuccess(agentPaymentSettingsSchema);

/** Agent signup of spec 3 (sent as application/json-patch+json). */
export const agentSignupBodySchema = z.object({
  accountRequest: z.optional(z.object({
      accessToken: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
      user: z.optional(signupDetailsSchema),
      deviceToken: z.nullable(z.optional(textField(500))),
    })),
  firm: requiredText(100),
  firmAddress: z.optional(textField(200)),
  firmCity: z.optional(textField(60)),
  licenseCity: requiredText(60),
  licenseNumber: requiredText(40),
  dateOfBirth: isoDateSchema,
  firmState: z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Use a two-letter state code.')),
  firmZip: z.string().check(z.trim()),
  inBusinessSince: isoDateSchema,
  brokerAgreementAccepted: z.boolean(),
  imageUrl: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(2048)))),
  payment: agentPaymentSchema,
});
export type AgentSignupBody = z.input<typeof agentSignupBodySchema>;

export const agentSignupResultSchema = z.object({
  /** The user token (stored by the client as userToken). */
  id: z.string(),
  applicationId: z.string(),
  user: sessionUserSchema,
  /** Present when the signup created or signed in the account. */
  token: z.nullable(tokenSetSchema),
  payment: z.object({
    status: z.literal('succeeded'),
    amountCents: z.number().check(z.int()),
    reference: z.string(),
    cardBrand: z.nullable(z.string()),
    cardLast4: z.nullable(z.string()),
  }),
});
export type AgentSignupResult = z.infer<typeof agentSignupResultSchema>;
export const agentSignupResponseSchema = apiSuccess(agentSignupResultSchema);

/**
 * The agent details form (agentStatus 3, spec 4.3): the application's details sent again, by the
 * signed-in agent or with a fresh phone check's token; the fee was paid with the application.
 */
export const agentDetailsBodySchema = z.extend(z.omit(agentSignupBodySchema, { payment: true }), {
  accountRequest: z.optional(z.object({ accessToken: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))) })),
});
export type AgentDetailsBody = z.input<typeof agentDetailsBodySchema>;
export const agentDetailsResultSchema = z.object({ applicationId: z.string(), user: sessionUserSchema });
export type AgentDetailsResult = z.infer<typeof agentDetailsResultSchema>;
