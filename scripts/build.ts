// Builds the shell and the slices with the one webpack factory: `tsx scripts/build.ts [folder…]`.
import './lib/runtime';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, listSlices } from './lib/slices';
import { buildBasemap } from './basemap/build';
import { buildSiteIcons } from './icons/siteIcons';
import { SLICE_RENDERER, type SliceRoute } from '@homeward/contracts';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');
const { createPrerenderConfig, prerenderBundleFile } = require('./webpack/createConfig.cjs');
const { loadRoutes, prerenderFile } = require('./webpack/descriptorPlugin.cjs');

function compile(folder: string, config: import('webpack').Configuration): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error(`${folder}: no build stats`));
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) {
        return reject(new Error(`${folder} failed to build:\n${info.errors?.map((e) => e.message).join('\n')}`));
      }
      resolve();
    });
  });
}

/**
 * The pages a package draws at build time, as files of its build: for a slice, each route its
 * routes.ts marks `prerender`; for the shell, its layouts. The page shows from the HTML before any
 * script has run, and the shell swaps in the live page once the slice has drawn it. A slice with
 * routes marked `serverRender` also ships the module itself (SLICE_RENDERER), which its origin runs
 * to draw those pages per request.
 */
export async function prerenderPackage(folder: string, name: string): Promise<Record<string, string>> {
  const dir = path.join(ROOT, folder);
  if (!existsSync(path.join(dir, 'src/prerender.tsx'))) return {};
  await compile(`${folder} (prerender)`, createPrerenderConfig({ dir, name }));
  const runner = path.join(ROOT, 'scripts/webpack/runPrerender.cjs');
  const draw = (paths: string[]) => JSON.parse(execFileSync(process.execPath, [runner, prerenderBundleFile(dir), ...paths], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8')) as Record<string, unknown>;
  if (folder === 'shell') return { 'prerender/layouts.json': JSON.stringify(draw([]).layouts) };
  const routes = loadRoutes(path.join(dir, 'src/routes.ts')) as SliceRoute[];
  const marked = routes.filter((r) => r.prerender);
  const drawn = marked.length > 0 ? draw(marked.map((r) => r.path)) : {};
  const files: Record<string, string> = Object.fromEntries(marked.map((route) => [prerenderFile(route.path), String(drawn[route.path])]));
  if (routes.some((r) => r.serverRender)) files[SLICE_RENDERER] = readFileSync(prerenderBundleFile(dir), 'utf8');
  return files;
}

export async function buildPackage(folder: string): Promise<void> {
  const dir = path.join(ROOT, folder);
  const configFactory = require(path.join(dir, 'webpack.config.cjs'));
  const started = Date.now();
  const name = configFactory({}, { mode: 'production' }).output.uniqueName as string;
  const prerendered = await prerenderPackage(folder, name);
  await compile(folder, configFactory({ prerendered }, { mode: 'production' }));
  console.log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The shell's origin serves the offline basemap the search map draws, and the site's icons.
  if (folder === 'shell') {
    await buildBasemap();
    buildSiteIcons(path.join(dir, 'dist'));
  }
}

export function buildableFolders(): string[] {
  return ['shell', ...listSlices().map((s) => s.folder)];
}

export function isBuilt(folder: string): boolean {
  const dist = path.join(ROOT, folder, 'dist');
  return existsSync(path.join(dist, folder === 'shell' ? 'index.html' : 'descriptor.json'));
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  const folders = requested.length > 0 ? requested : buildableFolders();
  for (const folder of folders) await buildPackage(folder);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
