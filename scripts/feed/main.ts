// Runs the local RESO feed on its own: node --import tsx scripts/feed/main.ts
import { startLocalFeed } from './localFeed';

const feed = await startLocalFeed();
console.log(`Local RESO feed at ${feed.url} (token: ${feed.tokenUrl}), ${feed.store.size} homes`);
const stop = () => void feed.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
