/**
 * MLS feed benchmark: the initial load of every seeded home from the local RESO feed into a fresh
 * embedded database, then an incremental pull of 1,000 changes, timed until the search index
 * answers with them. Prints JSON and writes bench/feed.json.
 *   node --import tsx api/bench/feed.ts            (from the repository root)
 *
 * BENCH_FEED_SCALE=40 measures the initial load only, of 40 times the seeded homes (each copy a home
 * of its own), with the local feed in a process of its own so the memory reported is the replica's:
 * this process's replication and its embedded database. Writes bench/feed-scale.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_FEED_CLIENT_ID, LOCAL_FEED_CLIENT_SECRET, startLocalFeed } from '../../scripts/feed';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { initDatabase } from '../src/db/init';
import { openPglite } from '../src/db/pglite';
import { feedConfigFromEnv } from '../src/modules/feed/config';
import { FeedReplicator } from '../src/modules/feed/replicator';
import { ListingIndex } from '../src/modules/listings/listingIndex';

const OUTPUT = fileURLToPath(new URL('../../bench/feed.json', import.meta.url));
const CHANGES = 1000;
const log = (message: string) => process.stderr.write(`${message}\n`);
const quiet = { info: () => undefined, warn: log, error: log };
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** The local feed in a child process, serving every home `scale` times; resolves with its address. */
async function startFeedProcess(scale: number): Promise<{ url: string; tokenUrl: string; size: number; close(): void }> {
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/feed/main.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, LOCAL_FEED_PORT: String(port), LOCAL_FEED_SCALE: String(scale), LOCAL_FEED_PACE: '0', LOCAL_FEED_DIR: mkdtempSync(join(tmpdir(), 'homeward-feed-state-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out);
    });
    child.on('exit', (code) => reject(new Error(`the local feed exited (${code})`)));
  });
  const size = Number(/, (\d+) homes/.exec(line)?.[1] ?? 0);
  return { url: `http://127.0.0.1:${port}/odata`, tokenUrl: `http://127.0.0.1:${port}/oauth2/token`, size, close: () => child.kill() };
}

/** The initial load alone, at `scale` times the seed, into an embedded database on disk. */
async function scaledLoad(scale: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homeward-feed-bench-'));
  const feed = await startFeedProcess(scale);
  let peakRss = rssMb();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb())), 200);
  const db = await openPglite(dataDir);
  try {
    await initDatabase(db, loadConfig({}), systemClock, quiet);
    const config = { ...feedConfigFromEnv({}), url: feed.url, tokenUrl: feed.tokenUrl, clientId: LOCAL_FEED_CLIENT_ID, clientSecret: LOCAL_FEED_CLIENT_SECRET, autoStart: false };
    const replicator = new FeedReplicator(db, config, systemClock, { ...quiet, info: log });
    log(`initial load of ${feed.size} homes (${scale} x the seed)...`);
    const initial = await replicator.pull();
    await replicator.stop();
    clearInterval(sampler);
    const report = {
      scale,
      records: feed.size,
      initialLoad: { millis: initial.millis, minutes: Math.round((initial.millis / 60_000) * 10) / 10, fetchMillis: initial.fetchMillis, storeMillis: initial.storeMillis, stored: initial.stored, skipped: initial.skipped, pages: initial.pages, recordsPerSecond: Math.round((initial.stored / initial.millis) * 1000) },
      peakRssMb: Math.max(peakRss, rssMb()),
      loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
    };
    const output = OUTPUT.replace(/feed\.json$/, 'feed-scale.json');
    writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    clearInterval(sampler);
    await db.close();
    feed.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const scale = Number(process.env.BENCH_FEED_SCALE ?? 1);
  if (scale > 1) return scaledLoad(scale);
  const dataDir = mkdtempSync(join(tmpdir(), 'homeward-feed-bench-'));
  let peakRss = rssMb();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb())), 200);
  const feedStarted = performance.now();
  const feed = await startLocalFeed({ port: 0, host: '127.0.0.1', limit: null, pacePerMinute: 0, stateDir: null });
  const feedStartMillis = Math.round(performance.now() - feedStarted);
  const db = await openPglite(dataDir);
  try {
    await initDatabase(db, loadConfig({}), systemClock, quiet);
    const config = { ...feedConfigFromEnv({}), url: feed.url, tokenUrl: feed.tokenUrl, clientId: LOCAL_FEED_CLIENT_ID, clientSecret: LOCAL_FEED_CLIENT_SECRET, autoStart: false };
    const replicator = new FeedReplicator(db, config, systemClock, quiet);
    log(`initial load of ${feed.store.size} homes...`);
    const initial = await replicator.pull();
    log(`  ${initial.stored} stored in ${initial.millis} ms`);
    const index = new ListingIndex(db);
    const before = await index.get();

    // 1,000 changes at the source: price cuts, and sales of homes under contract.
    let made = 0;
    const changed = new Set<string>();
    for (let i = 0; made < CHANGES && i < feed.store.size; i++) {
      const record = feed.store.at((i * 7919) % feed.store.size)!;
      if (changed.has(record.ListingKey)) continue;
      changed.add(record.ListingKey);
      if (feed.market.apply(record.ListingKey, 'price_cut') || feed.market.apply(record.ListingKey, 'sold')) made += 1;
    }
    log(`incremental pull of ${made} changes...`);
    const pullStarted = performance.now();
    const incremental = await replicator.pull();
    const pulledMillis = Math.round(performance.now() - pullStarted);
    // What every API process does on its next look at listings_version: read the listings again.
    const after = await index.reload();
    const visibleMillis = Math.round(performance.now() - pullStarted);
    await replicator.stop();
    clearInterval(sampler);
    const report = {
      homes: feed.store.size,
      feedStartMillis,
      initialLoad: { millis: initial.millis, fetchMillis: initial.fetchMillis, storeMillis: initial.storeMillis, stored: initial.stored, skipped: initial.skipped, pages: initial.pages, recordsPerSecond: Math.round((initial.stored / initial.millis) * 1000) },
      incremental: {
        changes: made,
        stored: incremental.stored,
        events: incremental.events,
        pullMillis: pulledMillis,
        fetchMillis: incremental.fetchMillis,
        storeMillis: incremental.storeMillis,
        visibleInSearchMillis: visibleMillis,
        indexVersionMoved: before.version !== after.version,
      },
      peakRssMb: Math.max(peakRss, rssMb()),
      // Extrapolated, not measured: 40x the data at the initial load's measured rate, on a machine as busy as this run's.
      extrapolated40x: { records: feed.store.size * 40, minutes: Math.round((feed.store.size * 40 * (initial.millis / Math.max(1, initial.stored))) / 60_000) },
      loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
    };
    mkdirSync(join(OUTPUT, '..'), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    clearInterval(sampler);
    await db.close();
    await feed.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
