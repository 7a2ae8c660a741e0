import type { ProductRate } from '@homeward/contracts';
import { formatRate, REFERENCE_RATE_PRODUCT } from '@homeward/domain';

/** 30-Year Fixed first, then the rest in the order the API gives. */
export function orderRates(rates: readonly ProductRate[]): ProductRate[] {
  return [...rates].sort(
    (a, b) => Number(b.metadata.description === REFERENCE_RATE_PRODUCT) - Number(a.metadata.description === REFERENCE_RATE_PRODUCT),
  );
}

export function rateText(rate: number): string {
  return `${formatRate(rate)}%`;
}

/**
 * What the Get Loan tab says of the rates shown below it: "today's" only for rates from a dated
 * feed, "sample" for the illustrative set, and nothing about rates while none can be shown.
 */
export function loanTabIntro(rates: { isSample: boolean; productRates: readonly unknown[] } | undefined): string {
  const request = 'send one request to lenders who work with Homeward buyers.';
  if (!rates || rates.productRates.length === 0) return `Estimate your payment, then ${request}`;
  if (rates.isSample) return `Estimate a payment with the sample rates below, then ${request}`;
  return `Compare today’s rates below, then ${request}`;
}
