import { z } from 'zod/mini';
import { deferred } from './deferred';

/**
 * What a page says about itself to search engines and to apps a link is shared in: drawn into the
 * server's HTML and kept in step by the shell on client navigation. A route declares the fixed
 * ones (`title`, `description` in routes.ts); a page drawn per request with data gives its own.
 */
export const pageHeadSchema = deferred(() => z.object({
  /** The page's own title, without the site's name (the shell adds it). */
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(400))),
  /** The page's one address, a same-origin path without the query (its other addresses point to it). */
  canonicalPath: z.optional(z.string().check(z.regex(/^\/(?!\/)[^?#\s]*$/))),
  /** The picture a shared link shows: absolute, or a path on the site's origin. */
  image: z.optional(z.string()),
  imageAlt: z.optional(z.string()),
  /** A home's asking price in dollars, for shared links. */
  price: z.optional(z.number()),
  /** Open Graph type. */
  type: z.optional(z.enum(['website', 'article'])),
  /** schema.org objects (JSON-LD), each written as a script of its own. */
  jsonLd: z.optional(z.array(z.record(z.string(), z.unknown()))),
  /** The HTTP status the page answers with: 404 for a thing that does not exist, 410 for one gone for good. */
  status: z.optional(z.union([z.literal(200), z.literal(404), z.literal(410)])),
}));
export type PageHead = z.output<typeof pageHeadSchema>;

/** The site's name, last in every title. */
export const SITE_NAME = 'Homeward';
/** Said of a page that declares no description of its own. */
export const DEFAULT_DESCRIPTION =
  'Homeward: search homes for sale in Washington and Massachusetts, book tours, make offers and get cash back at closing.';
/** The picture a link to a page without one of its own shows (the shell serves it). */
export const DEFAULT_SHARE_IMAGE = '/share-card.png';
/** Icons and the web app manifest the shell's origin serves. */
export const SITE_ICONS = {
  favicon: '/favicon.ico',
  svg: '/icon.svg',
  appleTouch: '/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
} as const;

/** The home page's title: the site's name and what it is for. */
export const HOME_PAGE_TITLE = `${SITE_NAME}: homes for sale in Washington and Massachusetts`;

/** A document title: the page's own, then the site's name. */
export function documentTitle(title: string | undefined): string {
  if (!title || title === SITE_NAME || title === HOME_PAGE_TITLE) return title || SITE_NAME;
  return `${title} | ${SITE_NAME}`;
}

/** The title of a page as its route declares it: the home page's, the route's own, or the site's name; "Page not found" with no route. */
export function routePageTitle(route: { path: string; title?: string } | undefined): string {
  if (!route) return PAGE_NOT_FOUND_TITLE;
  if (route.path === '/') return HOME_PAGE_TITLE;
  return route.title ?? SITE_NAME;
}

/** The title of a page that finds nothing at its address. */
export const PAGE_NOT_FOUND_TITLE = 'Page not found';

/** The element the shell announces each new page's title in, after a client-side navigation. */
export const PAGE_ANNOUNCER_ID = 'page-announcer';
