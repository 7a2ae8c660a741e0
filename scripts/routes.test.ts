import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteRoutes, type SiteRoute } from './lib/siteRoutes';

const ROOT = path.join(__dirname, '..');

let routes: SiteRoute[];
beforeAll(async () => {
  routes = await siteRoutes(ROOT);
});

describe('the route tables (npm run routes)', () => {
  it('cover every slice', () => {
    expect(new Set(routes.map((route) => route.slice)).size).toBeGreaterThanOrEqual(7);
  });

  it('name the page module of every route', () => {
    expect(routes.filter((route) => !route.page).map((route) => `${route.slice} ${route.path}`)).toEqual([]);
  });

  it('name only page modules that exist', () => {
    const missing = routes.filter((route) => route.page && !route.file).map((route) => `${route.slice} ${route.path} → ${route.page}`);
    expect(missing).toEqual([]);
  });

  it('write every URL out in its routes.ts, so a text search for it finds its route', () => {
    const sources = new Map<string, string>();
    // A slice's table is its src/routes.ts and the routes.ts of any area it joins (mf-partners' agent and partner).
    const read = (slice: string) =>
      [path.join(ROOT, slice, 'src'), ...readdirSync(path.join(ROOT, slice, 'src'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => path.join(ROOT, slice, 'src', d.name))]
        .map((dir) => path.join(dir, 'routes.ts'))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
    const source = (slice: string) => sources.get(slice) ?? sources.set(slice, read(slice)).get(slice)!;
    const unwritten = routes.filter((route) => !source(route.slice).includes(`'${route.path}'`));
    expect(unwritten.map((route) => `${route.slice} ${route.path}`)).toEqual([]);
  });
});
