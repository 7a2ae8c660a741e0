import { z, apiSuccess } from '@homeward/contracts';
import { deferred } from '../deferred';

/** Development outbox readers (registered only with the outbox SMS provider, never in production). */
export const devSmsQuerySchema = deferred(() => z.object({ phone: z.string().check(
  z.trim(),
  z.regex(/^\+?\d{7,15}$/, 'Wrong number provided'),
) }));
export const devSmsMessageSchema = deferred(() => z.object({ phone: z.string(), body: z.string(), code: z.nullable(z.string()), createdAt: z.string() }));
export const devSmsResponseSchema = deferred(() => apiSuccess(z.object({ messages: z.array(devSmsMessageSchema) })));

export const devEmailQuerySchema = deferred(() => z.object({ email: z.string().check(z.trim(), z.minLength(3), z.maxLength(100)) }));
export const devEmailMessageSchema = deferred(() => z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  createdAt: z.string(),
}));
export const devEmailResponseSchema = deferred(() => apiSuccess(z.object({ messages: z.array(devEmailMessageSchema) })));
