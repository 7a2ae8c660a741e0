// Measures how long the map + list search takes from a filter change to the updated list and map,
// on a search with thousands of matches (and, before that, the browser's instant narrowing of what was
// loaded), and the map's first render on the city page (basemap
// archive bytes fetched, time to the first complete drawing). Run:
// `node --import tsx e2e/bench/search.bench.ts` (BASE_URL defaults to the site at PORT). Prints one JSON object.
import { chromium } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const SEARCH_PATH = process.env.BENCH_SEARCH_PATH ?? '/listings/city/WA/Seattle';
const MIN_RESULTS = 2000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The basemap is read in byte ranges of one archive: count what the first view fetches.
    const archiveBytes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/basemap/') && request.url().endsWith('.pmtiles')) archiveBytes.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    // Start from the spec 4.8 defaults, whatever an earlier run left behind.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('bench.cleared')) {
        for (const key of ['filterBed', 'filterBath', 'filterListing', 'filterMin', 'filterMax']) localStorage.removeItem(key);
        sessionStorage.setItem('bench.cleared', '1');
      }
    });
    const loadStart = Date.now();
    await page.goto(`${BASE_URL}${SEARCH_PATH}`);
    await page.getByTestId('result-total').waitFor({ timeout: 60_000 });
    const firstResultsMs = Date.now() - loadStart;
    const markers = Number(await page.getByTestId('marker-count').textContent());
    if (!(markers >= MIN_RESULTS)) throw new Error(`${SEARCH_PATH} has ${markers} results; the benchmark needs at least ${MIN_RESULTS}`);
    await page.waitForFunction(() => performance.getEntriesByName('hw:map-first-render').length > 0, undefined, { timeout: 60_000 });
    const mapFirstRenderMs = Math.round(await page.evaluate(() => performance.getEntriesByName('hw:map-first-render')[0].startTime));
    const archive = await Promise.all(archiveBytes);
    const mapFirstRender = { ms: mapFirstRenderMs, archiveRequests: archive.length, archiveBytes: archive.reduce((sum, n) => sum + n, 0) };
    await page.getByRole('button', { name: 'Accept all' }).click({ timeout: 3000 }).catch(() => undefined);

    // Each step asks for criteria not seen before, so every measurement includes the fetch.
    const steps: Array<{ label: string; control: string }> = [
      ...Array.from({ length: 5 }, (_, i) => ({ label: `beds ${i + 1}+`, control: 'More bedrooms' })),
      ...Array.from({ length: 3 }, (_, i) => ({ label: `baths ${i + 1}+`, control: 'More bathrooms' })),
    ];
    await page.getByRole('button', { name: 'Beds & baths' }).click();
    const runs: Array<{ step: string; ms: number; instantMs: number | null; results: number }> = [];
    for (const step of steps) {
      await page.evaluate(() => performance.clearMarks());
      await page.getByRole('button', { name: step.control }).click();
      await page.waitForFunction(() => performance.getEntriesByName('hw:results-rendered').length > 0, undefined, { timeout: 60_000 });
      const ms = await page.evaluate(() => performance.measure('hw:filter-to-results', 'hw:filters-changed', 'hw:results-rendered').duration);
      // The browser's own narrowing of what was loaded (cards, map, counts), drawn before the server answers.
      const instantMs = await page.evaluate(() =>
        performance.getEntriesByName('hw:instant-rendered').length ? performance.measure('hw:filter-to-instant', 'hw:filters-changed', 'hw:instant-rendered').duration : null,
      );
      runs.push({
        step: step.label,
        ms: Math.round(ms * 10) / 10,
        instantMs: instantMs === null ? null : Math.round(instantMs * 10) / 10,
        results: Number(await page.getByTestId('marker-count').textContent()),
      });
    }
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    const instant = runs.flatMap((r) => (r.instantMs === null ? [] : [r.instantMs])).sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          benchmark: 'search: filter change → list and map updated',
          url: `${BASE_URL}${SEARCH_PATH}`,
          initialResults: markers,
          firstResultsMs,
          mapFirstRender,
          runs,
          medianMs: percentile(sorted, 50),
          p95Ms: percentile(sorted, 95),
          maxMs: sorted[sorted.length - 1],
          instant: {
            what: 'filter change → cards, map and counts narrowed in the browser from the loaded answer (before the server answers)',
            drawn: instant.length,
            medianMs: instant.length ? percentile(instant, 50) : null,
            p95Ms: instant.length ? percentile(instant, 95) : null,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
