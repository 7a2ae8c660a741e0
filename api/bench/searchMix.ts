/**
 * Search at scale (issue 14): a randomised mix of distinct viewport searches (places, zips,
 * viewports, filters, pages) against a running API, at 20 and 50 connections: req/s, p50, p99 and
 * bytes per answer (compressed, as browsers ask for it), plus the compressed size of a Seattle answer.
 *
 *   node --import tsx api/bench/searchMix.ts     (the site running: `PORT=… npm start`)
 *
 * First a warm-up pass of other distinct searches (not reported: it lets the process compile its
 * hot code and build what it keeps per place, as a server that has been up a while has), then two
 * phases, reported apart: a COLD pass at each connection count asks each search of its own set
 * of distinct searches exactly once (nothing of it can come from the answer cache: the sets of 20
 * and 50 connections do not overlap), then a WARM run of BENCH_SECONDS at each count goes round
 * the first set again (its answers then come from the answer cache, when it is on and holds them all).
 *
 * BENCH_API_URL picks the API (default: the API of the site at PORT), BENCH_SECONDS the duration
 * of each warm run (default 10), BENCH_DISTINCT the distinct searches per cold pass (default 1,200),
 * BENCH_COLD_PASSES the cold passes at each count (default 3; `coldSummary` gives their median and range),
 * BENCH_WARMUP the searches of the warm-up pass (default 2,400).
 * Prints one JSON object. The API's per-address limit counts
 * these requests too: start the API with RATE_LIMIT_PER_MINUTE=0 (as api/bench/run.ts does), or
 * the later loads are answered 429 (`non2xx` in the output).
 */
import autocannon, { type Request as LoadRequest } from 'autocannon';
import { gzipSync } from 'node:zlib';

const SHELL_PORT = Number(process.env.PORT ?? 8080);
const API_URL = process.env.BENCH_API_URL ?? `http://127.0.0.1:${SHELL_PORT + 10}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DISTINCT = Math.max(1, Number(process.env.BENCH_DISTINCT ?? 1200));
/** Cold passes per connection count, each over searches of its own: one pass lasts about a second, so its p99 rests on a dozen answers. */
const COLD_PASSES = Math.max(1, Number(process.env.BENCH_COLD_PASSES ?? 3));
/**
 * Searches of the unreported warm-up pass. After 600, the first cold pass still ran at 49–76 % of
 * the rate of the two after it, at 1x, 10x and 40x alike (the process was still compiling its hot
 * code); after 2,400 the three passes ran alike.
 */
const WARM_UP = Math.max(0, Number(process.env.BENCH_WARMUP ?? 2400));
const HEADERS = { 'x-client-token': 'homeward-web', 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const PLACES = [
  'Seattle, WA', 'Bellevue, WA', 'Redmond, WA', 'Kirkland, WA', 'Renton, WA', 'Sammamish, WA', 'Issaquah, WA', 'Bothell, WA',
  'Kent, WA', 'Mercer Island, WA', 'Cambridge, MA', '98004', '98103', '98033', '98052', '02139', '02138',
];

/** A small deterministic generator, so every run asks the same mix. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Centre {
  lat: number;
  lng: number;
  zoom: number;
}

async function centreOf(searchText: string): Promise<Centre> {
  const res = await fetch(`${API_URL}/api/v2/Listings/Search`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ searchText }) });
  if (!res.ok) throw new Error(`${searchText}: ${res.status}`);
  const { place } = ((await res.json()) as { data: { place: Centre } }).data;
  return place;
}

/** The viewport of a 1280×800 map at `zoom` around a point (Web Mercator, 512-px tiles). */
function viewportAround(lat: number, lng: number, zoom: number) {
  const degreesPerPixel = 360 / (512 * 2 ** zoom);
  const halfWidth = 640 * degreesPerPixel;
  const halfHeight = 400 * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  return { north: lat + halfHeight, south: lat - halfHeight, east: lng + halfWidth, west: lng - halfWidth, zoom };
}

/** `count` distinct search bodies, none of them in `taken` (which gains them). */
async function distinctSearches(count: number, seed: number, taken: Set<string>): Promise<string[]> {
  const centres = new Map<string, Centre>();
  for (const place of PLACES) centres.set(place, await centreOf(place));
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  const bodies = new Set<string>();
  while (bodies.size < count) {
    const searchText = pick(PLACES);
    const centre = centres.get(searchText)!;
    const criteria: Record<string, unknown> = {
      beds: { low: pick([0, 1, 2, 3, 4]) },
      baths: { low: pick([0, 1, 2]) },
      price: { low: pick([null, 300_000, 500_000]), high: pick([null, 800_000, 1_200_000, 2_000_000]) },
      listingTypes: pick([['RESI'], ['RESI', 'COND'], [], ['COND', 'TSHR']]),
    };
    if (next() < 0.3) criteria.year_built = { low: pick([1950, 1980, 2000, 2010]) };
    const body: Record<string, unknown> = { searchText, criteria, page: pick([1, 1, 1, 2, 3]), sort: pick(['daysOnMarket', 'daysOnMarket', 'priceAsc', 'priceDesc']) };
    if (next() < 0.8) {
      const zoom = Math.round((centre.zoom - 1 + next() * 5) * 4) / 4;
      const spread = 360 / (512 * 2 ** zoom) * 400;
      body.viewport = viewportAround(centre.lat + (next() - 0.5) * spread, centre.lng + (next() - 0.5) * spread, zoom);
    }
    if (next() < 0.1) body.area = 'nearby';
    const text = JSON.stringify(body);
    if (taken.has(text)) continue;
    taken.add(text);
    bodies.add(text);
  }
  return [...bodies];
}

async function seattleAnswer() {
  const res = await fetch(`${API_URL}/api/v2/Listings/Search`, { method: 'POST', headers: { ...HEADERS, 'accept-encoding': 'identity' }, body: JSON.stringify({ searchText: 'Seattle, WA' }) });
  const raw = Buffer.from(await res.arrayBuffer());
  return { jsonBytes: raw.length, gzipBytes: gzipSync(raw).length };
}

/**
 * Every connection takes the next search of one shared round (not each connection the same list
 * from the start), so the load really spreads over all the distinct searches: each is asked once
 * per round of `bodies.length` requests.
 */
async function run(connections: number, bodies: string[], pass: 'cold' | 'warm') {
  let next = 0;
  const requests: LoadRequest[] = [
    { method: 'POST', path: '/api/v2/Listings/Search', headers: HEADERS, setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) },
  ];
  // Cold: each search once (amount), warm: round after round for the duration.
  const length = pass === 'cold' ? { amount: bodies.length } : { duration: SECONDS };
  const cpu = cpuMeter();
  const started = performance.now();
  let lastAnswer = started;
  const tracker = autocannon({ url: API_URL, connections, ...length, requests, timeout: 10 });
  tracker.on('response', () => (lastAnswer = performance.now()));
  const result = await tracker;
  // Up to the last answer: autocannon notices that `amount` is reached only on its next one-second tick.
  const seconds = (lastAnswer - started) / 1000;
  return {
    pass,
    connections,
    /** The load generator's own CPU over the run, in cores (of the machine's 2, shared with the API). */
    loadGeneratorCores: cpu(lastAnswer),
    // Over the whole run, timed here (a cold pass lasts a second or two: autocannon's per-second
    // average would weigh its last, partial second).
    requestsPerSecond: Math.round((result.requests.total / seconds) * 10) / 10,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    /** How many times each distinct search was asked on average (> 1: later asks may be answered from the answer cache). */
    roundsOfDistinctSearches: Math.round((result.requests.total / bodies.length) * 10) / 10,
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : null,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    busy503: result.statusCodeStats?.['503']?.count ?? 0,
  };
}

/** This process's CPU time over a load, as a share of one core: what the load generator took from the server. */
function cpuMeter() {
  const cpu = process.cpuUsage();
  const started = performance.now();
  return (until = performance.now()) => {
    const used = process.cpuUsage(cpu);
    return Math.round(((used.user + used.system) / 1000 / (until - started)) * 100) / 100;
  };
}

const taken = new Set<string>();
const sets = { 20: [] as string[][], 50: [] as string[][] };
for (let pass = 0; pass < COLD_PASSES; pass++) {
  for (const connections of [20, 50] as const) sets[connections].push(await distinctSearches(DISTINCT, 14 + pass * 2 + (connections === 50 ? 1 : 0), taken));
}
const warmUp = await distinctSearches(WARM_UP, 13, taken);
const seattle = await seattleAnswer();
await run(20, warmUp, 'cold');
const cold = [];
for (let pass = 0; pass < COLD_PASSES; pass++) {
  for (const connections of [20, 50] as const) cold.push(await run(connections, sets[connections][pass], 'cold'));
}
const warm = [];
for (const connections of [20, 50] as const) warm.push(await run(connections, sets[20][0], 'warm'));
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
/** Per connection count, over the cold passes: the median and range of p99 and of req/s. */
const coldSummary = ([20, 50] as const).map((connections) => {
  const passes = cold.filter((c) => c.connections === connections);
  const p99s = passes.map((c) => c.latencyMs.p99);
  const rates = passes.map((c) => c.requestsPerSecond);
  return {
    connections,
    passes: passes.length,
    p99Ms: { median: median(p99s), min: Math.min(...p99s), max: Math.max(...p99s) },
    requestsPerSecond: { median: median(rates), min: Math.min(...rates), max: Math.max(...rates) },
  };
});
process.stdout.write(
  `${JSON.stringify({ benchmark: 'search mix: distinct viewport searches', api: API_URL, distinctSearchesPerColdPass: DISTINCT, coldPasses: COLD_PASSES, secondsEachWarm: SECONDS, seattleAnswer: seattle, coldSummary, cold, warm, loads: [...cold, ...warm] })}\n`,
);
