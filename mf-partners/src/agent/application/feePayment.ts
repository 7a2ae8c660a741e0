import { z } from '@homeward/contracts';
import type { AgentFeePayment } from '@homeward/contracts/signed-in';
import { schemaParse, tabDraft } from '../../forms/draft';

/** Shown when the provider took the payment but its webhook has not reached us within the wait. */
export const PAYMENT_NOT_CONFIRMED_MESSAGE =
  'Your bank accepted the payment and we are still confirming it. You will not be charged twice: check your application status in a few minutes.';

/**
 * Asks where the fee's payment stands until the provider's webhook has marked it paid (the card was
 * accepted a moment ago; the webhook usually lands within a second or two).
 */
export async function waitForFeePayment(
  fetchStatus: () => Promise<AgentFeePayment>,
  { attempts = 30, intervalMs = 1000 }: { attempts?: number; intervalMs?: number } = {},
): Promise<AgentFeePayment> {
  let latest = await fetchStatus();
  for (let i = 1; i < attempts && latest.status !== 'succeeded'; i++) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    latest = await fetchStatus();
  }
  return latest;
}

/** The provider's answer after its 3-D Secure page, as it sends the payer back to the form's address. */
export function returnedPayment(): { intentId: string; passed: boolean } | null {
  const query = new URLSearchParams(window.location.search);
  const intentId = query.get('payment_intent');
  const status = query.get('redirect_status');
  return intentId && status ? { intentId, passed: status === 'succeeded' } : null;
}

const receiptSchema = z.object({
  amountCents: z.number(),
  currency: z.string(),
  cardBrand: z.nullable(z.string()),
  cardLast4: z.nullable(z.string()),
  paidAt: z.string(),
  reference: z.string(),
});
/** What the thank-you page shows of the charge. */
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * Kept for this tab for the thank-you page; when it cannot be kept that page shows no receipt, and
 * the account's payment page still lists the charge.
 */
export const feeReceipt = tabDraft<Receipt>('homeward.agentReceipt', schemaParse(receiptSchema));
