import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.join(__dirname, '../..');

/** Builds a slice folder as `npm run build` does, its pages drawn at build time included. */
export async function buildSlice(dir: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.ts'), path.relative(ROOT, dir)], { cwd: ROOT });
}
