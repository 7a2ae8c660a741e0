import { z } from 'zod/mini';
import { productRateSchema, type ProductRate } from '@homeward/contracts';
import type { Clock } from '../clock';

export interface RatesSnapshot {
  productRates: ProductRate[];
  /** When the rates were published by their source; null for sample rates (they are of no day). */
  asOf: string | null;
  source: string;
  /** True for illustrative rates: the site labels them as samples and never dates them. */
  isSample: boolean;
}

/** Mortgage product rates (spec 7: InterestRateData). A real rate feed plugs in by configuration. */
export interface RatesProvider {
  current(): Promise<RatesSnapshot>;
}

export const SAMPLE_RATES_SOURCE = 'Sample rates for illustration only: not today’s market and not a quote';

/** Fixed sample rates for offline use. They are illustrations, not quotes, and say so. */
export class SampleRatesProvider implements RatesProvider {
  async current(): Promise<RatesSnapshot> {
    return {
      productRates: [
        { rate: 6.875, apr: 6.953, metadata: { description: '30-Year Fixed' } },
        { rate: 6.125, apr: 6.254, metadata: { description: '15-Year Fixed' } },
        { rate: 6.25, apr: 7.012, metadata: { description: '5/1 ARM' } },
      ],
      asOf: null,
      source: SAMPLE_RATES_SOURCE,
      isSample: true,
    };
  }
}

/** What a rate feed answers: `{ productRates: [{ rate, apr, metadata: { description } }], asOf, source }`. */
export const rateFeedSchema = z.object({
  productRates: z.array(productRateSchema).check(z.maxLength(50)),
  asOf: z.string().check(z.minLength(1), z.maxLength(40)),
  source: z.string().check(z.minLength(1), z.maxLength(200)),
});

export interface FeedRatesOptions {
  url: string;
  token: string | null;
  /** How long a successful answer is reused. */
  cacheMs: number;
  clock: Clock;
  log: { error(message: string): void };
  fetchImpl?: typeof fetch;
}

/**
 * Reads rates from an HTTP feed (RATES_FEED_URL, optional bearer RATES_FEED_TOKEN) and caches them.
 * Spec 8: an interest-rate failure is logged and answers an empty list (the last good answer is
 * kept while it is fresh).
 */
export class FeedRatesProvider implements RatesProvider {
  private cached: { at: number; snapshot: RatesSnapshot } | null = null;
  constructor(private readonly options: FeedRatesOptions) {}

  async current(): Promise<RatesSnapshot> {
    const now = this.options.clock.now().getTime();
    if (this.cached && now - this.cached.at < this.options.cacheMs) return this.cached.snapshot;
    try {
      const response = await (this.options.fetchImpl ?? fetch)(this.options.url, {
        headers: { accept: 'application/json', ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}) },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`rate feed answered ${response.status}`);
      const feed = rateFeedSchema.parse(await response.json());
      const snapshot: RatesSnapshot = { ...feed, isSample: false };
      this.cached = { at: now, snapshot };
      return snapshot;
    } catch (error) {
      this.options.log.error(`interest rates unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return { productRates: [], asOf: null, source: 'Rates unavailable', isSample: false };
    }
  }
}

export type RatesConfig = { provider: 'sample' } | { provider: 'feed'; feedUrl: string; feedToken: string | null };

export function ratesProviderFor(config: RatesConfig, clock: Clock, log: FeedRatesOptions['log']): RatesProvider {
  if (config.provider === 'feed') return new FeedRatesProvider({ url: config.feedUrl, token: config.feedToken, cacheMs: 30 * 60_000, clock, log });
  return new SampleRatesProvider();
}

/** RATES_PROVIDER=feed with RATES_FEED_URL (https, or http on localhost) uses the feed; anything else the samples. */
export function ratesConfigFromEnv(env: NodeJS.ProcessEnv): RatesConfig {
  const url = env.RATES_FEED_URL?.trim();
  const usable = !!url && /^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)[:/])/.test(url);
  if (env.RATES_PROVIDER === 'feed' && usable) return { provider: 'feed', feedUrl: url, feedToken: env.RATES_FEED_TOKEN || null };
  return { provider: 'sample' };
}
