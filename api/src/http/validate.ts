import type { z } from 'zod/mini';
import { badRequest } from './errors';

export type InputPart = 'query' | 'body' | 'path' | 'header';

const PART_LABEL: Record<InputPart, string> = { query: 'query parameter', body: 'field', path: 'path parameter', header: 'header' };

/** Zod's built-in messages are technical; ours are written for people and shown as they are. */
const isBuiltInMessage = (message: string) => /^(Invalid|Too (small|big)|Expected|Unrecognized)/.test(message);

export function describeInputError(error: z.core.$ZodError, part: InputPart): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const path = issue.path.map(String).join('.');
  if (!isBuiltInMessage(issue.message)) return issue.message;
  const subject = path ? `${PART_LABEL[part]} '${path}'` : part === 'body' ? 'request body' : PART_LABEL[part];
  if (issue.code === 'invalid_type' && /received (undefined|null)$/.test(issue.message)) return `The ${subject} is required.`;
  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
    return `The ${subject} is not one of the accepted values.`;
  }
  return `The ${subject} is not valid: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}.`;
}

export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bytes (an uploaded file) are not text: nothing to look for, and far too many to walk.
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (holdsNul(item, depth + 1)) return true;
  return false;
}

/**
 * Parses one part of a request with its contract schema. Failures become a 400 with a readable
 * message; `message` replaces it where the spec fixes the wording (e.g. 'Wrong number provided').
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown, part: InputPart, message?: string): z.output<S> {
  // No text column can hold U+0000 (PostgreSQL refuses it): refused here, as any other bad input.
  if (holdsNul(value)) throw badRequest(`The ${PART_LABEL[part]}s hold a character that is not allowed (U+0000).`);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(message ?? describeInputError(result.error, part));
}
