import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEPLOY_DIR = process.env.HOMEWARD_DEPLOY_DIR ?? path.join(ROOT, '.deploy');
export const REMOTES_FILE = path.join(DEPLOY_DIR, 'remotes.json');

/**
 * Every local port derives from the shell's, so a second copy of the site can run beside the first
 * (PORT=9100): from another checkout, or from this one with a database and a slice folder of its own
 * (PGLITE_DIR, HOMEWARD_DEPLOY_DIR); `npm start` refuses to share the first copy's.
 */
export const SHELL_PORT = Number(process.env.PORT ?? 8080);
export const API_PORT = Number(process.env.API_PORT ?? SHELL_PORT + 10);

/** Each slice is served from its own origin, as it would be from its own CDN in production. */
export const SLICE_PORTS: Record<string, number> = {
  'mf-search': SHELL_PORT + 1,
  'mf-listing': SHELL_PORT + 2,
  'mf-auth': SHELL_PORT + 3,
  'mf-account': SHELL_PORT + 4,
  'mf-partners': SHELL_PORT + 5,
  'mf-admin': SHELL_PORT + 6,
  'mf-content': SHELL_PORT + 7,
};

export interface SliceInfo {
  dir: string;
  folder: string;
  federationName: string;
  port: number;
}

/** Slice folders that can be built: a webpack config and a routes.ts. */
export function listSlices(): SliceInfo[] {
  return Object.entries(SLICE_PORTS)
    .filter(([folder]) => existsSync(path.join(ROOT, folder, 'src/routes.ts')))
    .map(([folder, port]) => ({ dir: path.join(ROOT, folder), folder, federationName: federationName(folder), port }));
}

/** The module-federation name of a slice folder: mf-listing → mf_listing (as in remotes.json). */
export function federationName(folder: string): string {
  return folder.replace('-', '_');
}

export function sliceBaseUrl(slice: SliceInfo): string {
  const envKey = `HOMEWARD_${slice.folder.replace('-', '_').toUpperCase()}_URL`;
  return (process.env[envKey] ?? `http://localhost:${slice.port}`).replace(/\/$/, '');
}

export function readJsonFile<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
