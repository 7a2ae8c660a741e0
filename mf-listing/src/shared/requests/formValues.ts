import type { z } from '@homeward/contracts';

/** A number typed into a field ('1,250,000', '6.5', ''); null when empty or not a number. */
export function toNumber(text: string | undefined | null): number | null {
  const cleaned = (text ?? '').replace(/[,$\s]/g, '');
  if (!cleaned) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Empty text fields are sent as null, not as ''. */
export function toText(text: string | undefined | null): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed ? trimmed : null;
}

/**
 * The contract's schema is the validator: its messages land on the form field named by the last
 * segment of each issue's path, so client and server reject the same things with the same words.
 */
export function schemaErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = [...issue.path].reverse().find((segment) => typeof segment === 'string');
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A whole number of days in 0–3650, or empty. */
export function daysError(text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  const value = toNumber(text);
  if (value === null || !Number.isInteger(value) || value < 0) return 'Enter a whole number of days, such as 7.';
  if (value > 3650) return 'Use at most 3650 days.';
  return undefined;
}
