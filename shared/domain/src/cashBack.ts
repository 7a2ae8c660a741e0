/**
 * The one cash-back (commission refund) rule. Every place that shows or explains cash back — the
 * listing cards, the property page, the offer page, the home-page estimator, the widgets and the
 * legal text — reads it from here, so one home shows one amount everywhere.
 *
 * The spec names the feature but not the numbers; these are the product's stated assumptions:
 * - the buyer's agent commission is assumed to be BUYER_AGENT_COMMISSION_PERCENT of the price
 *   (the real one is set in the buyer agreement and the purchase contract);
 * - Homeward refunds COMMISSION_REFUND_SHARE_PERCENT of the commission it actually receives;
 * - estimates are rounded to the nearest CASH_BACK_ROUNDING_DOLLARS.
 */
export const BUYER_AGENT_COMMISSION_PERCENT = 2.5;
export const COMMISSION_REFUND_SHARE_PERCENT = 30;
export const CASH_BACK_ROUNDING_DOLLARS = 10;

/** The estimate as a share of the price (0.75 for 2.5% × 30%). */
export const CASH_BACK_PERCENT_OF_PRICE = (BUYER_AGENT_COMMISSION_PERCENT * COMMISSION_REFUND_SHARE_PERCENT) / 100;

/** Estimated cash back in dollars for a home at this price, rounded to the nearest $10; 0 for no price. */
export function estimateCashBack(price: number): number {
  if (!Number.isFinite(price) || !(price > 0)) return 0;
  const refund = (price * BUYER_AGENT_COMMISSION_PERCENT * COMMISSION_REFUND_SHARE_PERCENT) / 10_000;
  return Math.round(refund / CASH_BACK_ROUNDING_DOLLARS) * CASH_BACK_ROUNDING_DOLLARS;
}

/** The refund of a stated commission (legal text: what the buyer actually receives), in whole dollars. */
export function refundOfCommission(commissionDollars: number): number {
  if (!Number.isFinite(commissionDollars) || !(commissionDollars > 0)) return 0;
  return Math.round((commissionDollars * COMMISSION_REFUND_SHARE_PERCENT) / 100);
}

/** The home price the site's worked examples of the rule use. */
export const CASH_BACK_EXAMPLE_PRICE = 900_000;

/** The corporate partner programme's extra credit at closing, on top of the refund. */
export const CORPORATE_PARTNER_BONUS_DOLLARS = 1000;

export interface CashBackExample {
  price: number;
  /** The assumed buyer's agent commission on that price, in whole dollars. */
  commission: number;
  /** What the buyer gets back: the refund share of that commission. */
  refund: number;
}

/** A worked example of the rule: the commission on a price and the refund of it, as copy states them. */
export function cashBackExample(price: number = CASH_BACK_EXAMPLE_PRICE): CashBackExample {
  const commission = Number.isFinite(price) && price > 0 ? Math.round((price * BUYER_AGENT_COMMISSION_PERCENT) / 100) : 0;
  return { price: Math.max(0, Number.isFinite(price) ? price : 0), commission, refund: refundOfCommission(commission) };
}

/** The short promise used in headlines: "30% of the buyer’s agent commission". */
export const CASH_BACK_SHARE_TEXT = `${COMMISSION_REFUND_SHARE_PERCENT}% of the buyer’s agent commission`;

/** The assumptions, spelled out once for every page that shows an estimate. */
export const CASH_BACK_ASSUMPTIONS =
  `Estimates assume a buyer’s agent commission of ${BUYER_AGENT_COMMISSION_PERCENT}% of the price and a refund of ` +
  `${COMMISSION_REFUND_SHARE_PERCENT}% of it (${CASH_BACK_PERCENT_OF_PRICE}% of the price), rounded to the nearest $${CASH_BACK_ROUNDING_DOLLARS}. ` +
  `Your actual refund is ${COMMISSION_REFUND_SHARE_PERCENT}% of the commission Homeward receives at closing, which is set in your purchase contract; lender rules may limit credits.`;
