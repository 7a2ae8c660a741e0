// Lighthouse (performance only) on the key pages, phone and desktop, in Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS as TEST_FLAGS } from '../lib/chromiumFlags';
import { PAGE_SESSION_COOKIE } from '@homeward/contracts';
import type { StorageSeed } from './seed';
import { mainThreadTime, type TraceEvent } from './mainThread';

/**
 * Chromium's own pages that a headless browser window still builds: the address bar's two drop-down
 * pages (chrome://omnibox-popup.top-chrome), loaded in a renderer of their own at each start. On
 * this two-core machine that renderer's main thread ran for up to 0.7 s of CPU in the middle of a
 * page's load, in the runs where the two met. A phone's browser draws no such page while it loads
 * a site, so the bench turns them off.
 */
const BROWSER_OWN_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The flags Lighthouse's launcher starts Chromium with, then the browser tests' flags, headless.
 * Chromium reads only the last `--disable-features`, so the launcher's list and ours go in one.
 */
function chromiumFlags(): string[] {
  const features = '--disable-features=';
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const disabled = defaults.filter((f) => f.startsWith(features)).flatMap((f) => f.slice(features.length).split(','));
  return [
    ...defaults.filter((f) => !f.startsWith(features)),
    `${features}${[...disabled, ...BROWSER_OWN_PAGES].join(',')}`,
    '--headless=new',
    ...TEST_FLAGS,
  ];
}

export type FormFactor = 'phone' | 'desktop';

export interface PageFigures {
  /**
   * Lighthouse's measure of this machine's speed at the time of the run (higher is faster): the
   * same page scores differently on a busy or slower host, so every figure is read beside it.
   */
  benchmarkIndex: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  requests: number;
  /** Transfer bytes (as sent, compressed) by resource type, from Lighthouse's resource summary. */
  bytesByType: Record<string, { requests: number; transferBytes: number }>;
  /** Every .js response, whatever fetched it (the page's slice entry is prefetched with the HTML). */
  jsTransferBytes: number;
  cssTransferBytes: number;
  /**
   * The module-federation share of jsTransferBytes: the shell's entry (the federation runtime and
   * little else) and each slice's remoteEntry.js (its container). Shared libraries loaded whole
   * are not in it.
   */
  federationTransferBytes: number;
  /** Main-thread work at the simulated CPU (Lighthouse's mainthread-work-breakdown), in total and by category. */
  mainThreadMs: number;
  mainThreadByCategory: Record<string, number>;
  /** The longest main-thread tasks, with the script they are attributed to. */
  longestTasks: { url: string; durationMs: number; startMs: number }[];
  /**
   * The page's main-thread tasks as they ran on this machine, unscaled: by the clock (what the
   * main-thread figure is made of, times the CPU slowdown) and on a core (the thread's own CPU).
   */
  mainThreadRan?: { wallMs: number; cpuMs: number };
}

/** The median run's figures, with how many runs there were and the spread of the ones that vary most. */
export interface MedianFigures extends PageFigures {
  runs: number;
  spread: { performance: [number, number]; lcpMs: [number, number]; tbtMs: [number, number]; cls: [number, number]; benchmarkIndex: [number, number] };
  /** Each run's headline figures, in the order they ran. */
  runFigures: Pick<PageFigures, 'benchmarkIndex' | 'performance' | 'tbtMs' | 'lcpMs' | 'cls' | 'mainThreadMs' | 'jsTransferBytes' | 'mainThreadRan'>[];
}

/**
 * Runs per page and form factor (LIGHTHOUSE_RUNS, default 3). One Lighthouse run's TBT on this
 * machine varies by a factor of two or more from run to run; Lighthouse's own advice is to report
 * the median run of several.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The phone's CPU slowdown when not Lighthouse's own 4× (LIGHTHOUSE_CPU_SLOWDOWN). */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;

/**
 * LIGHTHOUSE_THROTTLING=devtools: the page really loads with the CPU slowed and the network shaped
 * (Chromium's own throttling) instead of Lighthouse simulating the slow load from a fast one. Noisier,
 * but it sees what a simulation cannot, such as a page held back by a timer.
 */
const APPLIED_THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools';

interface RequestItem {
  url: string;
  transferSize?: number;
}

const JS_URL = /\.js(\?|$)/;
const FEDERATION_URL = /\/main\.[0-9a-f]{10}\.js$|\/remoteEntry\.js$/;

interface BreakdownItem {
  groupLabel?: string;
  group?: string;
  duration: number;
}

interface TaskItem {
  url: string;
  duration: number;
  startTime: number;
}

/** How many of the longest tasks a page's figures name. */
const LONGEST_TASKS = 5;

interface SummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function figuresOf(lhr: Result, trace?: unknown): PageFigures {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => Math.round((audit(id)?.numericValue ?? NaN) * 1000) / 1000;
  const summary = ((audit('resource-summary')?.details as { items?: SummaryItem[] } | undefined)?.items ?? []) as SummaryItem[];
  const bytesByType: PageFigures['bytesByType'] = {};
  for (const item of summary) bytesByType[item.resourceType] = { requests: item.requestCount, transferBytes: item.transferSize };
  const requests = ((audit('network-requests')?.details as { items?: RequestItem[] } | undefined)?.items ?? []) as RequestItem[];
  const bytesOf = (pattern: RegExp) => requests.filter((r) => pattern.test(r.url)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const itemsOf = <T>(id: string) => ((audit(id)?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
  const mainThreadByCategory: Record<string, number> = {};
  for (const item of itemsOf<BreakdownItem>('mainthread-work-breakdown')) mainThreadByCategory[item.groupLabel ?? item.group ?? 'other'] = Math.round(item.duration);
  const longestTasks = itemsOf<TaskItem>('long-tasks')
    .toSorted((a, b) => b.duration - a.duration)
    .slice(0, LONGEST_TASKS)
    .map((t) => ({ url: t.url, durationMs: Math.round(t.duration), startMs: Math.round(t.startTime) }));
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: Math.round(numeric('speed-index')),
    requests: bytesByType.total?.requests ?? 0,
    bytesByType,
    jsTransferBytes: bytesOf(JS_URL),
    cssTransferBytes: bytesByType.stylesheet?.transferBytes ?? 0,
    federationTransferBytes: bytesOf(FEDERATION_URL),
    mainThreadMs: Math.round(numeric('mainthread-work-breakdown')),
    mainThreadByCategory,
    longestTasks,
    mainThreadRan: trace ? mainThreadTime((trace as { traceEvents: TraceEvent[] }).traceEvents, lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl) : undefined,
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART and the like): tried again. */
const ATTEMPTS = 3;

/**
 * A page to measure: its address, and for a signed-in page what a sign-in leaves in the browser's
 * storage, written before any of the page's scripts run, with the page session cookie the site
 * writes beside it (Lighthouse still clears the cache first, so it is a first visit all the same).
 */
export interface BenchPage {
  path: string;
  storage?: () => Promise<StorageSeed>;
}

function saveReport(folder: string, url: string, formFactor: FormFactor, lhr: Result, trace: unknown): void {
  mkdirSync(folder, { recursive: true });
  const name = `${formFactor}${new URL(url).pathname.replace(/[^\w]+/g, '_')}-${Date.now()}`;
  writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(lhr));
  // The load's trace beside it (open it in the browser's performance panel): the tasks behind each figure.
  writeFileSync(path.join(folder, `${name}.trace.json`), JSON.stringify(trace));
}

interface Run {
  lhr: Result;
  trace: unknown;
}

async function measure(url: string, formFactor: FormFactor, storage?: StorageSeed): Promise<Run> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: chromiumFlags(),
      ignoreDefaultFlags: true,
    });
    try {
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      // LIGHTHOUSE_CPU_SLOWDOWN: the phone's CPU slowdown instead of Lighthouse's 4×, to stand in for a slower
      // machine on a faster one (4 × this host's benchmarkIndex / the slower machine's); the network stays slow 4G.
      if (formFactor === 'phone' && CPU_SLOWDOWN !== undefined) flags.throttling = { ...LIGHTHOUSE_THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN };
      if (APPLIED_THROTTLING) flags.throttlingMethod = 'devtools';
      const config = formFactor === 'desktop' ? desktopConfig : undefined;
      let page;
      if (storage) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        page = await browser.newPage();
        await page.evaluateOnNewDocument(
          (origin: string, items: Record<string, string>) => {
            if (window.location.origin !== origin) return;
            for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
          },
          new URL(url).origin,
          storage,
        );
        const token = storage.loginDetails && (JSON.parse(storage.loginDetails) as { accessToken?: string }).accessToken;
        if (token) await page.setCookie({ name: PAGE_SESSION_COOKIE, value: encodeURIComponent(token), url: new URL(url).origin, sameSite: 'Strict' });
      }
      const runner = await lighthouse(url, flags, config, page);
      if (runner && !runner.lhr.runtimeError) {
        // LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report, to see what a figure is made of.
        if (process.env.LIGHTHOUSE_REPORTS) saveReport(process.env.LIGHTHOUSE_REPORTS, url, formFactor, runner.lhr, runner.artifacts.Trace);
        return { lhr: runner.lhr, trace: runner.artifacts.Trace };
      }
      lastError = runner?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing';
      console.error(`${formFactor} ${url}: ${lastError} (attempt ${attempt} of ${ATTEMPTS})`);
    } finally {
      chrome.kill();
    }
  }
  throw new Error(`${url}: ${lastError}`);
}

/** The median of a list of numbers (the lower middle one of an even count). */
function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** The figures of the median run of several, with the spread and each run's headline figures. */
function medianOf(runs: readonly Run[]): MedianFigures {
  const all = runs.map((run) => figuresOf(run.lhr, run.trace));
  const range = (pick: (f: PageFigures) => number): [number, number] => [Math.min(...all.map(pick)), Math.max(...all.map(pick))];
  const medianRun = computeMedianRun(runs.map((run) => run.lhr));
  const chosen = runs.find((run) => run.lhr === medianRun) ?? runs[0]!;
  return {
    ...figuresOf(chosen.lhr, chosen.trace),
    runs: runs.length,
    spread: {
      performance: range((x) => x.performance),
      lcpMs: range((x) => x.lcpMs),
      tbtMs: range((x) => x.tbtMs),
      cls: range((x) => x.cls),
      benchmarkIndex: range((x) => x.benchmarkIndex),
    },
    runFigures: all.map(({ benchmarkIndex, performance, tbtMs, lcpMs, cls, mainThreadMs, jsTransferBytes, mainThreadRan }) => ({
      benchmarkIndex,
      performance,
      tbtMs,
      lcpMs,
      cls,
      mainThreadMs,
      jsTransferBytes,
      mainThreadRan,
    })),
  };
}

function ranText(ran: PageFigures['mainThreadRan']): string {
  return ran ? `, ran ${Math.round(ran.cpuMs)} of ${Math.round(ran.wallMs)} ms on a core` : '';
}

/**
 * Runs Lighthouse RUNS times per page and form factor (a fresh profile each time, so every run is
 * a first visit) and keeps the median run (Lighthouse's own choice: the run closest to the median
 * FCP and time to interactive), with the range of each figure over all runs. Phone uses
 * Lighthouse's default mobile emulation and simulated throttling.
 *
 * With `floorUrl` (a server of the same site without its scripts, ./scriptless.ts), each run of a
 * page is followed by a run of the same page there, so both meet the same moments of this machine.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: readonly BenchPage[],
  formFactors: readonly FormFactor[] = ['phone', 'desktop'],
  floorUrl?: string,
): Promise<Record<string, Partial<Record<FormFactor, MedianFigures & { withoutScripts?: MedianFigures }>>>> {
  const results: Record<string, Partial<Record<FormFactor, MedianFigures & { withoutScripts?: MedianFigures }>>> = {};
  for (const { path: route, storage } of pages) {
    results[route] = {};
    const seed = storage && (await storage());
    for (const formFactor of formFactors) {
      const runs: Run[] = [];
      const floorRuns: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await measure(`${baseUrl}${route}`, formFactor, seed));
        if (floorUrl) floorRuns.push(await measure(`${floorUrl}${route}`, formFactor, seed));
      }
      const f = medianOf(runs);
      const floor = floorRuns.length ? medianOf(floorRuns) : undefined;
      results[route][formFactor] = floor ? { ...f, withoutScripts: floor } : f;
      console.error(
        `${formFactor.padEnd(7)} ${route.padEnd(30)} benchmarkIndex ${f.benchmarkIndex} (${f.spread.benchmarkIndex.join('–')})${formFactor === 'phone' && CPU_SLOWDOWN !== undefined ? `  CPU ${CPU_SLOWDOWN}×` : ''}${APPLIED_THROTTLING ? '  applied throttling' : ''}  perf ${f.performance} (${f.spread.performance.join('–')})  LCP ${f.lcpMs} ms  TBT ${f.tbtMs} ms (${f.spread.tbtMs.join('–')})  CLS ${f.cls}  main thread ${f.mainThreadMs} ms  JS ${(f.jsTransferBytes / 1024).toFixed(1)} KB (federation ${(f.federationTransferBytes / 1024).toFixed(1)} KB)  ${f.requests} requests, median of ${f.runs}`,
      );
      console.error(`        main thread by category: ${Object.entries(f.mainThreadByCategory).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
      console.error(`        longest tasks: ${f.longestTasks.map((t) => `${t.durationMs} ms ${t.url}`).join(', ')}`);
      console.error(`        runs: ${f.runFigures.map((r) => `[index ${r.benchmarkIndex} perf ${r.performance} TBT ${r.tbtMs} LCP ${r.lcpMs} CLS ${r.cls} main thread ${r.mainThreadMs}${ranText(r.mainThreadRan)}]`).join(' ')}`);
      if (floor) {
        console.error(
          `        without scripts: perf ${floor.performance} (${floor.spread.performance.join('–')})  LCP ${floor.lcpMs} ms  TBT ${floor.tbtMs} ms (${floor.spread.tbtMs.join('–')})  main thread ${median(floor.runFigures.map((r) => r.mainThreadMs))} ms, against ${median(f.runFigures.map((r) => r.mainThreadMs))} ms with them (medians of ${floor.runs})`,
        );
        console.error(`        runs without scripts: ${floor.runFigures.map((r) => `[index ${r.benchmarkIndex} perf ${r.performance} TBT ${r.tbtMs} main thread ${r.mainThreadMs}${ranText(r.mainThreadRan)}]`).join(' ')}`);
      }
    }
  }
  return results;
}
