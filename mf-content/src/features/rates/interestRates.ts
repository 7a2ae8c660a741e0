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
