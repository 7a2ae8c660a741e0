import { z } from 'zod';
import { apiSuccess } from './common';

/** Development outbox readers (registered only with the outbox SMS provider, never in production). */
export const devSmsQuerySchema = z.object({ phone: z.string().trim().regex(/^\+?\d{7,15}$/, 'Wrong number provided') });
export const devSmsMessageSchema = z.object({ phone: z.string(), body: z.string(), code: z.string().nullable(), createdAt: z.string() });
export const devSmsResponseSchema = apiSuccess(z.object({ messages: z.array(devSmsMessageSchema) }));

export const devEmailQuerySchema = z.object({ email: z.string().trim().min(3).max(100) });
export const devEmailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export const devEmailResponseSchema = apiSuccess(z.object({ messages: z.array(devEmailMessageSchema) }));
