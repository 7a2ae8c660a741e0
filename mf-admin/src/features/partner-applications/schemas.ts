import { z } from 'zod';
import { partnerTypeSchema } from '@homeward/contracts';

/**
 * The manager's side of partner applications (inspector, builder, lender, title and escrow):
 * `GET /api/v2/admin/partner-applications` and `PUT …/:id/status`. These shapes belong in
 * `@homeward/contracts` (partnerApplications.ts) beside the routes that serve them.
 */
export const PARTNER_APPLICATION_KINDS = ['inspector', 'builder', 'lender', 'title-and-escrow'] as const;
export const partnerApplicationKindSchema = z.enum(PARTNER_APPLICATION_KINDS);
export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const partnerApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  kind: z.string(),
  partnerType: partnerTypeSchema,
  status: z.string(),
  company: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  licenseNumber: z.string().nullable(),
  serviceStates: z.array(z.string()),
  serviceZips: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;

export const partnerApplicationsPageSchema = z.object({
  items: z.array(partnerApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const partnerApplicationDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  note: z.string().trim().max(1000).optional(),
});
export type PartnerApplicationDecision = z.infer<typeof partnerApplicationDecisionSchema>;

export const KIND_LABELS: Record<string, string> = {
  inspector: 'Inspector',
  builder: 'Builder',
  lender: 'Lender',
  'title-and-escrow': 'Title and escrow',
};
