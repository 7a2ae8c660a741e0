import { ATTRIBUTION_SEGMENT_PATTERN } from '@homeward/contracts';

/**
 * Who sent a visitor here. Partner sites link to the referrer/affiliation forms of a few pages
 * (/{refferer}/{affiliation}/buyandsell, spelt as the site always has) and embed the widgets as
 * /widget1/{affiliation}. Every link and enquiry those pages make carries the same attribution,
 * so the partner is credited whichever page the visitor ends on.
 */
export interface Attribution {
  refferer?: string;
  affiliation?: string;
}

/** Pages that have referrer/affiliation-prefixed routes. */
export const PREFIXABLE_PAGES = ['buyandsell', 'homeinfo', 'learn', 'getloan'] as const;

/** The listings pages, which have both referrer forms: /listings/:parent/:state/:city. */
const LISTINGS_PAGE = /^\/listings\/[^/]+\/[^/]+\/[^/]+$/;

/** Keeps only values that are safe as a single path segment; anything else is dropped. */
export function cleanSegment(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && ATTRIBUTION_SEGMENT_PATTERN.test(trimmed) ? trimmed : undefined;
}

export function attributionFrom(params: Record<string, string | undefined>, query?: URLSearchParams): Attribution {
  const refferer = cleanSegment(params.refferer ?? query?.get('refferer'));
  const affiliation = cleanSegment(params.affiliation ?? query?.get('affiliation'));
  return { ...(refferer && { refferer }), ...(affiliation && { affiliation }) };
}

/**
 * The attribution a page address carries: the referrer prefixes of the prefixable and listings
 * pages (`/:refferer/:affiliation?/{page}/...`), else the `refferer`/`affiliation` query parameters.
 */
export function attributionFromUrl(pathname: string, search = ''): Attribution {
  const segments = pathname.split('/').filter(Boolean);
  const pages: readonly string[] = [...PREFIXABLE_PAGES, 'listings'];
  const at = pages.includes(segments[1] ?? '') ? 1 : pages.includes(segments[2] ?? '') && !pages.includes(segments[0] ?? '') ? 2 : 0;
  const params = at ? { refferer: segments[0], affiliation: at === 2 ? segments[1] : undefined } : {};
  return attributionFrom(params, new URLSearchParams(search));
}

export function hasAttribution(a: Attribution): boolean {
  return Boolean(a.refferer || a.affiliation);
}

/**
 * The internal path `to`, carrying the attribution: as route prefixes for the prefixable pages and
 * the listings pages (one-prefix `/:refferer/listings/...` or two-prefix
 * `/:refferer/:affiliation/listings/...`, spec 2.2) when a referrer is known, and as query
 * parameters everywhere else. External links and in-page anchors are returned unchanged.
 */
export function attributedPath(to: string, a: Attribution): string {
  if (!to.startsWith('/') || to.startsWith('//') || !hasAttribution(a)) return to;
  const url = new URL(to, 'https://homeward.invalid');
  const page = url.pathname.replace(/^\/+|\/+$/g, '');
  const prefix = [a.refferer, a.affiliation].filter(Boolean).join('/');
  if (a.refferer && (PREFIXABLE_PAGES as readonly string[]).includes(page)) {
    return `/${prefix}/${page}${url.search}${url.hash}`;
  }
  if (a.refferer && LISTINGS_PAGE.test(url.pathname)) {
    return `/${prefix}${url.pathname}${url.search}${url.hash}`;
  }
  if (a.refferer) url.searchParams.set('refferer', a.refferer);
  if (a.affiliation) url.searchParams.set('affiliation', a.affiliation);
  return `${url.pathname}${url.search}${url.hash}`;
}
