import { LISTING_FEE_PERCENT } from '@homeward/domain';

/**
 * The home page's savings estimate. The rule is stated in the page's small print and in the
 * commission terms, so it lives here once and both read it.
 *
 * Buyers: Homeward refunds REFUND_SHARE_PERCENT of the buyer's agent commission, which the
 * estimate assumes is BUYER_AGENT_COMMISSION_PERCENT of the price.
 * Sellers: the saving is the difference between a typical traditional listing commission and
 * Homeward's 1.5% listing fee (spec 9).
 */
export const BUYER_AGENT_COMMISSION_PERCENT = 2.5;
export const REFUND_SHARE_PERCENT = 40;
export const TRADITIONAL_LISTING_COMMISSION_PERCENT = 3;
export const HOMEWARD_LISTING_FEE_PERCENT = LISTING_FEE_PERCENT;

function wholeDollars(price: number): number {
  return Number.isFinite(price) && price > 0 ? Math.round(price) : 0;
}

/** Buyer's agent commission assumed by the estimate, in whole dollars. */
export function buyerAgentCommission(price: number): number {
  return Math.round((wholeDollars(price) * BUYER_AGENT_COMMISSION_PERCENT) / 100);
}

/** The refund a buyer receives at closing on a home of this price, in whole dollars. */
export function buyerRefund(price: number): number {
  return Math.round((buyerAgentCommission(price) * REFUND_SHARE_PERCENT) / 100);
}

/** What a seller keeps by listing at 1.5% instead of a typical 3% listing commission. */
export function sellerSaving(price: number): number {
  const p = wholeDollars(price);
  const traditional = Math.round((p * TRADITIONAL_LISTING_COMMISSION_PERCENT) / 100);
  const homeward = Math.round((p * HOMEWARD_LISTING_FEE_PERCENT) / 100);
  return traditional - homeward;
}
