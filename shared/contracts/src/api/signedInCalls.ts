import {
  z,
  apiPaths,
  deleteAccountResultSchema,
  endpoint,
  JSON_PATCH_CONTENT_TYPE,
  lenderApiPaths,
  myRateSheetResponseSchema,
  publishedRateSheetSchema,
  rateSheetBodySchema,
  requestDocumentBodySchema,
  requestDocumentReceivedBodySchema,
  requestDocumentsResponseSchema,
  sendVerifyEmailResponseSchema,
} from '@homeward/contracts';
import { feedStatusResponseSchema } from './feed';
import { accountFirmInfoSchema, accountNoticesResponseSchema, accountPaymentsSchema, firmInfoSchema, noticeReadResultSchema, uploadUrlQuerySchema, uploadUrlResultSchema } from './accountSettings';
import {
  agentDetailsBodySchema,
  agentDetailsResultSchema,
  agentFeePaymentSchema,
  agentPaymentSettingsResponseSchema,
  agentSignupBodySchema,
  agentSignupResponseSchema,
  verifyCodeWithAgentStatusBodySchema,
  verifyCodeWithAgentStatusResponseSchema,
} from './agent';
import {
  myPartnerApplicationResponseSchema,
  myPartnerApplicationsResponseSchema,
  partnerApiPaths,
  partnerApplicationBodySchema,
  partnerApplicationDecisionBodySchema,
  partnerApplicationDecisionResponseSchema,
  partnerApplicationsQuerySchema,
  partnerApplicationsResponseSchema,
  partnerAreaBodySchema,
  partnerRequestResponseSchema,
  partnerRequestsQuerySchema,
  partnerRequestsResponseSchema,
  partnerRequestStatusBodySchema,
} from './partnerApplications';
import { adminLoginBodySchema, adminLoginResponseSchema, setAgentStatusBodySchema, setAgentStatusResponseSchema } from './admin';
import {
  adminAgentsListQuerySchema,
  adminAgentsListResponseSchema,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminNotificationsQuerySchema,
  adminNotificationsResponseSchema,
  adminPartnerResponseSchema,
  adminPartnersQuerySchema,
  adminPartnersResponseSchema,
  adminPaths,
  adminRequestsListQuerySchema,
  adminRequestsListResponseSchema,
  adminSummaryResponseSchema,
  adminUsersListQuerySchema,
  adminUsersListResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  requestAssignmentBodySchema,
  requestAssignmentResponseSchema,
  sendNotificationBodySchema,
  sendNotificationResponseSchema,
  userSuspensionBodySchema,
  userSuspensionResponseSchema,
} from './adminTools';
import {
  adminDeliveriesQuerySchema,
  adminDeliveriesResponseSchema,
  messagePaths,
  messagePreferencesResponseSchema,
  setMessagePreferenceBodySchema,
} from './messages';
import { deferred } from '../deferred';

/** What changing a partner's service area answers. */
export const partnerAreaResultSchema = deferred(() => z.object({
  id: z.string(),
  partnerType: z.number(),
  serviceStates: z.array(z.string()),
  serviceZips: z.array(z.string()),
}));
/** What the admin site's sign-out answers. */
export const adminLoggedOutSchema = deferred(() => z.object({ loggedOut: z.literal(true) }));

const byId = ({ id }: { id: string }) => id;

/**
 * The calls of the pages behind sign-in (account settings, agent sign-up, partner dashboards, the
 * admin site), each defined once, made with `callApi` of `@homeward/platform`. Public calls are
 * `apiCalls` of `@homeward/contracts`.
 */
export const signedInCalls = {
  firmInfo: endpoint(() => ({ method: 'GET', path: apiPaths.accountFirmInfo, response: accountFirmInfoSchema })),
  saveFirmInfo: endpoint(() => ({ method: 'PUT', path: apiPaths.accountFirmInfo, body: firmInfoSchema, response: accountFirmInfoSchema })),
  sendVerifyEmail: endpoint(() => ({ method: 'POST', path: apiPaths.sendVerifyEmail, response: sendVerifyEmailResponseSchema.shape.data })),
  notices: endpoint(() => ({ method: 'GET', path: apiPaths.accountNotifications, response: accountNoticesResponseSchema.shape.data })),
  readNotice: endpoint(() => ({ method: 'PUT', path: (params: { id: string }) => apiPaths.accountNotificationRead(byId(params)), response: noticeReadResultSchema })),
  payments: endpoint(() => ({ method: 'GET', path: apiPaths.accountPayments, response: accountPaymentsSchema })),
  uploadUrl: endpoint(() => ({ method: 'GET', path: apiPaths.accountUploadUrl, query: uploadUrlQuerySchema, response: uploadUrlResultSchema })),
  deleteAccount: endpoint(() => ({ method: 'DELETE', path: apiPaths.account, response: deleteAccountResultSchema })),
  messagePreferences: endpoint(() => ({ method: 'GET', path: messagePaths.preferences, response: messagePreferencesResponseSchema.shape.data })),
  setMessagePreference: endpoint(() => ({ method: 'PUT', path: messagePaths.preferences, body: setMessagePreferenceBodySchema, response: messagePreferencesResponseSchema.shape.data })),

  verifyCodeWithAgentStatus: endpoint(() => ({ method: 'POST', path: apiPaths.verifyCodeWithAgentStatus, body: verifyCodeWithAgentStatusBodySchema, response: verifyCodeWithAgentStatusResponseSchema.shape.data })),
  agentPaymentSettings: endpoint(() => ({ method: 'GET', path: apiPaths.agentPaymentSettings, response: agentPaymentSettingsResponseSchema.shape.data })),
  agentSignup: endpoint(() => ({ method: 'POST', path: apiPaths.agentSignup, body: agentSignupBodySchema, response: agentSignupResponseSchema.shape.data, contentType: JSON_PATCH_CONTENT_TYPE })),
  agentDetails: endpoint(() => ({ method: 'PUT', path: apiPaths.agentDetails, body: agentDetailsBodySchema, response: agentDetailsResultSchema, contentType: JSON_PATCH_CONTENT_TYPE })),
  agentFeePayment: endpoint(() => ({ method: 'GET', path: ({ intentId }: { intentId: string }) => apiPaths.agentPayment(intentId), response: agentFeePaymentSchema })),

  myPartnerApplications: endpoint(() => ({ method: 'GET', path: partnerApiPaths.myApplications, response: myPartnerApplicationsResponseSchema.shape.data })),
  submitPartnerApplication: endpoint(() => ({ method: 'POST', path: partnerApiPaths.myApplications, body: partnerApplicationBodySchema, response: myPartnerApplicationResponseSchema.shape.data })),
  partnerRequests: endpoint(() => ({ method: 'GET', path: partnerApiPaths.requests, query: partnerRequestsQuerySchema, response: partnerRequestsResponseSchema.shape.data })),
  answerPartnerRequest: endpoint(() => ({ method: 'PUT', path: (params: { id: string }) => partnerApiPaths.requestStatus(byId(params)), body: partnerRequestStatusBodySchema, response: partnerRequestResponseSchema.shape.data })),
  savePartnerArea: endpoint(() => ({ method: 'PUT', path: partnerApiPaths.area, body: partnerAreaBodySchema, response: partnerAreaResultSchema })),
  myRateSheet: endpoint(() => ({ method: 'GET', path: lenderApiPaths.myRateSheet, response: myRateSheetResponseSchema.shape.data })),
  publishRateSheet: endpoint(() => ({ method: 'PUT', path: lenderApiPaths.myRateSheet, body: rateSheetBodySchema, response: publishedRateSheetSchema })),
  askForDocument: endpoint(() => ({ method: 'POST', path: (params: { id: string }) => lenderApiPaths.partnerRequestDocuments(byId(params)), body: requestDocumentBodySchema, response: requestDocumentsResponseSchema.shape.data })),
  markDocumentReceived: endpoint(() => ({
    method: 'PUT',
    path: ({ id, documentId }: { id: string; documentId: string }) => lenderApiPaths.partnerRequestDocument(id, documentId),
    body: requestDocumentReceivedBodySchema,
    response: requestDocumentsResponseSchema.shape.data,
  })),

  adminLogin: endpoint(() => ({ method: 'POST', path: apiPaths.authLogin, body: adminLoginBodySchema, response: adminLoginResponseSchema.shape.data })),
  adminLogout: endpoint(() => ({ method: 'POST', path: apiPaths.authLogout, response: adminLoggedOutSchema })),
  adminSummary: endpoint(() => ({ method: 'GET', path: adminPaths.summary, response: adminSummaryResponseSchema.shape.data })),
  adminFeed: endpoint(() => ({ method: 'GET', path: adminPaths.feed, response: feedStatusResponseSchema.shape.data })),
  adminUsers: endpoint(() => ({ method: 'GET', path: adminPaths.users, query: adminUsersListQuerySchema, response: adminUsersListResponseSchema.shape.data })),
  adminAgents: endpoint(() => ({ method: 'GET', path: adminPaths.agents, query: adminAgentsListQuerySchema, response: adminAgentsListResponseSchema.shape.data })),
  adminRequests: endpoint(() => ({ method: 'GET', path: adminPaths.requests, query: adminRequestsListQuerySchema, response: adminRequestsListResponseSchema.shape.data })),
  adminPartners: endpoint(() => ({ method: 'GET', path: adminPaths.partners, query: adminPartnersQuerySchema, response: adminPartnersResponseSchema.shape.data })),
  adminPartner: endpoint(() => ({ method: 'GET', path: ({ profileId }: { profileId: string }) => adminPaths.partner(profileId), response: adminPartnerResponseSchema.shape.data })),
  adminNotifications: endpoint(() => ({ method: 'GET', path: adminPaths.notifications, query: adminNotificationsQuerySchema, response: adminNotificationsResponseSchema.shape.data })),
  adminDeliveries: endpoint(() => ({ method: 'GET', path: messagePaths.adminDeliveries, query: adminDeliveriesQuerySchema, response: adminDeliveriesResponseSchema.shape.data })),
  adminAudit: endpoint(() => ({ method: 'GET', path: adminPaths.audit, query: adminAuditQuerySchema, response: adminAuditResponseSchema.shape.data })),
  adminPartnerApplications: endpoint(() => ({ method: 'GET', path: adminPaths.partnerApplications, query: partnerApplicationsQuerySchema, response: partnerApplicationsResponseSchema.shape.data })),
  setAgentStatus: endpoint(() => ({ method: 'PUT', path: ({ userId }: { userId: string }) => adminPaths.agentStatus(userId), body: setAgentStatusBodySchema, response: setAgentStatusResponseSchema.shape.data })),
  setSuspension: endpoint(() => ({ method: 'PUT', path: ({ userId }: { userId: string }) => adminPaths.userSuspension(userId), body: userSuspensionBodySchema, response: userSuspensionResponseSchema.shape.data })),
  assignRequest: endpoint(() => ({ method: 'PUT', path: ({ requestId }: { requestId: string }) => adminPaths.requestAssignment(requestId), body: requestAssignmentBodySchema, response: requestAssignmentResponseSchema.shape.data })),
  sendNotification: endpoint(() => ({ method: 'POST', path: adminPaths.notifications, body: sendNotificationBodySchema, response: sendNotificationResponseSchema.shape.data })),
  decidePartnerApplication: endpoint(() => ({
    method: 'PUT',
    path: (params: { id: string }) => adminPaths.partnerApplicationStatus(byId(params)),
    body: partnerApplicationDecisionBodySchema,
    response: partnerApplicationDecisionResponseSchema.shape.data,
  })),
  changePassword: endpoint(() => ({ method: 'PUT', path: adminPaths.password, body: changePasswordBodySchema, response: changePasswordResponseSchema.shape.data })),
} as const;
