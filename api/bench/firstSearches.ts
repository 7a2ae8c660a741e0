/**
 * The first searches after a start (issue 14): starts the API on an existing PGlite folder, waits
 * BENCH_WAIT_MS (default 6,000) after it first answers, then asks, one after another, the first
 * search of each of 17 places and zips in three orders (51 searches nobody asked before) and prints
 * their mean, p50, p90 and max, with the process's memory. A started API prepares its busiest places
 * (warmPlaces) meanwhile; without that, each of these searches builds its place's area and order.
 *
 *   node --import tsx api/bench/firstSearches.ts <PGlite folder>
 *
 * The folder must hold a seeded database (e.g. one an earlier `npm start` or api/bench/run.ts made).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const dir = process.argv[2];
if (!dir) throw new Error('usage: firstSearches.ts <PGlite folder>');
const port = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});
const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: { ...process.env, PGLITE_DIR: dir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-only-password', RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
child.stdout.on('data', (c) => (log += c));
child.stderr.on('data', (c) => (log += c));
const url = `http://127.0.0.1:${port}`;
try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API stopped:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const upMillis = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, Number(process.env.BENCH_WAIT_MS ?? 6000)));
  const places = ['Seattle, WA', 'Bellevue, WA', 'Redmond, WA', 'Kirkland, WA', 'Renton, WA', 'Sammamish, WA', 'Issaquah, WA', 'Bothell, WA', 'Kent, WA', 'Mercer Island, WA', 'Cambridge, MA', '98004', '98103', '98033', '98052', '02139', '02138'];
  const times: number[] = [];
  for (const sort of ['daysOnMarket', 'priceAsc', 'priceDesc']) {
    for (const searchText of places) {
      const t = performance.now();
      const res = await fetch(`${url}/api/v2/Listings/Search`, {
        method: 'POST',
        headers: { 'x-client-token': 'homeward-web', 'content-type': 'application/json', 'accept-encoding': 'br' },
        body: JSON.stringify({ searchText, sort, criteria: { beds: { low: 2 } } }),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${searchText}: ${res.status}`);
      times.push(performance.now() - t);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10;
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]) / 1024);
  const prepared = log.match(/"msg":"(search: [^"]*prepared[^"]*)"/)?.[1] ?? null;
  const report = { upMillis, firstSearches: times.length, meanMs: Math.round((times.reduce((a, b) => a + b, 0) / times.length) * 10) / 10, p50Ms: at(0.5), p90Ms: at(0.9), maxMs: at(1), rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM'), prepared };
  process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  child.kill('SIGTERM');
}
