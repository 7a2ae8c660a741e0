import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEPLOY_DIR = process.env.HOMEWARD_DEPLOY_DIR ?? path.join(ROOT, '.deploy');
export const REMOTES_FILE = path.join(DEPLOY_DIR, 'remotes.json');

export const SHELL_PORT = Number(process.env.PORT ?? 8080);
export const API_PORT = Number(process.env.API_PORT ?? 8090);

/** Each slice is served from its own origin, as it would be from its own CDN in production. */
export const SLICE_PORTS: Record<string, number> = {
  'mf-search': 8081,
  'mf-listing': 8082,
  'mf-auth': 8083,
  'mf-account': 8084,
  'mf-partners': 8085,
  'mf-admin': 8086,
  'mf-content': 8087,
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
    .map(([folder, port]) => ({ dir: path.join(ROOT, folder), folder, federationName: folder.replace('-', '_'), port }));
}

export function sliceBaseUrl(slice: SliceInfo): string {
  const envKey = `HOMEWARD_${slice.folder.replace('-', '_').toUpperCase()}_URL`;
  return (process.env[envKey] ?? `http://localhost:${slice.port}`).replace(/\/$/, '');
}

export function readJsonFile<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
