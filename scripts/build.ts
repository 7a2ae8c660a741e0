// Builds the shell and the slices with the one webpack factory: `tsx scripts/build.ts [folder…]`.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, listSlices } from './lib/slices';
import { buildBasemap } from './basemap/build';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');

export async function buildPackage(folder: string): Promise<void> {
  const dir = path.join(ROOT, folder);
  const configFactory = require(path.join(dir, 'webpack.config.cjs'));
  const config = configFactory({}, { mode: 'production' });
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
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
  console.log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The shell's origin serves the offline basemap the search map draws.
  if (folder === 'shell') await buildBasemap();
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
