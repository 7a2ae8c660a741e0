// Runs the API as supervised worker processes: API_PROCESSES of them (PostgreSQL only; the
// embedded database allows exactly one), sharing one port, each restarted when it ends abnormally
// (a fatal database error, a stalled event loop). `npm start` runs the API through this.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defaultSearchWorkers } from './searchThreads';
import { EXIT_CONFIG } from './exitCodes';

const requested = Number.parseInt(process.env.API_PROCESSES ?? '1', 10);
const wanted = Number.isFinite(requested) && requested > 0 ? requested : 1;
if (wanted > 1 && !process.env.DATABASE_URL) {
  process.stderr.write(
    `API_PROCESSES=${wanted} needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only. Starting one process.\n`,
  );
}
const count = process.env.DATABASE_URL ? wanted : 1;
/**
 * A process that keeps ending (its storage refuses writes, its database is down) is restarted with
 * a growing pause, never given up on: the API comes back by itself once what it needs returns. The
 * pause stays short enough that it serves again within seconds of that.
 */
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2_000;
/** A process that ran this long before ending was healthy: the next restart starts the pauses over. */
const HEALTHY_RUN_MS = 60_000;

// Each process searches on a thread of its own when the machine has a core to spare for every one.
process.env.SEARCH_WORKERS ??= defaultSearchWorkers(count);

// Every worker shares this start's outbox secret, so one file describes them all.
process.env.DEV_OUTBOX_SECRET ||= randomBytes(24).toString('base64url');

// One process has nothing to balance, so it takes its connections from the shared socket itself.
// Handed out by this process instead (round-robin), connections still on their way to a process
// that ends stay open here with nobody to answer them once no process is left (Node issue 21746):
// their callers wait until they give up rather than being refused and trying again.
if (count === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;

cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)) });

let stopping = false;
let failuresInARow = 0;
const startedAt = new Map<number, number>();
const fork = () => {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
};
for (let i = 0; i < count; i++) fork();

cluster.on('exit', (worker: Worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  if (code === EXIT_CONFIG) {
    process.stderr.write('The API cannot start with this configuration (see above); not restarting.\n');
    process.exit(code);
  }
  const ran = Date.now() - (startedAt.get(worker.id) ?? 0);
  startedAt.delete(worker.id);
  failuresInARow = ran >= HEALTHY_RUN_MS ? 1 : failuresInARow + 1;
  const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (failuresInARow - 1));
  process.stderr.write(`API process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting a new one in ${pause} ms\n`);
  setTimeout(fork, pause);
});

const stop = () => {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (workers.length === 0) process.exit(0);
  for (const worker of workers) worker?.process.kill('SIGTERM');
  setTimeout(() => process.exit(0), 12_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
