import { z } from 'zod/mini';
import { sessionProfileSchema } from './session';
import { deferred } from './deferred';

/** `auth:login-requested` with this reason opens the agent sign-up modal instead of the login modal. */
export const AGENT_SIGNUP_REASON = 'agent-signup';

/**
 * Facts that cross slice boundaries. Each event is a discriminated member so a
 * listener narrows on `type` and a malformed message from another tab is dropped.
 */
export const busEventSchema = deferred(() => z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth:signed-in'), userId: z.string() }),
  z.object({ type: z.literal('auth:signed-out'), reason: z.enum(['user', 'idle', 'expired', 'refresh-failed']) }),
  z.object({
    type: z.literal('auth:login-requested'),
    /** Where to continue after signing in; defaults to the current page. */
    redirect: z.optional(z.string()),
    reason: z.optional(z.string()),
  }),
  z.object({ type: z.literal('auth:login-modal-closed'), signedIn: z.boolean() }),
  z.object({ type: z.literal('favorites:changed'), mls: z.array(z.string()) }),
  /** The signed-in user saved their profile: the nav bar shows the new name and picture at once. */
  z.object({ type: z.literal('account:updated'), profile: sessionProfileSchema }),
  z.object({
    type: z.literal('toast'),
    kind: z.enum(['success', 'error', 'info', 'warning']),
    message: z.string(),
    title: z.optional(z.string()),
  }),
  z.object({ type: z.literal('coming-soon'), variant: z.enum(['sell', 'app-only']) }),
]));
export type BusEvent = z.infer<typeof busEventSchema>;
export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;
