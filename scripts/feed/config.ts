// Settings of the local RESO feed and the variables the API reads to replicate from it.
import path from 'node:path';
import { ROOT } from '../lib/slices';
import { DEFAULT_FEED_PORT, LOCAL_FEED_CLIENT_ID, LOCAL_FEED_CLIENT_SECRET } from './credentials';

export { DEFAULT_FEED_PORT, LOCAL_FEED_CLIENT_ID, LOCAL_FEED_CLIENT_SECRET };

/** Changes a minute of the simulated market by default: several homes listed, re-priced or sold. */
export const DEFAULT_MARKET_PACE = 6;

export interface LocalFeedOptions {
  port?: number;
  host?: string;
  /** The feed's origin as the API reaches it. */
  publicUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** Serve about this many of the seeded homes (an evenly spread subset); null serves all. */
  limit?: number | null;
  /** Market changes a minute; 0 keeps the market still (tests make changes through /control). */
  pacePerMinute?: number;
  /** Where the feed keeps its start time and journal of changes; null keeps them in memory. */
  stateDir?: string | null;
  now?: () => Date;
  /** Serve every home this many times, each copy a home of its own (load benchmarks only; 1 otherwise). */
  scale?: number;
}

export function localFeedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Required<LocalFeedOptions> {
  const port = Number(env.LOCAL_FEED_PORT) || DEFAULT_FEED_PORT;
  const pace = env.LOCAL_FEED_PACE === undefined || env.LOCAL_FEED_PACE === '' ? DEFAULT_MARKET_PACE : Number(env.LOCAL_FEED_PACE);
  return {
    port,
    host: '127.0.0.1',
    publicUrl: `http://127.0.0.1:${port}`,
    clientId: LOCAL_FEED_CLIENT_ID,
    clientSecret: LOCAL_FEED_CLIENT_SECRET,
    limit: env.SEED_LIMIT ? Number(env.SEED_LIMIT) : null,
    pacePerMinute: Number.isFinite(pace) && pace >= 0 ? pace : DEFAULT_MARKET_PACE,
    stateDir: env.LOCAL_FEED_DIR ?? path.join(ROOT, '.data', 'local-feed'),
    now: () => new Date(),
    scale: Math.max(1, Math.floor(Number(env.LOCAL_FEED_SCALE) || 1)),
  };
}

/** The variables the API reads to replicate from the local feed (api/src/config.ts). */
export function localFeedEnv(feed: { url: string; tokenUrl: string }): Record<string, string> {
  return {
    FEED_URL: feed.url,
    FEED_TOKEN_URL: feed.tokenUrl,
    FEED_CLIENT_ID: LOCAL_FEED_CLIENT_ID,
    FEED_CLIENT_SECRET: LOCAL_FEED_CLIENT_SECRET,
  };
}
