import { z, partnerTypeSchema, apiSuccess, paged, requiredText, requestIntentSchema } from '@homeward/contracts';
import { adminRequestSchema, adminUserSchema, agentApplicationSchema } from './admin';

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
  /** The listings feed's replication (GET). */
  feed: `${v2admin}/feed`,
} as const;

const page = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);
const pageSize = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20);
const search = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const uuid = z.uuid('Not a valid identifier.');

export const ADMIN_LIST_SORTS = ['newest', 'oldest', 'name'] as const;
export const adminListSortSchema = z.enum(ADMIN_LIST_SORTS);
export type AdminListSort = z.infer<typeof adminListSortSchema>;

// ---- users ----
export const USER_FILTERS = ['all', 'agents', 'partners', 'suspended', 'managers'] as const;
export const adminUsersListQuerySchema = z.object({
  search,
  filter: z._default(z.enum(USER_FILTERS), 'all'),
  sort: z._default(adminListSortSchema, 'newest'),
  page,
  pageSize,
});
export const adminUserRowSchema = z.extend(adminUserSchema, {
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
  agentStatus: z.optional(z.coerce.number().check(z.int(), z.gte(-1), z.lte(99))),
  sort: z._default(adminListSortSchema, 'newest'),
  page,
  pageSize,
});
export const adminAgentsListResponseSchema = apiSuccess(paged(agentApplicationSchema));

// ---- requests ----
export const REQUEST_ASSIGNMENTS = ['all', 'unassigned', 'assigned'] as const;
export const adminRequestsListQuerySchema = z.object({
  search,
  intent: z.optional(requestIntentSchema),
  assignment: z._default(z.enum(REQUEST_ASSIGNMENTS), 'all'),
  assignedPartnerId: z.optional(uuid),
  sort: z._default(z.enum(['newest', 'oldest']), 'newest'),
  page,
  pageSize,
});
export const adminRequestRowSchema = z.extend(adminRequestSchema, {
  ownerName: z.nullable(z.string()),
  ownerEmail: z.nullable(z.string()),
  ownerPhone: z.nullable(z.string()),
  assignedPartnerId: z.nullable(z.string()),
  assignedPartnerName: z.nullable(z.string()),
  assignedPartnerType: z.nullable(partnerTypeSchema),
  partnerStatus: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type AdminRequestRow = z.infer<typeof adminRequestRowSchema>;
export const adminRequestsListResponseSchema = apiSuccess(paged(adminRequestRowSchema));
export const requestAssignmentParamsSchema = z.object({ requestId: uuid });
export const requestAssignmentBodySchema = z.object({ partnerProfileId: z.nullable(uuid) });
export const requestAssignmentResponseSchema = apiSuccess(adminRequestRowSchema);

// ---- partner profiles (reassignment targets, lenders and loan brokers) ----
const partnerTypesParam = z.pipe(z.pipe(z.union([z.string(), z.array(z.string())]), z.transform((v) => (Array.isArray(v) ? v : v.split(',')).filter((s) => s !== '').map(Number))), z.array(partnerTypeSchema).check(z.maxLength(4)));
export const adminPartnersQuerySchema = z.object({
  search,
  partnerType: z.optional(partnerTypesParam),
  sort: z._default(adminListSortSchema, 'name'),
  page,
  pageSize,
});
export const adminPartnerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  partnerType: partnerTypeSchema,
  displayName: z.string(),
  company: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  serviceStates: z.array(z.string()),
  serviceZips: z.array(z.string()),
  createdAt: z.string(),
  requestCount: z.number().check(z.int()),
  openRequestCount: z.number().check(z.int()),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnersResponseSchema = apiSuccess(paged(adminPartnerSchema));
export const adminPartnerParamsSchema = z.object({ profileId: uuid });
export const adminPartnerResponseSchema = apiSuccess(adminPartnerSchema);

// ---- audit trail ----
export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.nullable(z.string()),
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
  agentApplicationsWaiting: z.number().check(z.int()),
  partnerApplicationsWaiting: z.number().check(z.int()),
  requestsWaiting: z.number().check(z.int()),
  signUpsThisWeek: z.number().check(z.int()),
  usersTotal: z.number().check(z.int()),
  suspendedUsers: z.number().check(z.int()),
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
  senderEmail: z.nullable(z.string()),
  recipientCount: z.number().check(z.int()),
  readCount: z.number().check(z.int()),
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
  currentPassword: z.string().check(z.minLength(1, 'Enter your current password.'), z.maxLength(MANAGER_PASSWORD_MAX)),
  newPassword: z.string().check(
    z.minLength(MANAGER_PASSWORD_MIN, `Use at least ${MANAGER_PASSWORD_MIN} characters.`),
    z.maxLength(MANAGER_PASSWORD_MAX, `Use at most ${MANAGER_PASSWORD_MAX} characters.`),
  ),
});
export const changePasswordResponseSchema = apiSuccess(z.object({ changed: z.literal(true) }));
