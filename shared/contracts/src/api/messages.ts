import { z, apiSuccess, paged, pageQueryFields } from '@homeward/contracts';
import { deferred } from '../deferred';

/**
 * Emails and texts the product sends. Each message has a kind; a person can turn off the optional
 * kinds per channel (account page, or the unsubscribe link of an email), never the transactional ones.
 */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export const messageChannelSchema = deferred(() => z.enum(MESSAGE_CHANNELS, "Choose 'email' or 'sms'."));
export type MessageChannel = z.infer<typeof messageChannelSchema>;

export const MESSAGE_KINDS = {
  /** Email verification, a changed email address, account deletion. */
  account: { label: 'Your account: email verification, changes to your contact details, deletion', transactional: true },
  /** Agent and partner applications: received and the decision. */
  application: { label: 'Your agent or partner application: received and decided', transactional: true },
  /** What you just asked for: a tour, offer, inspection, mortgage request or consultation. */
  confirmation: { label: 'Confirmations of your tours, offers, inspections, mortgage requests and consultations', transactional: true },
  /** A partner accepted or declined your request. */
  'request-updates': { label: 'Updates when a partner accepts or declines your request', transactional: false },
  /** A buyer's request was routed to you (partners). */
  'new-requests': { label: 'New requests routed to you (partners)', transactional: false },
  /** Homes new to a saved search, and changes to saved homes. */
  'home-alerts': { label: 'Alerts for your saved searches and saved homes', transactional: false },
} as const satisfies Record<string, { label: string; transactional: boolean }>;
export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_NAMES = Object.keys(MESSAGE_KINDS) as MessageKind[];
export const messageKindSchema = deferred(() => z.enum(MESSAGE_KIND_NAMES as [MessageKind, ...MessageKind[]], 'Unknown kind of message.'));
export const isTransactional = (kind: MessageKind): boolean => MESSAGE_KINDS[kind].transactional;

const v2 = '/api/v2';
export const messagePaths = {
  preferences: `${v2}/Account/MessagePreferences`,
  unsubscribe: `${v2}/messages/unsubscribe`,
  twilioStatus: `${v2}/messages/twilio/status`,
  adminDeliveries: `${v2}/admin/messages`,
} as const;

// ---- preferences (account page) ----
export const messagePreferenceSchema = deferred(() => z.object({
  kind: messageKindSchema,
  label: z.string(),
  transactional: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
}));
export type MessagePreference = z.infer<typeof messagePreferenceSchema>;
export const messagePreferencesSchema = deferred(() => z.object({ items: z.array(messagePreferenceSchema) }));
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;
export const messagePreferencesResponseSchema = deferred(() => apiSuccess(messagePreferencesSchema));
export const TRANSACTIONAL_MESSAGE_ERROR = 'These messages are part of what you asked for and cannot be turned off.';
export const setMessagePreferenceBodySchema = deferred(() => z
  .object({
    kind: messageKindSchema,
    channel: messageChannelSchema,
    enabled: z.boolean('Say whether to send these messages.'),
  })
  .check(z.refine((v) => v.enabled || !isTransactional(v.kind), TRANSACTIONAL_MESSAGE_ERROR)));
export type SetMessagePreferenceBody = z.infer<typeof setMessagePreferenceBodySchema>;

// ---- the unsubscribe link of an email (opened signed out) ----
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Change which messages you get on your account page.';
/** The link names the account, the kind and the channel, signed by the API (s). */
export const unsubscribeQuerySchema = deferred(() => z.object({
  u: z.uuid(UNSUBSCRIBE_LINK_INVALID),
  k: messageKindSchema,
  c: messageChannelSchema,
  s: z.string().check(z.minLength(10), z.maxLength(100)),
}));
/** The one-click post of RFC 8058 (List-Unsubscribe=One-Click), or the page's button: a form, or nothing. */
export const unsubscribeBodySchema = deferred(() => z.nullish(z.record(z.string(), z.string())));

// ---- Twilio's delivery reports (a signed form) ----
const DELIVERY_REPORT_FIELDS = 'A delivery report needs MessageSid and MessageStatus.';
export const twilioStatusBodySchema = deferred(() => z.looseObject({
  MessageSid: z.string(DELIVERY_REPORT_FIELDS).check(z.minLength(1, DELIVERY_REPORT_FIELDS), z.maxLength(64)),
  MessageStatus: z.string(DELIVERY_REPORT_FIELDS).check(z.minLength(1, DELIVERY_REPORT_FIELDS), z.maxLength(40)),
  ErrorCode: z.optional(z.string().check(z.maxLength(20))),
}));

// ---- deliveries (admin Notifications page) ----
export const DELIVERY_STATUSES = ['pending', 'sending', 'retrying', 'sent', 'failed'] as const;
export const deliveryStatusSchema = deferred(() => z.enum(DELIVERY_STATUSES));
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;
export const adminDeliveriesQuerySchema = deferred(() => z.object({
  status: z.optional(deliveryStatusSchema),
  ...pageQueryFields,
}));
export const adminDeliverySchema = deferred(() => z.object({
  id: z.string(),
  channel: messageChannelSchema,
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: deliveryStatusSchema,
  attempts: z.number().check(z.int()),
  nextAttemptAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
}));
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;
export const adminDeliveriesSchema = deferred(() => z.extend(paged(adminDeliverySchema), {
  counts: z.record(deliveryStatusSchema, z.number().check(z.int())),
}));
export type AdminDeliveries = z.infer<typeof adminDeliveriesSchema>;
export const adminDeliveriesResponseSchema = deferred(() => apiSuccess(adminDeliveriesSchema));
