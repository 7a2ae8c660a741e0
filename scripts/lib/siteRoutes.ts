/**
 * Every URL of the site with the slice that owns it and the file that draws it, read from each
 * slice's src/routes.ts (and the shell's, should it own pages): the table behind `npm run routes`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SliceRoute } from '@homeward/contracts';

export interface SiteRoute {
  /** The URL pattern, as routes.ts writes it (react-router syntax). */
  path: string;
  /** The folder of the slice (or the shell) that owns the page. */
  slice: string;
  /** The module under the slice's src/ that the route names, e.g. `pages/PropertyPage`. */
  page?: string;
  /** That module's file from the repository root, when it exists. */
  file?: string;
}

/** The folders that may own pages: the shell and every mf-* slice, found by name. */
export function routeOwners(root: string): string[] {
  const slices = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => entry.name)
    .sort();
  return ['shell', ...slices].filter((owner) => existsSync(path.join(root, owner, 'src/routes.ts')));
}

/** The file of a page module under a slice's src/ (`pages/PropertyPage` → …/PropertyPage.tsx). */
export function pageFile(root: string, slice: string, page: string): string | undefined {
  const base = path.join(slice, 'src', page);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(path.join(root, file)));
}

/** Every route of every slice, in each routes.ts's order, its page resolved to a file. */
export async function siteRoutes(root: string): Promise<SiteRoute[]> {
  const tables = await Promise.all(
    routeOwners(root).map(async (slice) => {
      const { routes } = (await import(path.join(root, slice, 'src/routes.ts'))) as { routes: SliceRoute[] };
      return routes.map(({ path: url, page }) => ({ path: url, slice, page, file: page === undefined ? undefined : pageFile(root, slice, page) }));
    }),
  );
  return tables.flat();
}
