import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FeedRatesProvider, ratesConfigFromEnv, SampleRatesProvider } from '../src/providers/rates';

const clock = { now: () => new Date('2026-03-04T18:00:00Z') };
const feed = { productRates: [{ rate: 6.5, apr: 6.61, metadata: { description: '30-Year Fixed' } }], asOf: '2026-03-04', source: 'Example rate survey' };

describe('rates providers', () => {
  it('labels sample rates as samples and never dates them', async () => {
    const snapshot = await new SampleRatesProvider().current();
    assert.equal(snapshot.isSample, true);
    assert.equal(snapshot.asOf, null);
    assert.match(snapshot.source, /Sample rates for illustration only/);
  });

  it('reads a configured feed, caches it, and answers an empty list when it fails', async () => {
    let calls = 0;
    let answer: Response = Response.json(feed);
    const errors: string[] = [];
    const provider = new FeedRatesProvider({
      url: 'https://rates.example/feed',
      token: 'secret',
      cacheMs: 60_000,
      clock,
      log: { error: (m) => errors.push(m) },
      fetchImpl: async (_url, init) => {
        calls++;
        assert.equal(new Headers(init?.headers).get('authorization'), 'Bearer secret');
        return answer;
      },
    });
    assert.deepEqual(await provider.current(), { ...feed, isSample: false });
    await provider.current();
    assert.equal(calls, 1);

    const broken = new FeedRatesProvider({ url: 'https://rates.example/feed', token: null, cacheMs: 0, clock, log: { error: (m) => errors.push(m) }, fetchImpl: async () => answer });
    answer = Response.json({ productRates: 'nope' });
    assert.deepEqual((await broken.current()).productRates, []);
    answer = new Response('down', { status: 503 });
    assert.deepEqual((await broken.current()).productRates, []);
    assert.equal(errors.length, 2);
  });

  it('uses the feed only when it is configured with a usable address', () => {
    assert.deepEqual(ratesConfigFromEnv({}), { provider: 'sample' });
    assert.deepEqual(ratesConfigFromEnv({ RATES_PROVIDER: 'feed' }), { provider: 'sample' });
    assert.deepEqual(ratesConfigFromEnv({ RATES_PROVIDER: 'feed', RATES_FEED_URL: 'http://evil.example/x' }), { provider: 'sample' });
    assert.deepEqual(ratesConfigFromEnv({ RATES_PROVIDER: 'feed', RATES_FEED_URL: 'https://rates.example/feed', RATES_FEED_TOKEN: 't' }), {
      provider: 'feed',
      feedUrl: 'https://rates.example/feed',
      feedToken: 't',
    });
  });
});
