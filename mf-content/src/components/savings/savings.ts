import { estimateCashBack, LISTING_FEE_PERCENT } from '@homeward/domain';

/**
 * The home page's savings estimate. Buyers: the one cash-back rule of `@homeward/domain`
 * (`estimateCashBack`), the same amount the listing cards, property page and offer page show.
 * Sellers: the difference between a typical traditional listing commission and Homeward's 1.5%
 * listing fee (spec 9).
 */
export const TRADITIONAL_LISTING_COMMISSION_PERCENT = 3;
export const HOMEWARD_LISTING_FEE_PERCENT = LISTING_FEE_PERCENT;

function wholeDollars(price: number): number {
  return Number.isFinite(price) && price > 0 ? Math.round(price) : 0;
}

/** The refund a buyer receives at closing on a home of this price (the domain's rule). */
export const buyerRefund = estimateCashBack;

/** What a seller keeps by listing at 1.5% instead of a typical 3% listing commission. */
export function sellerSaving(price: number): number {
  const p = wholeDollars(price);
  const traditional = Math.round((p * TRADITIONAL_LISTING_COMMISSION_PERCENT) / 100);
  const homeward = Math.round((p * HOMEWARD_LISTING_FEE_PERCENT) / 100);
  return traditional - homeward;
}
