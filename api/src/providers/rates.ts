import type { ProductRate } from '@homeward/contracts';
import type { Clock } from '../clock';

export interface RatesSnapshot {
  productRates: ProductRate[];
  asOf: string;
  source: string;
}

/** Mortgage product rates (spec 7: InterestRateData). */
export interface RatesProvider {
  current(): Promise<RatesSnapshot>;
}

/** Fixed sample rates for offline use. They are illustrations, not quotes, and say so. */
export class SampleRatesProvider implements RatesProvider {
  constructor(private readonly clock: Clock) {}

  async current(): Promise<RatesSnapshot> {
    return {
      productRates: [
        { rate: 6.875, apr: 6.953, metadata: { description: '30-Year Fixed' } },
        { rate: 6.125, apr: 6.254, metadata: { description: '15-Year Fixed' } },
        { rate: 6.25, apr: 7.012, metadata: { description: '5/1 ARM' } },
      ],
      asOf: this.clock.now().toISOString().slice(0, 10),
      source: 'Sample rates from the local provider (illustrative, not a quote)',
    };
  }
}
