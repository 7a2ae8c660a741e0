// `npm run bench`: bundle sizes per slice, first-visit weight and request count of key routes,
// Lighthouse on the five key pages (phone and desktop; three public, two signed in), INP of three
// interactions at 4x CPU slowdown (scripts/bench/inp.ts), and the API and
// search figures measured by their own benchmarks. Writes bench/results.json. PORT picks the site
// to measure; `npm run bench -- --pages` runs only Lighthouse on the pages (no bundle weights, API
// or search benchmarks), `--phone` only the phone, `--only /,/home/2100042` only those pages, and
// `--floor` measures each page a second time without its scripts (scripts/bench/scriptless.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, SHELL_PORT, listSlices } from '../lib/slices';
import { runLighthouse, type BenchPage } from './lighthouse';
import { parseReport } from './report';
import { buyerWithSavedHomes, managerWithApplications } from './seed';
import { serveScriptless } from './scriptless';
import { serveSingleBundle } from './singleBundle';

const BASE_URL = `http://localhost:${SHELL_PORT}`;
const KEY_ROUTES = ['/', '/about', '/listings/city/WA/Bellevue', '/login', '/home/2100042', '/sitemap'];
/** The public pages with Lighthouse targets: home, a city's listings, a property. */
const LIGHTHOUSE_ROUTES = ['/', '/listings/city/WA/Bellevue', '/home/2100042'];
/** ...and the signed-in ones: a buyer's five saved homes, the manager's fifty agent applications. */
const LIGHTHOUSE_PAGES: BenchPage[] = [
  ...LIGHTHOUSE_ROUTES.map((path) => ({ path })),
  { path: '/account/favorites', storage: () => buyerWithSavedHomes(BASE_URL) },
  { path: '/admin/agents', storage: () => managerWithApplications(BASE_URL) },
];

function sliceSizes() {
  const sizes: Record<string, { files: number; jsBytes: number; jsGzipBytes: number; entryGzipBytes: number }> = {};
  for (const folder of ['shell', ...listSlices().map((s) => s.folder)]) {
    const dist = path.join(ROOT, folder, 'dist');
    if (!existsSync(dist)) continue;
    const js = readdirSync(dist).filter((f) => f.endsWith('.js'));
    let jsBytes = 0;
    let jsGzipBytes = 0;
    for (const file of js) {
      const content = readFileSync(path.join(dist, file));
      jsBytes += content.length;
      jsGzipBytes += gzipSync(content, { level: 9 }).length;
    }
    const entryFile = folder === 'shell' ? js.find((f) => f.startsWith('main.')) : 'remoteEntry.js';
    const entryGzipBytes = entryFile ? gzipSync(readFileSync(path.join(dist, entryFile)), { level: 9 }).length : 0;
    sizes[folder] = { files: js.length, jsBytes, jsGzipBytes, entryGzipBytes };
  }
  return sizes;
}

/**
 * A first visit's JavaScript by where it comes from. `shell`: what every page loads before any slice,
 * from the site's own origin (the shell's entry with the federation runtime, and the kernel chunk:
 * the shared libraries, the kernel packages and the shell's layout). `sliceEntries`: each slice's
 * remoteEntry.js. `sliceChunks`: the page's own code and the libraries only its slice uses.
 */
interface JsByPart {
  shell: number;
  sliceEntries: number;
  sliceChunks: number;
}

function jsPart(baseUrl: string, url: string): keyof JsByPart {
  if (new URL(url).origin === new URL(baseUrl).origin) return 'shell';
  return /\/remoteEntry\.js(\?|$)/.test(url) ? 'sliceEntries' : 'sliceChunks';
}

async function routeFigures(baseUrl: string, routes: readonly string[]) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const figures: Record<string, { requests: number; jsRequests: number; transferBytes: number; jsTransferBytes: number; jsByPart: JsByPart; loadMs: number }> = {};
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses: Promise<{ js: boolean; part: keyof JsByPart; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      responses.push(
        request.sizes().then((sizes) => ({
          // By URL: the page's slice entry is prefetched with the HTML, which is script all the same.
          js: /\.js(\?|$)/.test(request.url()),
          part: jsPart(baseUrl, request.url()),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    const started = Date.now();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    const loadMs = Date.now() - started;
    const all = await Promise.all(responses);
    const jsByPart: JsByPart = { shell: 0, sliceEntries: 0, sliceChunks: 0 };
    for (const r of all) if (r.js) jsByPart[r.part] += r.bytes;
    figures[route] = {
      requests: all.length,
      jsRequests: all.filter((r) => r.js).length,
      transferBytes: all.reduce((sum, r) => sum + r.bytes, 0),
      jsTransferBytes: all.filter((r) => r.js).reduce((sum, r) => sum + r.bytes, 0),
      jsByPart,
      loadMs,
    };
    await context.close();
  }
  await browser.close();
  return figures;
}

/**
 * What composing the site at run time costs on the wire: the key pages' JavaScript on a first
 * visit, this build against the same source built as one bundle (scripts/bench/singleBundle.ts),
 * measured the same way in the same run.
 */
async function federationTax() {
  const single = await serveSingleBundle(BASE_URL);
  try {
    const federated = await routeFigures(BASE_URL, LIGHTHOUSE_ROUTES);
    const bundled = await routeFigures(single.url, LIGHTHOUSE_ROUTES);
    return Object.fromEntries(
      LIGHTHOUSE_ROUTES.map((route) => {
        const f = federated[route]!;
        const b = bundled[route]!;
        return [
          route,
          {
            federated: { jsRequests: f.jsRequests, jsTransferBytes: f.jsTransferBytes, jsByPart: f.jsByPart },
            singleBundle: { jsRequests: b.jsRequests, jsTransferBytes: b.jsTransferBytes },
            taxBytes: f.jsTransferBytes - b.jsTransferBytes,
            ratio: Math.round((f.jsTransferBytes / b.jsTransferBytes) * 100) / 100,
          },
        ];
      }),
    );
  } finally {
    await single.close();
  }
}

function readIfPresent(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function main(): Promise<void> {
  const outDir = path.join(ROOT, 'bench');
  mkdirSync(outDir, { recursive: true });
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), slices: sliceSizes() };

  const siteUp = await fetch(`${BASE_URL}/remotes.json`).then((r) => r.ok).catch(() => false);
  const pagesOnly = process.argv.includes('--pages');
  if (siteUp) {
    if (!pagesOnly) results.routes = await routeFigures(BASE_URL, KEY_ROUTES);
    const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
    const pages = LIGHTHOUSE_PAGES.filter((p) => !only || only.split(',').includes(p.path));
    const floor = process.argv.includes('--floor') ? await serveScriptless(BASE_URL) : undefined;
    try {
      results.lighthouse = await runLighthouse(BASE_URL, pages, process.argv.includes('--phone') ? ['phone'] : ['phone', 'desktop'], floor?.url);
    } finally {
      await floor?.close();
    }
    // Responsiveness after load: INP of a filter change, the photo gallery and the login dialog at 4x CPU slowdown.
    const inp = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/inp.ts'], { cwd: ROOT, encoding: 'utf8', env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
    results.inp = parseReport(inp.stdout) ?? `failed: exit ${inp.status}`;
    if (!pagesOnly) results.federationTax = await federationTax();
  } else {
    results.routes = results.lighthouse = 'skipped: start the site with `npm start` first';
  }

  for (const [key, script] of [
    ['api', 'api/bench/run.ts'],
    // The search mix (api/bench/searchMix.ts) runs inside the API bench, at 1x, 10x and 40x the data,
    // against an API without the per-address limit; against `npm start` it would soon be refused
    // with 429s, as one address asking thousands of times a second should be.
    ['search', 'e2e/bench/search.bench.ts'],
    // 100,000 saved searches and a batch of 1,000 listing changes matched, with the matcher's memory.
    ['savedSearches', 'api/bench/savedSearches.ts'],
    // The MLS feed: the initial load of the seeded homes, and 1,000 changes until search shows them.
    ['feed', 'api/bench/feed.ts'],
  ] as const) {
    if (pagesOnly) break;
    if (!existsSync(path.join(ROOT, script))) continue;
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    // Each benchmark prints one JSON object, pretty-printed over many lines.
    results[key] = parseReport(run.stdout) ?? readIfPresent(path.join(outDir, `${key}.json`)) ?? `failed: exit ${run.status}`;
  }

  writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

void main();
