// Where the local RESO feed listens and its client credentials (read by browser tests too).

/** 8099 beside the default shell port; follows PORT when a second copy of the site runs. */
export const DEFAULT_FEED_PORT = Number(process.env.PORT ?? 8080) + 19;
/**
 * The local feed's client credentials. They open nothing but the local feed, which listens on the
 * loopback address, so they are safe to keep in the repository.
 */
export const LOCAL_FEED_CLIENT_ID = 'homeward-local';
export const LOCAL_FEED_CLIENT_SECRET = 'local-feed-secret';
