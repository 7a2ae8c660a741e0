import { z, agentStatusSchema, userRoleSchema, apiSuccess, emailSchema, paged, pageQueryFields, requestIntentSchema, storedRequestSchema } from '@homeward/contracts';

/** Admin login (spec 7: POST /api/auth/login). */
export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).check(z.minLength(1, 'Enter your password.'), z.maxLength(200)),
});
export const authUserSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: userRoleSchema,
  scope: z.array(z.string()),
});
export type AuthUser = z.infer<typeof authUserSchema>;
export const adminLoginResultSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().check(z.int()),
  tokenExpiration: z.number().check(z.int()),
  user: authUserSchema,
});
export const adminLoginResponseSchema = apiSuccess(adminLoginResultSchema);
export const authUserResponseSchema = apiSuccess(z.object({ user: authUserSchema }));

export const adminUserSchema = z.object({
  id: z.string(),
  role: userRoleSchema,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  isAgent: z.boolean(),
  agentStatus: agentStatusSchema,
  isEmailConfirmed: z.boolean(),
  suspendedUntil: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQueryFields,
});
export const adminUsersResponseSchema = apiSuccess(paged(adminUserSchema));

export const agentApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.string(),
  agentStatus: agentStatusSchema,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  paymentStatus: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;
export const adminAgentsQuerySchema = z.object({
  agentStatus: z.optional(z.coerce.number().check(z.int(), z.gte(-1), z.lte(99))),
  ...pageQueryFields,
});
export const adminAgentsResponseSchema = apiSuccess(paged(agentApplicationSchema));
export const setAgentStatusParamsSchema = z.object({ userId: z.uuid('Not a valid identifier.') });
export const setAgentStatusBodySchema = z.object({ agentStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) });
export const setAgentStatusResponseSchema = apiSuccess(adminUserSchema);

export const adminRequestSchema = z.extend(storedRequestSchema, { ownerId: z.nullable(z.string()) });
export const adminRequestsQuerySchema = z.object({
  intent: z.optional(requestIntentSchema),
  ...pageQueryFields,
});
export const adminRequestsResponseSchema = apiSuccess(paged(adminRequestSchema));
