import { z, agentStatusSchema, userRoleSchema, apiSuccess, emailSchema, paged, pageQueryFields, requestIntentSchema, storedRequestSchema } from '@homeward/contracts';
import { deferred } from '../deferred';

/** Admin login (spec 7: POST /api/auth/login). */
export const adminLoginBodySchema = deferred(() => z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).check(z.minLength(1, 'Enter your password.'), z.maxLength(200)),
}));
export const authUserSchema = deferred(() => z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: userRoleSchema,
  scope: z.array(z.string()),
}));
export type AuthUser = z.infer<typeof authUserSchema>;
export const adminLoginResultSchema = deferred(() => z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().check(z.int()),
  tokenExpiration: z.number().check(z.int()),
  user: authUserSchema,
}));
export const adminLoginResponseSchema = deferred(() => apiSuccess(adminLoginResultSchema));
export const authUserResponseSchema = deferred(() => apiSuccess(z.object({ user: authUserSchema })));

export const adminUserSchema = deferred(() => z.object({
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
}));
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersQuerySchema = deferred(() => z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQueryFields,
}));
export const adminUsersResponseSchema = deferred(() => apiSuccess(paged(adminUserSchema)));

export const agentApplicationSchema = deferred(() => z.object({
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
}));
export type AgentApplication = z.infer<typeof agentApplicationSchema>;
export const adminAgentsQuerySchema = deferred(() => z.object({
  agentStatus: z.optional(z.coerce.number().check(z.int(), z.gte(-1), z.lte(99))),
  ...pageQueryFields,
}));
export const adminAgentsResponseSchema = deferred(() => apiSuccess(paged(agentApplicationSchema)));
export const setAgentStatusParamsSchema = deferred(() => z.object({ userId: z.uuid('Not a valid identifier.') }));
export const setAgentStatusBodySchema = deferred(() => z.object({ agentStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) }));
export const setAgentStatusResponseSchema = deferred(() => apiSuccess(adminUserSchema));

export const adminRequestSchema = deferred(() => z.extend(storedRequestSchema, { ownerId: z.nullable(z.string()) }));
export const adminRequestsQuerySchema = deferred(() => z.object({
  intent: z.optional(requestIntentSchema),
  ...pageQueryFields,
}));
export const adminRequestsResponseSchema = deferred(() => apiSuccess(paged(adminRequestSchema)));
