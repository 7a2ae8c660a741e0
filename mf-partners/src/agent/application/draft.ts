import { z } from '@homeward/contracts';
import type { ApplicationValues } from './values';

/**
 * The application in progress, kept for this tab so a reload keeps it (spec 4.4). Card details are
 * never part of it.
 */
const DRAFT_KEY = 'homeward.agentApplication';

const draftSchema = z.object({
  mode: z.enum(['apply', 'details']),
  step: z.number().check(z.int(), z.gte(1), z.lte(3)),
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
});
export type ApplicationDraft = { mode: 'apply' | 'details'; step: number; values: ApplicationValues };

export function readDraft(mode: ApplicationDraft['mode']): ApplicationDraft | undefined {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null'));
    return parsed.success && parsed.data.mode === mode ? (parsed.data as ApplicationDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: ApplicationDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage disabled: the form still works, a reload starts again.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** What the thank-you page shows of the charge. */
const RECEIPT_KEY = 'homeward.agentReceipt';
const receiptSchema = z.object({
  amountCents: z.number(),
  currency: z.string(),
  cardBrand: z.nullable(z.string()),
  cardLast4: z.nullable(z.string()),
  paidAt: z.string(),
  reference: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export function saveReceipt(receipt: Receipt): void {
  try {
    sessionStorage.setItem(RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // The thank-you page then shows no receipt; the account's payment page still lists it.
  }
}

export function readReceipt(): Receipt | undefined {
  try {
    const parsed = receiptSchema.safeParse(JSON.parse(sessionStorage.getItem(RECEIPT_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
