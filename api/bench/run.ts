/**
 * API benchmark: throughput and latency of search and AutoSuggest on the seeded data, then search
 * latency as the listings table grows (27k, 10x, 40x). Prints JSON and writes bench/api.json.
 *
 *   node --import tsx api/bench/run.ts            (from the repository root)
 *
 * BENCH_SECONDS sets the load duration per scenario (default 5), BENCH_SCALES the growth factors
 * (default 1,10,40), BENCH_PARTS which parts run (default `http,scale`; `scale` alone measures only
 * the growing table). At every scale the search mix of searchMix.ts (distinct viewport searches at
 * 20 and 50 connections) runs against an API on that table, so p99 can be compared across scales.
 * Everything runs on 127.0.0.1 against throw-away databases in the temp folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request as LoadRequest, type Result as LoadResult } from 'autocannon';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/pglite';
import { localFeedEnv, startLocalFeed } from '../../scripts/feed';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../../bench/api.json', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SCALES = (process.env.BENCH_SCALES ?? '1,10,40').split(',').map(Number);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'http,scale').split(',').map((p) => p.trim()));
const SEARCH_MIX = fileURLToPath(new URL('./searchMix.ts', import.meta.url));
const CONNECTIONS = 8;
const CLIENT = { 'x-client-token': 'homeward-web' };
const JSON_HEADERS = { ...CLIENT, 'content-type': 'application/json' };

const log = (message: string) => process.stderr.write(`${message}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  url: string;
  child: ChildProcess;
  output: string[];
  startedInMs: number;
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PGLITE_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-only-password',
      // All load comes from one address: the per-address limit would answer most of it 429.
      RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (c) => output.push(String(c)));
  child.stderr?.on('data', (c) => output.push(String(c)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url, child, output, startedInMs: Math.round(performance.now() - started) };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
}

const SEARCHES = [
  { searchText: 'Seattle, WA' },
  { searchText: 'Bellevue, WA', criteria: { beds: { low: 3 }, price: { high: 1_500_000 } } },
  { searchText: '98004' },
  { searchText: 'Cambridge, MA', criteria: { listingTypes: ['RESI', 'COND', 'MULT'] } },
  { searchText: 'Redmond, WA', criteria: { listingStatuses: ['A', 'SoldLast90'], listingTypes: [] } },
  { searchText: 'Seattle, WA', page: 3, sort: 'priceDesc' },
];
const SUGGESTIONS = ['Bel', 'Seat', '980', 'Camb', '2100', 'Redm', 'Mass', 'Kirk'];

function summary(result: LoadResult) {
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function load(url: string, requests: LoadRequest[]) {
  return summary(await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests }));
}

const searchRequests = () => SEARCHES.map((body) => ({ method: 'POST', path: '/api/v2/Listings/Search', headers: JSON_HEADERS, body: JSON.stringify(body) }));
const suggestRequests = () => SUGGESTIONS.map((text) => ({ method: 'GET', path: `/api/v2/Listings/AutoSuggest?text=${encodeURIComponent(text)}`, headers: CLIENT }));

/** Searches that rarely repeat (cities × price caps × pages × orders), so the cache cannot hide their cost. */
function variedSearchRequests(): LoadRequest[] {
  const cities = ['Seattle, WA', 'Bellevue, WA', 'Redmond, WA', 'Kirkland, WA', 'Renton, WA', 'Cambridge, MA', '98004', '98103'];
  const sorts = ['daysOnMarket', 'priceAsc', 'priceDesc', 'sqftDesc'];
  const requests: LoadRequest[] = [];
  for (const [i, searchText] of cities.entries()) {
    for (let cap = 0; cap < 12; cap++) {
      const body = { searchText, page: 1 + (cap % 3), sort: sorts[(cap + i) % sorts.length], criteria: { price: { high: 400_000 + cap * 75_000 }, beds: { low: 1 + (cap % 4) }, listingTypes: [] } };
      requests.push({ method: 'POST', path: '/api/v2/Listings/Search', headers: JSON_HEADERS, body: JSON.stringify(body) });
    }
  }
  return requests;
}

/**
 * The figure of the hardening work: while 50 connections run varied searches, how quickly do
 * AutoSuggest and listing pages still answer (target: AutoSuggest p99 ≤ 50 ms, no timeouts)?
 */
async function mixedScenario(url: string) {
  const first = await fetch(`${url}/api/v2/Listings/Search`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ searchText: 'Seattle, WA' }) });
  const mlsNumbers = ((await first.json()) as { data: { data: Array<{ mls: string }> } }).data.data.map((l) => l.mls).slice(0, 10);
  const background = autocannon({ url, connections: 50, duration: SECONDS + 2, requests: variedSearchRequests(), timeout: 10 });
  // Let the search load build up before measuring.
  await new Promise((r) => setTimeout(r, 1000));
  // Probes time out within the window, so an answer that never comes counts as an error rather
  // than leaving the figures at zero.
  const probeTimeout = Math.max(1, SECONDS - 1);
  const [autosuggest, listingDetail] = await Promise.all([
    autocannon({ url, connections: 2, duration: SECONDS, requests: suggestRequests(), timeout: probeTimeout }),
    autocannon({ url, connections: 2, duration: SECONDS, requests: mlsNumbers.map((mls) => ({ method: 'GET', path: `/api/v2/Listings/${mls}`, headers: CLIENT })), timeout: probeTimeout }),
  ]);
  const searches = await background;
  return {
    searches: { ...summary(searches), busy503: searches.statusCodeStats?.['503']?.count ?? 0 },
    autosuggestDuringLoad: summary(autosuggest),
    listingDetailDuringLoad: summary(listingDetail),
  };
}

async function httpScenarios(dataDir: string) {
  log('starting the API on a fresh database (creates it and replicates the homes from the local feed)...');
  const feed = await startLocalFeed({ port: 0, host: '127.0.0.1', limit: null, pacePerMinute: 0, stateDir: null });
  const cold = await startServer(dataDir, { SEARCH_CACHE_ENTRIES: '0', LOG_LEVEL: 'info', ...localFeedEnv(feed) });
  await feed.close();
  const loadLine = cold.output.join('').match(/initial load done in (\d+) ms: (\d+) stored/);
  const firstStart = { millis: cold.startedInMs, listings: loadLine ? Number(loadLine[2]) : null, initialLoadMillis: loadLine ? Number(loadLine[1]) : null };
  log(`  up in ${cold.startedInMs} ms; AutoSuggest load...`);
  const autosuggest = await load(cold.url, suggestRequests());
  log('  search load (no result cache)...');
  const search = await load(cold.url, searchRequests());
  await stopServer(cold);

  const warm = await startServer(dataDir, { LOG_LEVEL: 'warn' });
  log(`  restarted on the existing database in ${warm.startedInMs} ms; search load (result cache on)...`);
  const searchCached = await load(warm.url, searchRequests());
  log('  mixed load: 50 connections of varied searches, AutoSuggest and listing pages measured meanwhile...');
  const mixedLoad = await mixedScenario(warm.url);
  await stopServer(warm);
  return { firstStart, restartMillis: warm.startedInMs, autosuggest, search, searchCached, mixedLoad };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

/**
 * Copies of every listing, each copy moved as a block well away from the others and given its own
 * (made-up) zip codes, so the table grows while what a given search matches stays the same.
 */
async function growTo(dataDir: string, factor: number, current: number): Promise<void> {
  const db = await openPglite(dataDir);
  try {
    for (let k = current; k < factor; k++) {
      await db.query(
        `INSERT INTO listings (mls, source, state, city, zipcode, address, unit, address_is_sample, search_address, search_street, latitude,
           longitude, list_price, status, property_type, bedrooms, baths, total_square_foot, year_built, hoa, min_school_rating,
           minutes_on_market, days_on_market, new_construction, open_houses, is_live, sold_days_ago, photo_count, agent_id, cash_back, search_tuple)
         SELECT c.new_mls, source, state, city, 'copy' || $1 || '-' || zipcode, address, unit, address_is_sample, search_address, search_street, c.new_lat, c.new_lng,
                list_price, status, property_type, bedrooms, baths, total_square_foot, year_built, hoa, min_school_rating, minutes_on_market,
                days_on_market, new_construction, open_houses, is_live, sold_days_ago, photo_count, agent_id, cash_back,
                json_build_array(c.new_mls, c.new_lat, c.new_lng, list_price, status, property_type, bedrooms, baths, total_square_foot,
                  year_built, hoa, min_school_rating, days_on_market, new_construction, open_houses, sold_days_ago, is_live)::text
           FROM (SELECT '9' || lpad($1::text, 2, '0') || mls AS new_mls, latitude + $2 AS new_lat, longitude + $3 AS new_lng, *
                   FROM listings WHERE mls NOT LIKE '9%') c`,
        [k, 0.6 * (1 + (k % 8)), -0.9 * (1 + Math.floor(k / 8))],
      );
    }
    await db.exec('VACUUM ANALYZE listings');
  } finally {
    await db.close();
  }
}

/** Resident memory of a process now and at its peak, in MB (Linux /proc; null elsewhere). */
function memoryOf(pid: number | undefined): { rssMb: number; peakRssMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** The search mix (searchMix.ts, its own process) against an API started on `dataDir`. */
async function searchMixOn(dataDir: string) {
  const server = await startServer(dataDir, { LOG_LEVEL: 'warn' });
  try {
    log(`  API up in ${server.startedInMs} ms; search mix...`);
    const child = spawn(process.execPath, ['--import', 'tsx', SEARCH_MIX], {
      cwd: API_DIR,
      env: { ...process.env, BENCH_API_URL: server.url, BENCH_SECONDS: String(SECONDS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (c) => (out += String(c)));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    if (code !== 0) return { error: `search mix exited ${code}` };
    const mix = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { seattleAnswer: unknown; coldSummary: unknown; loads: unknown };
    return { apiStartMillis: server.startedInMs, apiMemory: memoryOf(server.child.pid), seattleAnswer: mix.seattleAnswer, coldSummary: mix.coldSummary, loads: mix.loads };
  } finally {
    await stopServer(server);
  }
}

async function scaleScenarios(dataDir: string) {
  const results = [];
  let current = 1;
  for (const factor of SCALES) {
    if (factor > current) {
      log(`growing the listings table to ${factor}x...`);
      const started = performance.now();
      await growTo(dataDir, factor, current);
      log(`  grown in ${Math.round(performance.now() - started)} ms`);
      current = factor;
    }
    log(`${factor}x: search mix over HTTP...`);
    const searchMix = await searchMixOn(dataDir);
    const app = await buildApp({ env: { PGLITE_DIR: dataDir, SEARCH_CACHE_ENTRIES: '0', NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-only-password' } });
    try {
      const { rows } = await app.homeward.db.query<{ n: number }>('SELECT count(*)::int AS n FROM listings');
      const measure = async (label: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
        const times: number[] = [];
        let matches: number | null = null;
        for (let i = 0; i < 12; i++) {
          const started = performance.now();
          const res = await app.inject({ method, url, headers: body ? JSON_HEADERS : CLIENT, ...(body ? { payload: JSON.stringify(body) } : {}) });
          times.push(performance.now() - started);
          if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (method === 'POST') matches = (res.json() as { data: { total: number } }).data.total;
        }
        const steady = times.slice(2);
        return { p50Ms: percentile(steady, 50), p99Ms: percentile(steady, 99), ...(matches !== null ? { matches } : {}) };
      };
      const entry = {
        factor,
        listings: rows[0].n,
        searchSeattle: await measure('Seattle', 'POST', '/api/v2/Listings/Search', { searchText: 'Seattle, WA' }),
        searchBellevueFiltered: await measure('Bellevue', 'POST', '/api/v2/Listings/Search', { searchText: 'Bellevue, WA', criteria: { beds: { low: 3 }, price: { high: 1_500_000 } } }),
        searchZip: await measure('zip', 'POST', '/api/v2/Listings/Search', { searchText: '98004' }),
        autosuggestAddress: await measure('suggest', 'GET', '/api/v2/Listings/AutoSuggest?text=Maple'),
        searchMix,
      };
      log(`  ${entry.listings} listings: Seattle p50 ${entry.searchSeattle.p50Ms} ms (${entry.searchSeattle.matches} matches)`);
      results.push(entry);
    } finally {
      await app.close();
    }
  }
  return results;
}

/**
 * How fast the machine is right now: the same fixed work (brotli at quality 1 over about 50 KB of
 * JSON, as a search answer is compressed) timed before and after the scenarios, with the kernel's CPU pressure
 * (the share of time something waited for a CPU) where Linux reports it. On shared machines the
 * speed drifts by a third within an hour; figures from two runs compare only at similar speeds.
 */
function machineSpeed() {
  const body = Buffer.from(
    JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ mls: String(2_100_000 + i), price: 400_000 + ((i * 7919) % 900_000), beds: 1 + (i % 5), city: ['Seattle', 'Bellevue', 'Redmond'][i % 3], photo: `/api/v2/media/listing/${2_100_000 + i}/1.svg` }))),
  );
  const options = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 } };
  for (let i = 0; i < 100; i++) brotliCompressSync(body, options);
  const started = performance.now();
  // 1,000 times: the milliseconds they take are the microseconds one takes.
  for (let i = 0; i < 1000; i++) brotliCompressSync(body, options);
  let cpuPressureAvg10: number | null = null;
  try {
    cpuPressureAvg10 = Number(/some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? NaN);
    if (!Number.isFinite(cpuPressureAvg10)) cpuPressureAvg10 = null;
  } catch {
    // Not Linux, or no pressure information.
  }
  return { brotliMicrosPerAnswer: Math.round(performance.now() - started), jsonBytes: body.length, cpuPressureAvg10 };
}

const speedBefore = machineSpeed();
const root = mkdtempSync(join(tmpdir(), 'homeward-bench-'));
try {
  const httpDir = join(root, 'http');
  const scaleDir = join(root, 'scale');
  mkdirSync(httpDir);
  mkdirSync(scaleDir);
  const http = PARTS.has('http') ? await httpScenarios(httpDir) : 'skipped (BENCH_PARTS)';
  const scale = PARTS.has('scale') ? await scaleScenarios(scaleDir) : 'skipped (BENCH_PARTS)';
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version, speed: { before: speedBefore, after: machineSpeed() } },
    settings: { secondsPerScenario: SECONDS, connections: CONNECTIONS, database: 'PGlite (embedded, on disk)' },
    http,
    scale,
  };
  mkdirSync(fileURLToPath(new URL('../../bench/', import.meta.url)), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
