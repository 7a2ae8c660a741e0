import { z } from 'zod';
import { partnerTypeSchema } from './codes';
import { apiSuccess } from './common';

export const agentSnapshotParamsSchema = z.object({
  agentid: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'Not a valid agent id.'),
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
  company: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
export const partnerProfilesResponseSchema = apiSuccess(z.object({ data: z.array(partnerProfileSchema) }));
