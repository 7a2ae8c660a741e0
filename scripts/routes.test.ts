import path from 'node:path';
import { matchPath } from 'react-router';
import { PATH_OWNERS, paths } from '@homeward/contracts';
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

  it('take every URL from the slice’s own group of the paths module, and give every page there a route', () => {
    const groups = (slice: string) => Object.entries(PATH_OWNERS).filter(([, owner]) => owner === slice).map(([group]) => paths[group as keyof typeof paths]);
    // A route is a page's pattern or one of its older addresses, or a fixed address its pattern matches (`/partner/lender`).
    const isPageOf = (page: { path: string; aliases?: readonly string[] }, url: string) => page.path === url || page.aliases?.includes(url) || matchPath(page.path, url) !== null;
    const stray = routes.filter((route) => !groups(route.slice).some((group) => Object.values(group).some((page) => isPageOf(page, route.path))));
    expect(stray.map((route) => `${route.slice} ${route.path}`)).toEqual([]);
    const unrouted = Object.entries(paths).flatMap(([group, pages]) =>
      Object.entries(pages)
        .filter(([, page]) => ![page.path, ...('aliases' in page ? page.aliases : [])].every((url) => routes.some((route) => route.slice === PATH_OWNERS[group as keyof typeof paths] && (route.path === url || matchPath(url, route.path)))))
        .map(([name]) => `${group}.${name}`),
    );
    expect(unrouted).toEqual([]);
  });

  it('are found from a URL in one step: `npm run routes -- <part of the URL>`', () => {
    const dashboard = routes.find((route) => route.path === '/partner/serviceprovider/dashboard');
    expect(dashboard).toMatchObject({ slice: 'mf-partners', file: 'mf-partners/src/partner/dashboard/DashboardPage.tsx' });
  });
});
