import { z } from 'zod';
import { agentStatusSchema, userRoleSchema } from './codes';
import { apiSuccess, emailSchema, paged } from './common';
import { requestIntentSchema, storedRequestSchema } from './requests';

/** Admin login (spec 7: POST /api/auth/login). */
export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(200),
});
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: userRoleSchema,
  scope: z.array(z.string()),
});
export type AuthUser = z.infer<typeof authUserSchema>;
export const adminLoginResultSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  tokenExpiration: z.number().int(),
  user: authUserSchema,
});
export const adminLoginResponseSchema = apiSuccess(adminLoginResultSchema);
export const authUserResponseSchema = apiSuccess(z.object({ user: authUserSchema }));

export const adminUserSchema = z.object({
  id: z.string(),
  role: userRoleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isAgent: z.boolean(),
  agentStatus: agentStatusSchema,
  isEmailConfirmed: z.boolean(),
  suspendedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminUsersResponseSchema = apiSuccess(paged(adminUserSchema));

export const agentApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.string(),
  agentStatus: agentStatusSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  paymentStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;
export const adminAgentsQuerySchema = z.object({
  agentStatus: z.coerce.number().int().min(-1).max(99).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminAgentsResponseSchema = apiSuccess(paged(agentApplicationSchema));
export const setAgentStatusParamsSchema = z.object({ userId: z.uuid('Not a valid identifier.') });
export const setAgentStatusBodySchema = z.object({ agentStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) });
export const setAgentStatusResponseSchema = apiSuccess(adminUserSchema);

export const adminRequestSchema = storedRequestSchema.extend({ ownerId: z.string().nullable() });
export const adminRequestsQuerySchema = z.object({
  intent: requestIntentSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminRequestsResponseSchema = apiSuccess(paged(adminRequestSchema));
