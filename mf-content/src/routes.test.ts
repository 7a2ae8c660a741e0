import { buildRouteTable } from '@homeward/platform';
import type { SliceRoute } from '@homeward/contracts';
import { routes } from './routes';

/** Routes other slices declare (spec 2.2) that the referrer/affiliation forms must not take. */
const otherSlices: SliceRoute[] = [
  { path: '/listings/:parent?/:zip?', guard: 'public', layout: 'no-footer' },
  { path: '/listings/:parent?/:state?/:city?', guard: 'public', layout: 'no-footer' },
  { path: '/:refferer?/:affiliation?/:listings/:parent/:state/:city', guard: 'public', layout: 'no-footer' },
  { path: '/home/:mls?', guard: 'public' },
  { path: '/listingdetails/:state?/:mls?', guard: 'public' },
  { path: '/:state/:city/:street?/:unit?/home/:mls', guard: 'public' },
  { path: '/become-a-partner/lender', guard: 'private' },
  { path: '/inspections/request', guard: 'private' },
  { path: '/mortgage/request', guard: 'private' },
  { path: '/account/favorites', guard: 'private' },
];

const table = buildRouteTable({
  remotes: [
    { name: 'mf_search', version: '1', entry: 'x', routes: otherSlices.map((r) => ({ layout: 'default', guard: 'private', ...r })), exposes: [] },
    { name: 'mf_content', version: '1', entry: 'x', routes: routes.map((r) => ({ layout: 'default', guard: 'private', ...r })), exposes: [] },
  ],
});
const owner = (path: string) => table.resolve(path)?.route.owner;
const pattern = (path: string) => table.resolve(path)?.route.path;

describe('content routes', () => {
  it('are public, and widgets are bare', () => {
    for (const route of routes) {
      expect(route.guard).toBe('public');
      expect(route.layout).toBe(route.path.startsWith('/widget') ? 'bare' : 'default');
    }
  });

  it('give every parameter-free page a title for the sitemap', () => {
    const untitled = routes.filter((r) => !r.path.includes(':') && !r.title).map((r) => r.path);
    expect(untitled).toEqual(['/careers/thankyou', '/corporate-partner-program/success']);
  });

  it('declare each path once', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it.each([
    ['/widget1/acme/buyandsell', '/:refferer/:affiliation/buyandsell'],
    ['/news/buyandsell', '/:refferer/buyandsell'],
    ['/partner-site/acme/learn', '/:refferer/:affiliation/learn'],
    ['/x/homeinfo', '/:refferer/homeinfo'],
    ['/x/y/getloan', '/:refferer/:affiliation/getloan'],
    ['/widget1/acme', '/widget1/:affiliation?'],
    ['/widget2', '/widget2/:affiliation?'],
    ['/blog/posts/condo-or-townhouse', '/blog/posts/:id?'],
    ['/careers/thankyou', '/careers/thankyou'],
    ['/learn', '/learn'],
  ])('%s is drawn by %s', (path, expected) => {
    expect(pattern(path)).toBe(expected);
    expect(owner(path)).toBe('mf_content');
  });

  it.each([
    '/listings/city/WA/Bellevue',
    '/listings/zip/WA/98004',
    '/home/12345678',
    '/listingdetails/WA/12345678',
    '/WA/Bellevue/123-Main-St/home/12345678',
    '/widget1/acme/listings/city/WA/Bellevue',
    '/become-a-partner/lender',
    '/inspections/request',
    '/mortgage/request',
    '/account/favorites',
  ])('%s stays with the slice that owns it', (path) => {
    expect(owner(path)).toBe('mf_search');
  });
});
