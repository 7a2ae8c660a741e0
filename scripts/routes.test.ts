import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteRoutes, type SiteRoute } from './lib/siteRoutes';

const ROOT = path.join(__dirname, '..');

/**
 * Slices whose routes do not name their pages yet: they are being reorganised. Remove a slice
 * from this list when its routes.ts names a page for every route; it is then held to the rules.
 */
const PENDING_SLICES = ['mf-admin', 'mf-partners'];

let routes: SiteRoute[];
beforeAll(async () => {
  routes = await siteRoutes(ROOT);
});

const strict = () => routes.filter((route) => !PENDING_SLICES.includes(route.slice));

describe('the route tables (npm run routes)', () => {
  it('cover every slice', () => {
    expect(new Set(routes.map((route) => route.slice)).size).toBeGreaterThanOrEqual(7);
  });

  it('name the page module of every route', () => {
    expect(strict().filter((route) => !route.page).map((route) => `${route.slice} ${route.path}`)).toEqual([]);
  });

  it('name only page modules that exist', () => {
    const missing = routes.filter((route) => route.page && !route.file).map((route) => `${route.slice} ${route.path} → ${route.page}`);
    expect(missing).toEqual([]);
  });

  it('write every URL out in its routes.ts, so a text search for it finds its route', () => {
    const sources = new Map<string, string>();
    const source = (slice: string) => sources.get(slice) ?? sources.set(slice, readFileSync(path.join(ROOT, slice, 'src/routes.ts'), 'utf8')).get(slice)!;
    const unwritten = strict().filter((route) => !source(route.slice).includes(`'${route.path}'`));
    expect(unwritten.map((route) => `${route.slice} ${route.path}`)).toEqual([]);
  });

  it('keep the pending list to slices that still have a route naming no page', () => {
    for (const slice of PENDING_SLICES) expect(routes.some((route) => route.slice === slice && !route.page)).toBe(true);
  });
});
