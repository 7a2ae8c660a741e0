import { z } from 'zod/mini';
import { deferred } from './deferred';

/** Every API answer: `statusCode: 'Success'` with `data`, or an `errorMessage`. */
export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ statusCode: z.literal('Success'), data });

export const errorEnvelopeSchema = deferred(() => z.object({
  statusCode: z.string(),
  errorMessage: z.string(),
}));
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
