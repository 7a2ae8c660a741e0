import { z } from 'zod';
import { partnerTypeSchema } from './codes';
import { apiSuccess, paged, requiredText } from './common';
import { adminRequestSchema, adminUserSchema, agentApplicationSchema } from './admin';
import { requestIntentSchema } from './requests';

/**
 * The manager's dashboard calls beyond the first admin routes: sorting and searching the lists,
 * suspending users, routing requests to partners, notices, the audit trail and the manager's own
 * password. Every one needs the MANAGER role.
 */
const v2admin = '/api/v2/admin';
const enc = encodeURIComponent;

export const adminPaths = {
  summary: `${v2admin}/summary`,
  audit: `${v2admin}/audit`,
  users: `${v2admin}/users`,
  userSuspension: (userId: string) => `${v2admin}/users/${enc(userId)}/suspension`,
  agents: `${v2admin}/agents`,
  agentStatus: (userId: string) => `${v2admin}/agents/${enc(userId)}/status`,
  requests: `${v2admin}/requests`,
  requestAssignment: (requestId: string) => `${v2admin}/requests/${enc(requestId)}/assignment`,
  partners: `${v2admin}/partners`,
  partner: (profileId: string) => `${v2admin}/partners/${enc(profileId)}`,
  notifications: `${v2admin}/notifications`,
  password: `${v2admin}/password`,
  partnerApplications: `${v2admin}/partner-applications`,
  partnerApplicationStatus: (id: string) => `${v2admin}/partner-applications/${enc(id)}/status`,
} as const;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const search = z.string().trim().max(100).optional();
const uuid = z.uuid('Not a valid identifier.');

export const ADMIN_LIST_SORTS = ['newest', 'oldest', 'name'] as const;
export const adminListSortSchema = z.enum(ADMIN_LIST_SORTS);
export type AdminListSort = z.infer<typeof adminListSortSchema>;

// ---- users ----
export const USER_FILTERS = ['all', 'agents', 'partners', 'suspended', 'managers'] as const;
export const adminUsersListQuerySchema = z.object({
  search,
  filter: z.enum(USER_FILTERS).default('all'),
  sort: adminListSortSchema.default('newest'),
  page,
  pageSize,
});
export const adminUserRowSchema = adminUserSchema.extend({
  partnerTypes: z.array(partnerTypeSchema),
  isSuspended: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersListResponseSchema = apiSuccess(paged(adminUserRowSchema));
export const userSuspensionParamsSchema = z.object({ userId: uuid });
export const userSuspensionBodySchema = z.object({ suspended: z.boolean() });
export const userSuspensionResponseSchema = apiSuccess(adminUserRowSchema);

// ---- agents ----
export const adminAgentsListQuerySchema = z.object({
  search,
  agentStatus: z.coerce.number().int().min(-1).max(99).optional(),
  sort: adminListSortSchema.default('newest'),
  page,
  pageSize,
});
export const adminAgentsListResponseSchema = apiSuccess(paged(agentApplicationSchema));

// ---- requests ----
export const REQUEST_ASSIGNMENTS = ['all', 'unassigned', 'assigned'] as const;
export const adminRequestsListQuerySchema = z.object({
  search,
  intent: requestIntentSchema.optional(),
  assignment: z.enum(REQUEST_ASSIGNMENTS).default('all'),
  assignedPartnerId: uuid.optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  page,
  pageSize,
});
export const adminRequestRowSchema = adminRequestSchema.extend({
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  ownerPhone: z.string().nullable(),
  assignedPartnerId: z.string().nullable(),
  assignedPartnerName: z.string().nullable(),
  assignedPartnerType: partnerTypeSchema.nullable(),
  partnerStatus: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminRequestRow = z.infer<typeof adminRequestRowSchema>;
export const adminRequestsListResponseSchema = apiSuccess(paged(adminRequestRowSchema));
export const requestAssignmentParamsSchema = z.object({ requestId: uuid });
export const requestAssignmentBodySchema = z.object({ partnerProfileId: uuid.nullable() });
export const requestAssignmentResponseSchema = apiSuccess(adminRequestRowSchema);

// ---- partner profiles (reassignment targets, lenders and loan brokers) ----
const partnerTypesParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter((s) => s !== '').map(Number))
  .pipe(z.array(partnerTypeSchema).max(4));
export const adminPartnersQuerySchema = z.object({
  search,
  partnerType: partnerTypesParam.optional(),
  sort: adminListSortSchema.default('name'),
  page,
  pageSize,
});
export const adminPartnerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  partnerType: partnerTypeSchema,
  displayName: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  serviceStates: z.array(z.string()),
  serviceZips: z.array(z.string()),
  createdAt: z.string(),
  requestCount: z.number().int(),
  openRequestCount: z.number().int(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnersResponseSchema = apiSuccess(paged(adminPartnerSchema));
export const adminPartnerParamsSchema = z.object({ profileId: uuid });
export const adminPartnerResponseSchema = apiSuccess(adminPartnerSchema);

// ---- audit trail ----
export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const adminAuditQuerySchema = z.object({ page, pageSize });
export const adminAuditResponseSchema = apiSuccess(paged(auditEntrySchema));

// ---- home ----
export const adminSummarySchema = z.object({
  agentApplicationsWaiting: z.number().int(),
  partnerApplicationsWaiting: z.number().int(),
  requestsWaiting: z.number().int(),
  signUpsThisWeek: z.number().int(),
  usersTotal: z.number().int(),
  suspendedUsers: z.number().int(),
  recentAudit: z.array(auditEntrySchema),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export const adminSummaryResponseSchema = apiSuccess(adminSummarySchema);

// ---- notifications ----
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 2000;
export const notificationAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: uuid }),
  z.object({ kind: z.literal('agents') }),
  z.object({ kind: z.literal('partners'), partnerType: partnerTypeSchema }),
  z.object({ kind: z.literal('all') }),
]);
export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;
export const sendNotificationBodySchema = z.object({
  audience: notificationAudienceSchema,
  title: requiredText(NOTICE_TITLE_MAX),
  body: requiredText(NOTICE_BODY_MAX),
});
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;
export const sentNotificationSchema = z.object({
  id: z.string(),
  audience: z.string(),
  audienceLabel: z.string(),
  title: z.string(),
  body: z.string(),
  senderEmail: z.string().nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  createdAt: z.string(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;
export const sendNotificationResponseSchema = apiSuccess(sentNotificationSchema);
export const adminNotificationsQuerySchema = z.object({ search, page, pageSize });
export const adminNotificationsResponseSchema = apiSuccess(paged(sentNotificationSchema));

// ---- the manager's password ----
export const MANAGER_PASSWORD_MIN = 12;
export const MANAGER_PASSWORD_MAX = 200;
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(MANAGER_PASSWORD_MAX),
  newPassword: z
    .string()
    .min(MANAGER_PASSWORD_MIN, `Use at least ${MANAGER_PASSWORD_MIN} characters.`)
    .max(MANAGER_PASSWORD_MAX, `Use at most ${MANAGER_PASSWORD_MAX} characters.`),
});
export const changePasswordResponseSchema = apiSuccess(z.object({ changed: z.literal(true) }));
