import { z } from 'zod/mini';
import { partnerTypeSchema } from './codes';
import { apiSuccess } from './common';
import { deferred } from '../deferred';

export const agentSnapshotParamsSchema = deferred(() => z.object({
  agentid: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/, 'Not a valid agent id.')),
}));
/** Agent info of spec 3 (cached by the client under AgentInfo). */
export const agentSnapshotSchema = deferred(() => z.object({ agentName: z.string(), agentPhone: z.string() }));
export type AgentSnapshot = z.infer<typeof agentSnapshotSchema>;
export const agentSnapshotResponseSchema = deferred(() => apiSuccess(z.object({ data: agentSnapshotSchema })));

export const partnerProfileSchema = deferred(() => z.object({
  id: z.string(),
  partnerType: partnerTypeSchema,
  partnerTypeName: z.string(),
  displayName: z.string(),
  company: z.nullable(z.string()),
  createdAt: z.string(),
}));
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
export const partnerProfilesResponseSchema = deferred(() => apiSuccess(z.object({ data: z.array(partnerProfileSchema) })));
