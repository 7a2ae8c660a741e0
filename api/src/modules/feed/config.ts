/** Where listings come from: a RESO Web API source, replicated by ModificationTimestamp. */
export interface FeedConfig {
  /** The OData service root (…/odata); null replicates nothing (the listings stay as they are). */
  url: string | null;
  tokenUrl: string | null;
  clientId: string;
  clientSecret: string;
  /** Time between incremental pulls. */
  intervalMs: number;
  /** Records asked for per page ($top). */
  pageSize: number;
  /** The longest wait between attempts after an error with no Retry-After. */
  maxBackoffMs: number;
  /** How long a process holds the replication lease without renewing it. */
  leaseMs: number;
  /** The source's name shown beside its listings when its records do not name it. */
  sourceName: string;
  /** Pull every interval from the app's start (off where a test pulls when it chooses). */
  autoStart: boolean;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.round(n) : fallback;
};

export function feedConfigFromEnv(env: NodeJS.ProcessEnv): FeedConfig {
  return {
    url: env.FEED_URL ? env.FEED_URL.replace(/\/$/, '') : null,
    tokenUrl: env.FEED_TOKEN_URL || null,
    clientId: env.FEED_CLIENT_ID ?? '',
    clientSecret: env.FEED_CLIENT_SECRET ?? '',
    intervalMs: Math.max(1000, int(env.FEED_INTERVAL_SECONDS, 10) * 1000),
    pageSize: Math.min(1000, Math.max(1, int(env.FEED_PAGE_SIZE, 1000))),
    maxBackoffMs: Math.max(100, int(env.FEED_MAX_BACKOFF_SECONDS, 300) * 1000),
    leaseMs: Math.max(5000, int(env.FEED_LEASE_SECONDS, 120) * 1000),
    sourceName: env.FEED_SOURCE_NAME || 'MLS',
    autoStart: env.FEED_AUTOSTART !== 'off',
  };
}
