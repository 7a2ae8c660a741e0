// The local RESO feed for API tests: in this process on a free port, serving the seed's homes with
// the market still (a test makes each change happen through the feed's control), dated from the
// test clock so the replicated homes read exactly as the seed made them.
import { LOCAL_FEED_CLIENT_ID, LOCAL_FEED_CLIENT_SECRET, startLocalFeed, type RunningFeed } from '../../scripts/feed';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { feedConfigFromEnv, type FeedConfig } from '../src/modules/feed/config';
import { FeedReplicator } from '../src/modules/feed/replicator';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function startTestFeed(clock: Clock, seedLimit: number | null): Promise<RunningFeed> {
  const feed = await startLocalFeed({ port: 0, host: '127.0.0.1', limit: seedLimit, pacePerMinute: 0, stateDir: null, now: () => clock.now() });
  feed.unref();
  return feed;
}

/** The API's feed settings for a running local feed (pulls only when a test asks). */
export function testFeedConfig(feed: RunningFeed, overrides: Partial<FeedConfig> = {}): FeedConfig {
  return {
    ...feedConfigFromEnv({}),
    url: feed.url,
    tokenUrl: feed.tokenUrl,
    clientId: LOCAL_FEED_CLIENT_ID,
    clientSecret: LOCAL_FEED_CLIENT_SECRET,
    autoStart: false,
    ...overrides,
  };
}

/** Loads the seed's homes into a new database by replicating them from a local feed. */
export async function replicateSeed(db: Db, clock: Clock, seedLimit: number | null): Promise<void> {
  const feed = await startTestFeed(clock, seedLimit);
  try {
    const replicator = new FeedReplicator(db, testFeedConfig(feed), clock, quiet);
    await replicator.pull();
    await replicator.stop();
  } finally {
    await feed.close();
  }
}

/** Asks the local feed's control for a change now (a price, a sale, a withdrawal…). */
export async function feedControl(feed: RunningFeed, path: 'change' | 'records' | 'faults' | 'pace', body: unknown): Promise<Response> {
  const origin = new URL(feed.url).origin;
  const token = (await (await fetch(feed.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: LOCAL_FEED_CLIENT_ID, client_secret: LOCAL_FEED_CLIENT_SECRET }).toString(),
  })).json()) as { access_token: string };
  return fetch(`${origin}/control/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
