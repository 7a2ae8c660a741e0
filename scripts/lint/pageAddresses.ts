/**
 * Finds page addresses written out in the code of a slice, the shell or the kernel's ui, platform and
 * domain. Every page's address lives once, in `paths` (@homeward/contracts), and every route and
 * link reads it there, so a renamed route cannot leave a dead link behind. Comments may name
 * addresses; code may not.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SliceRoute } from '@homeward/contracts';
import { buildRouteTable, type RouteTable } from '@homeward/platform/routeTable';

export const SLICES = ['mf-search', 'mf-listing', 'mf-auth', 'mf-account', 'mf-partners', 'mf-admin', 'mf-content'] as const;
/** Every folder of browser code that links to pages. */
export const LINKING_SOURCES = [...SLICES, 'shell', 'shared/ui', 'shared/platform', 'shared/domain'] as const;

export interface SpeltAddress {
  file: string;
  path: string;
  /** The slice whose page the address is. */
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

/** The source without its comment lines (`//`, `/*` and the ` * ` lines of a block). */
const code = (source: string) =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');

/** Page addresses written out in `source`: quoted, or built in a template from a value. */
export function speltAddresses(source: string, table: RouteTable, file = ''): SpeltAddress[] {
  const found: SpeltAddress[] = [];
  const check = (address: string, shown: string) => {
    if (address.startsWith('/api/')) return;
    const owner = table.resolve(address)?.route.owner;
    if (owner) found.push({ file, path: shown, owner });
  };
  const text = code(source);
  for (const match of text.matchAll(PAGE_LITERAL)) check(match[1], match[1]);
  // A value in the last segment stands for any value there.
  for (const match of text.matchAll(PAGE_TEMPLATE)) check(`${match[1]}x`, `${match[1]}\${…}`);
  return found;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/testing\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** Every page address written out in the browser code of the site. */
export function findSpeltAddresses(root: string): SpeltAddress[] {
  const table = siteRouteTable(root);
  return LINKING_SOURCES.flatMap((folder) =>
    sourceFiles(path.join(root, folder, 'src')).flatMap((file) => speltAddresses(readFileSync(file, 'utf8'), table, path.relative(root, file))),
  );
}
