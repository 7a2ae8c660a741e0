import { z } from 'zod/mini';
import { partnerTypeSchema } from './codes';
import { apiSuccess } from './common';

export const agentSnapshotParamsSchema = z.object({
  agentid: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/, 'Not a valid agent id.')),
});
/** Agent info of spec 3 (cached by the client under AgentInfo). */
export const agentSnapshotSchema = z.object({ agentName: z.string(), agentPhone: z.string() });
export type AgentSnapshot = z.infer<typeof agentSnapshotSchema>;
export const agentSnapshotResponseSchema = apiSuccess(z.object({ data: agentSnapshotSchema }));

export const partnerProfileSchema = z.object({
  id: z.string(),
  partnerType: partnerTypeSchema,
  partnerTypeName: z.string(),
  displayName: z.string(),
  company: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
export const partnerProfilesResponseSchema = apiSuccess(z.object({ data: z.array(partnerProfileSchema) }));
