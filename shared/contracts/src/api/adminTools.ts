import { z, partnerTypeSchema, apiSuccess, paged, requiredText, requestIntentSchema } from '@homeward/contracts';
import { adminRequestSchema, adminUserSchema, agentApplicationSchema } from './admin';
import { deferred } from '../deferred';

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

const page = deferred(() => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1));
const pageSize = deferred(() => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20));
const search = deferred(() => z.optional(z.string().check(z.trim(), z.maxLength(100))));
const uuid = deferred(() => z.uuid('Not a valid identifier.'));

export const ADMIN_LIST_SORTS = ['newest', 'oldest', 'name'] as const;
export const adminListSortSchema = deferred(() => z.enum(ADMIN_LIST_SORTS));
export type AdminListSort = z.infer<typeof adminListSortSchema>;

// ---- users ----
export const USER_FILTERS = ['all', 'agents', 'partners', 'suspended', 'managers'] as const;
export const adminUsersListQuerySchema = deferred(() => z.object({
  search,
  filter: z._default(z.enum(USER_FILTERS), 'all'),
  sort: z._default(adminListSortSchema, 'newest'),
  page,
  pageSize,
}));
export const adminUserRowSchema = deferred(() => z.extend(adminUserSchema, {
  partnerTypes: z.array(partnerTypeSchema),
  isSuspended: z.boolean(),
}));
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersListResponseSchema = deferred(() => apiSuccess(paged(adminUserRowSchema)));
export const userSuspensionParamsSchema = deferred(() => z.object({ userId: uuid }));
export const userSuspensionBodySchema = deferred(() => z.object({ suspended: z.boolean() }));
export const userSuspensionResponseSchema = deferred(() => apiSuccess(adminUserRowSchema));

// ---- agents ----
export const adminAgentsListQuerySchema = deferred(() => z.object({
  search,
  agentStatus: z.optional(z.coerce.number().check(z.int(), z.gte(-1), z.lte(99))),
  sort: z._default(adminListSortSchema, 'newest'),
  page,
  pageSize,
}));
export const adminAgentsListResponseSchema = deferred(() => apiSuccess(paged(agentApplicationSchema)));

// ---- requests ----
export const REQUEST_ASSIGNMENTS = ['all', 'unassigned', 'assigned'] as const;
export const adminRequestsListQuerySchema = deferred(() => z.object({
  search,
  intent: z.optional(requestIntentSchema),
  assignment: z._default(z.enum(REQUEST_ASSIGNMENTS), 'all'),
  assignedPartnerId: z.optional(uuid),
  sort: z._default(z.enum(['newest', 'oldest']), 'newest'),
  page,
  pageSize,
}));
export const adminRequestRowSchema = deferred(() => z.extend(adminRequestSchema, {
  ownerName: z.nullable(z.string()),
  ownerEmail: z.nullable(z.string()),
  ownerPhone: z.nullable(z.string()),
  assignedPartnerId: z.nullable(z.string()),
  assignedPartnerName: z.nullable(z.string()),
  assignedPartnerType: z.nullable(partnerTypeSchema),
  partnerStatus: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
}));
export type AdminRequestRow = z.infer<typeof adminRequestRowSchema>;
export const adminRequestsListResponseSchema = deferred(() => apiSuccess(paged(adminRequestRowSchema)));
export const requestAssignmentParamsSchema = deferred(() => z.object({ requestId: uuid }));
export const requestAssignmentBodySchema = deferred(() => z.object({ partnerProfileId: z.nullable(uuid) }));
export const requestAssignmentResponseSchema = deferred(() => apiSuccess(adminRequestRowSchema));

// ---- partner profiles (reassignment targets, lenders and loan brokers) ----
const partnerTypesParam = deferred(() => z.pipe(z.pipe(z.union([z.string(), z.array(z.string())]), z.transform((v) => (Array.isArray(v) ? v : v.split(',')).filter((s) => s !== '').map(Number))), z.array(partnerTypeSchema).check(z.maxLength(4))));
export const adminPartnersQuerySchema = deferred(() => z.object({
  search,
  partnerType: z.optional(partnerTypesParam),
  sort: z._default(adminListSortSchema, 'name'),
  page,
  pageSize,
}));
export const adminPartnerSchema = deferred(() => z.object({
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
}));
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnersResponseSchema = deferred(() => apiSuccess(paged(adminPartnerSchema)));
export const adminPartnerParamsSchema = deferred(() => z.object({ profileId: uuid }));
export const adminPartnerResponseSchema = deferred(() => apiSuccess(adminPartnerSchema));

// ---- audit trail ----
export const auditEntrySchema = deferred(() => z.object({
  id: z.string(),
  actorEmail: z.nullable(z.string()),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
}));
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const adminAuditQuerySchema = deferred(() => z.object({ page, pageSize }));
export const adminAuditResponseSchema = deferred(() => apiSuccess(paged(auditEntrySchema)));

// ---- home ----
export const adminSummarySchema = deferred(() => z.object({
  agentApplicationsWaiting: z.number().check(z.int()),
  partnerApplicationsWaiting: z.number().check(z.int()),
  requestsWaiting: z.number().check(z.int()),
  signUpsThisWeek: z.number().check(z.int()),
  usersTotal: z.number().check(z.int()),
  suspendedUsers: z.number().check(z.int()),
  recentAudit: z.array(auditEntrySchema),
}));
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export const adminSummaryResponseSchema = deferred(() => apiSuccess(adminSummarySchema));

// ---- notifications ----
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 2000;
export const notificationAudienceSchema = deferred(() => z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: uuid }),
  z.object({ kind: z.literal('agents') }),
  z.object({ kind: z.literal('partners'), partnerType: partnerTypeSchema }),
  z.object({ kind: z.literal('all') }),
]));
export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;
export const sendNotificationBodySchema = deferred(() => z.object({
  audience: notificationAudienceSchema,
  title: requiredText(NOTICE_TITLE_MAX),
  body: requiredText(NOTICE_BODY_MAX),
}));
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;
export const sentNotificationSchema = deferred(() => z.object({
  id: z.string(),
  audience: z.string(),
  audienceLabel: z.string(),
  title: z.string(),
  body: z.string(),
  senderEmail: z.nullable(z.string()),
  recipientCount: z.number().check(z.int()),
  readCount: z.number().check(z.int()),
  createdAt: z.string(),
}));
export type SentNotification = z.infer<typeof sentNotificationSchema>;
export const sendNotificationResponseSchema = deferred(() => apiSuccess(sentNotificationSchema));
export const adminNotificationsQuerySchema = deferred(() => z.object({ search, page, pageSize }));
export const adminNotificationsResponseSchema = deferred(() => apiSuccess(paged(sentNotificationSchema)));

// ---- the manager's password ----
export const MANAGER_PASSWORD_MIN = 12;
export const MANAGER_PASSWORD_MAX = 200;
export const changePasswordBodySchema = deferred(() => z.object({
  currentPassword: z.string().check(z.minLength(1, 'Enter your current password.'), z.maxLength(MANAGER_PASSWORD_MAX)),
  newPassword: z.string().check(
    z.minLength(MANAGER_PASSWORD_MIN, `Use at least ${MANAGER_PASSWORD_MIN} characters.`),
    z.maxLength(MANAGER_PASSWORD_MAX, `Use at most ${MANAGER_PASSWORD_MAX} characters.`),
  ),
}));
export const changePasswordResponseSchema = deferred(() => apiSuccess(z.object({ changed: z.literal(true) })));
