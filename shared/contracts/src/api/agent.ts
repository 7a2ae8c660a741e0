import { z } from 'zod';
import { agentStatusSchema } from './codes';
import { apiSuccess, isoDateSchema, requiredText, textField } from './common';
import { phoneDigitsSchema, sessionUserSchema, signupDetailsSchema, tokenSetSchema } from './account';

export const verifyCodeWithAgentStatusBodySchema = z.object({
  phone: phoneDigitsSchema,
  country: z.string().trim().min(1).max(5).optional(),
  challengeIdentifier: z.string().trim().min(1).max(100),
  /** The 6-digit code the user typed. */
  accessToken: z.string().trim().min(1).max(20),
});
export const verifyCodeWithAgentStatusResultSchema = z.object({
  /** Single-use verification token, sent back as accountRequest.accessToken of Agent/Signup. */
  token: z.string(),
  isNewUser: z.boolean(),
  user: z.object({ isAgent: z.boolean(), agentStatus: agentStatusSchema }),
});
export type VerifyCodeWithAgentStatusResult = z.infer<typeof verifyCodeWithAgentStatusResultSchema>;
export const verifyCodeWithAgentStatusResponseSchema = apiSuccess(verifyCodeWithAgentStatusResultSchema);

/** Card details for the payment step; only the last four digits are kept. */
export const agentPaymentSchema = z.object({
  cardNumber: z.string().trim().max(30),
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
  nameOnCard: z.string().trim().max(60),
  billingZip: z.string().trim().max(10),
});
export type AgentPayment = z.infer<typeof agentPaymentSchema>;

/** Agent signup of spec 3 (sent as application/json-patch+json). */
export const agentSignupBodySchema = z.object({
  accountRequest: z
    .object({
      accessToken: z.string().trim().min(1).max(200).optional(),
      user: signupDetailsSchema.optional(),
      deviceToken: textField(500).optional().nullable(),
    })
    .optional(),
  firm: requiredText(100),
  firmAddress: textField(200).optional(),
  firmCity: textField(60).optional(),
  licenseCity: requiredText(60),
  licenseNumber: requiredText(40),
  dateOfBirth: isoDateSchema,
  firmState: z.string().trim().regex(/^[A-Za-z]{2}$/, 'Use a two-letter state code.'),
  firmZip: z.string().trim(),
  inBusinessSince: isoDateSchema,
  brokerAgreementAccepted: z.boolean(),
  imageUrl: z.string().trim().max(2048).optional().nullable(),
  payment: agentPaymentSchema,
});
export type AgentSignupBody = z.input<typeof agentSignupBodySchema>;

export const agentSignupResultSchema = z.object({
  /** The user token (stored by the client as userToken). */
  id: z.string(),
  applicationId: z.string(),
  user: sessionUserSchema,
  /** Present when the signup created or signed in the account. */
  token: tokenSetSchema.nullable(),
  payment: z.object({ status: z.literal('succeeded'), amountCents: z.number().int(), reference: z.string() }),
});
export type AgentSignupResult = z.infer<typeof agentSignupResultSchema>;
export const agentSignupResponseSchema = apiSuccess(agentSignupResultSchema);
