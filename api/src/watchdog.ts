import { Worker } from 'node:worker_threads';

/**
 * Ends the process when its event loop stops turning (a synchronous engine stuck in a loop answers
 * nothing, not even SIGTERM). A worker thread expects a heartbeat; when none comes for `stallMs`
 * it logs one line and kills the whole process, so the supervisor starts a fresh one. A process
 * that was paused as a whole (SIGSTOP, a suspended container or machine) is not hung: the watchdog
 * thread was paused with it, which it sees as a gap in its own ticks, and it starts counting afresh.
 */
export function startEventLoopWatchdog(stallMs: number, intervalMs = 500): () => void {
  const shared = new Int32Array(new SharedArrayBuffer(4));
  const source = `
    const { workerData } = require('node:worker_threads');
    const beat = new Int32Array(workerData.buffer);
    const every = Math.min(1000, workerData.stallMs / 4);
    let last = Atomics.load(beat, 0);
    let since = Date.now();
    let ticked = Date.now();
    setInterval(() => {
      const paused = Date.now() - ticked > every * 3;
      ticked = Date.now();
      const now = Atomics.load(beat, 0);
      if (now !== last || paused) { last = now; since = Date.now(); return; }
      if (Date.now() - since > workerData.stallMs) {
        process.stderr.write('FATAL: the API event loop has been blocked for ' + (Date.now() - since) + ' ms; ending the process so it can be restarted\\n');
        process.kill(workerData.pid, 'SIGKILL');
      }
    }, every);
  `;
  const worker = new Worker(source, { eval: true, workerData: { buffer: shared.buffer, stallMs, pid: process.pid } });
  worker.unref();
  const timer = setInterval(() => Atomics.add(shared, 0, 1), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    void worker.terminate();
  };
}
