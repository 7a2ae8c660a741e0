/**
 * Commission refund (cash back) estimate shown on listing cards and the home page. The spec names
 * the feature but not the numbers; these are the product's working assumptions.
 */
export const BUYER_AGENT_COMMISSION_PERCENT = 2.5;
export const COMMISSION_REFUND_SHARE_PERCENT = 30;

/** Estimated cash back in dollars, rounded to the nearest $10. */
export function estimateCashBack(price: number): number {
  if (!(price > 0)) return 0;
  const refund = (price * BUYER_AGENT_COMMISSION_PERCENT * COMMISSION_REFUND_SHARE_PERCENT) / 10_000;
  return Math.round(refund / 10) * 10;
}
