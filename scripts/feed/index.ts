export { startLocalFeed, type RunningFeed } from './localFeed';
export { DEFAULT_FEED_PORT, LOCAL_FEED_CLIENT_ID, LOCAL_FEED_CLIENT_SECRET, localFeedEnv, localFeedOptionsFromEnv, type LocalFeedOptions } from './config';
export { MARKET_ACTIONS, type MarketAction } from './market';
export { LOCAL_SOURCE_SYSTEM } from './records';
