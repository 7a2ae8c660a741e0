/**
 * Finds page addresses a slice (or the shell) spells out although another slice owns the page. Such links belong
 * in @homeward/contracts (`paths`), spelt once, so a
 * renamed route cannot leave a dead link behind in a slice that does not own it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SliceRoute } from '@homeward/contracts';
import { buildRouteTable, type RouteTable } from '@homeward/platform/routeTable';

export const SLICES = ['mf-search', 'mf-listing', 'mf-auth', 'mf-account', 'mf-partners', 'mf-admin', 'mf-content'] as const;

export interface ForeignLink {
  file: string;
  path: string;
  owner: string;
}

/** The site's route table from every slice's routes.ts (what remotes.json carries once built). */
export function siteRouteTable(root: string): RouteTable {
  const remotes = SLICES.map((slice) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { routes } = require(path.join(root, slice, 'src/routes.ts')) as { routes: SliceRoute[] };
    return { name: slice, routes };
  });
  return buildRouteTable({ remotes });
}

/** Quoted literals that look like a page address: '/word…', optionally with a query or fragment. */
const PAGE_LITERAL = /['"`](\/[A-Za-z][\w\-/]*)(?:[?#][^'"`]*)?['"`]/g;

/** Template literals that build a page address from a value: `/home/${mls}`. */
const PAGE_TEMPLATE = /`(\/[A-Za-z][\w\-/]*\/)\$\{/g;

/** Page addresses in `source` (a file of `slice`) that resolve to a page another slice owns. */
export function foreignLinks(source: string, slice: string, table: RouteTable, file = ''): ForeignLink[] {
  const found: ForeignLink[] = [];
  const check = (address: string, shown: string) => {
    if (address.startsWith('/api/')) return;
    const owner = table.resolve(address)?.route.owner;
    if (owner && owner !== slice) found.push({ file, path: shown, owner });
  };
  for (const match of source.matchAll(PAGE_LITERAL)) check(match[1], match[1]);
  // A value in the last segment stands for any value there.
  for (const match of source.matchAll(PAGE_TEMPLATE)) check(`${match[1]}x`, `${match[1]}\${…}`);
  return found;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'routes.ts') out.push(full);
  }
  return out;
}

/** Every foreign link in the sources of every slice and of the shell, which owns no page: every page it links to is a slice's. */
export function findForeignLinks(root: string): ForeignLink[] {
  const table = siteRouteTable(root);
  return [...SLICES, 'shell'].flatMap((owner) =>
    sourceFiles(path.join(root, owner, 'src')).flatMap((file) => foreignLinks(readFileSync(file, 'utf8'), owner, table, path.relative(root, file))),
  );
}
