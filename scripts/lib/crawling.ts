// What the site tells crawlers: robots.txt (from the route table: pages behind sign-in, request flows
// and confirmations are disallowed) and sitemap.xml, an index of sitemaps for the content pages, the
// places with homes for sale and every home for sale (split at SITEMAP_MAX_URLS).
import { type HomeAddressParts, paths, SITEMAP_MAX_URLS } from '@homeward/contracts';
import type { RouteEntry } from '@homeward/platform/routeTable';
import { isIndexable } from './pageHead';

/** Where the sitemap index sends crawlers: its files, beside it. */
export const SITEMAP_FILES = {
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  places: '/sitemaps/places.xml',
  homes: (n: number) => `/sitemaps/homes-${n}.xml`,
} as const;
export const HOMES_SITEMAP = /^\/sitemaps\/homes-([1-9]\d{0,4})\.xml$/;

type Route = Pick<RouteEntry, 'path' | 'guard' | 'noindex' | 'title' | 'layout'>;

const isFixed = (path: string) => !/[:*]/.test(path);

/** A route pattern as a robots.txt path: parameters match anything, and the rule ends where the pattern does. */
function robotsPattern(path: string): string {
  return `${path.replace(/\/:[^/]+\?/g, '*').replace(/:[^/]+/g, '*')}$`;
}

/** Whether a robots.txt pattern (with `*` and an ending `$`) matches a path. */
function robotsMatches(pattern: string, path: string): boolean {
  const source = pattern
    .replace(/\$$/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/**
 * robots.txt: every page search engines should not list (signed-in, admin, guest-only pages, request
 * flows) is disallowed by its pattern; a public page that such a pattern would also cover is allowed
 * by its own, longer rule. The sitemap index is named.
 */
export function robotsTxt(routes: readonly Route[], origin: string): string {
  const disallow = [...new Set(routes.filter((route) => !isIndexable(route)).map((route) => robotsPattern(route.path)))].sort();
  const allow = [
    ...new Set(
      routes
        .filter((route) => isIndexable(route) && isFixed(route.path))
        .map((route) => `${route.path}$`)
        .filter((path) => disallow.some((pattern) => robotsMatches(pattern, path.slice(0, -1)))),
    ),
  ].sort();
  return [
    'User-agent: *',
    ...allow.map((path) => `Allow: ${path}`),
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(SITEMAP_FILES.index, origin).href}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/** A sitemap file (sitemaps.org `urlset`) of pages on `origin`. */
export function urlsetXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastmod }) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: the content pages, the places and as many files of homes as `homeCount` needs. */
export function sitemapIndexXml(homeCount: number, origin: string): string {
  const files = [SITEMAP_FILES.pages, SITEMAP_FILES.places, ...Array.from({ length: Math.ceil(homeCount / SITEMAP_MAX_URLS) }, (_, i) => SITEMAP_FILES.homes(i + 1))];
  const items = files.map((file) => `<sitemap><loc>${escapeXml(new URL(file, origin).href)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The content pages a sitemap lists: every public page with a fixed address and a title (widgets for partner sites aside). */
export function contentPages(routes: readonly Route[]): SitemapEntry[] {
  const paths = routes.filter((route) => isIndexable(route) && isFixed(route.path) && route.title && route.layout !== 'bare').map((route) => route.path);
  return [...new Set(['/', ...paths])].map((path) => ({ path }));
}

/** Each place's listings page. */
export function placePages(places: readonly { state: string; city: string; lastmod: string }[]): SitemapEntry[] {
  return places.map((place) => ({ path: paths.search.listings.href({ state: place.state, city: place.city }), lastmod: place.lastmod }));
}

/** Each home's page, at its canonical (address) form. */
export function homePages(homes: readonly (HomeAddressParts & { lastmod: string })[]): SitemapEntry[] {
  return homes.map((home) => ({ path: paths.listing.propertyByAddress.href(home), lastmod: home.lastmod }));
}
