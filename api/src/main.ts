import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { defaultSearchWorkers } from './searchThreads';
import { armFaultInjection, onDatabaseFatal } from './db/fatal';
import { FolderLockedError } from './db/folderLock';
import { EXIT_CONFIG, EXIT_DATABASE_FATAL } from './exitCodes';
import { startEventLoopWatchdog } from './watchdog';


// Searches run on a second core beside HTTP when there is one (the supervisor sets it first for several processes).
process.env.SEARCH_WORKERS ??= defaultSearchWorkers();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A provider setting that cannot work stops the start with one clear line, never a silent fallback.
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }
  throw error;
}

// A broken database must not leave a process that answers nothing: log one clear line and end.
onDatabaseFatal((error) => {
  process.stderr.write(`FATAL: ${error.message}; the API process is ending so it can be restarted\n`);
  process.exit(EXIT_DATABASE_FATAL);
});

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ logger: { level: config.logLevel } });
} catch (error) {
  if (error instanceof FolderLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }
  // A start that fails (its storage still refuses, its database is down) says why in one line and
  // ends; the supervisor tries again shortly.
  process.stderr.write(`The API could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// Listings arrive from the feed. A fresh database's first load is awaited, so the API answers
// searches with its homes once it listens; with homes stored, replication goes on beside requests.
if (config.feed.url && config.feed.autoStart) {
  const empty = (await app.homeward.db.query('SELECT 1 FROM listings LIMIT 1')).rows.length === 0;
  const first = app.homeward.feed.start();
  if (empty) {
    app.log.info('loading the listings from the feed before answering');
    await first;
  }
}

const stopWatchdog = startEventLoopWatchdog(Number(process.env.WATCHDOG_STALL_MS) || 30_000);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  // A close that hangs (a stuck database) must not keep the process alive.
  setTimeout(() => process.exit(1), 10_000).unref();
  stopWatchdog();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Homeward API on http://${config.host}:${config.port}`);
if (config.dbFaultAfterWrites) armFaultInjection();

// Local tools (the browser tests) find the development outbox here; it is never served publicly.
if (app.homeward.config.devRoutes && config.devOutboxFile) {
  const file = config.devOutboxFile;
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  const address = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  writeFileSync(partial, JSON.stringify({ url: `http://${address}:${config.port}`, secret: config.devOutboxSecret }), { mode: 0o600 });
  renameSync(partial, file);
}
