// The HTML the shell answers a page with: the slice files it asks for at once, and a page drawn at build time.
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_SHARE_IMAGE,
  documentTitle,
  PRERENDER_SLOT,
  QUERY_STATE_ELEMENT_ID,
  SCREEN_MEDIA_PATTERN,
  SITE_CONFIG_ELEMENT_ID,
  SITE_NAME,
  SUPPORT_EMAIL_SLOT,
  type SiteConfig,
  type Descriptor,
  type PageHead,
  type PrerenderedLayouts,
  type ResolvedRoute,
} from '@homeward/contracts';
import { formatCurrency } from '@homeward/domain';
import { AFTER_PAINT_TEMPLATE } from './shellStart';

/** The element the shell's index.html boots in, with its "Loading Homeward…" notice. */
const ROOT_WITH_BOOT_NOTICE = /<div id="root"><div id="boot"[^>]*>[^<]*<\/div><\/div>/;
/** A preload React writes for an image the page asks for first (`<img fetchPriority="high">`). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
/** The start of index.html's head, up to its character set (which stays first). */
const HEAD_START = /<head>(<meta charset="[^"]*"\/?>)?/;
/** The shell's own stylesheets that index.html only preloads (its layout's, loaded with its code). */
const PRELOADED_STYLE = /<link rel="preload" as="style" href="([^"]+)">/g;
/** The stylesheet of the shell's entry, which index.html links. */
const LINKED_STYLE = /<link href="([^"]+\.css)" rel="stylesheet">/g;

/** The shell's own stylesheets index.html names (linked or preloaded), by address: what a drawn page can have written in. */
export function shellStylesheets(html: string): string[] {
  return [...html.matchAll(LINKED_STYLE), ...html.matchAll(PRELOADED_STYLE)].map((match) => match[1]!);
}

export interface PrerenderedPage {
  layouts: PrerenderedLayouts;
  /** The slice's page, drawn at build time (its route's `prerendered` file). */
  page: string;
  remote: Pick<Descriptor, 'name' | 'entry' | 'preload'>;
  route: Pick<ResolvedRoute, 'layout' | 'preload'>;
  pathname: string;
  /** The text of those of the page's stylesheets (the shell's and the slice's) the server has at hand, by address. */
  styleText?: Record<string, string>;
  /** For a page drawn with data: the query answers it was drawn from (dehydrated), for the live page to start from. */
  queries?: unknown;
  /** For a page drawn for some screens only (a width media query): elsewhere its place stays empty until the live page. */
  media?: string;
  /** With `media`: the width it was drawn at. */
  width?: number;
}

/** A value as the text of a JSON script element: nothing in it can end the element. */
function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Query answers for the live page to start from. */
function queryState(queries: unknown): string {
  return jsonScript(QUERY_STATE_ELEMENT_ID, queries);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The deployment's site config, put in the page for the live page to start from (#site-config), and
 * its support address put where a page drawn ahead of time left the slot for it: a build serves any
 * deployment, and the drawn copy says what the live page will.
 */
export function withSiteConfig(html: string, config: SiteConfig): string {
  const filled = config.supportEmail ? html.replaceAll(SUPPORT_EMAIL_SLOT, escapeHtml(config.supportEmail)) : html;
  return filled.replace('</body>', () => `${jsonScript(SITE_CONFIG_ELEMENT_ID, config)}</body>`);
}

/** The stylesheets a prerendered page needs before it paints: the slice's own, with its page's. */
export function pageStylesheets(remote: Pick<Descriptor, 'entry' | 'preload'>, route: Pick<ResolvedRoute, 'preload'>): string[] {
  const files = [...new Set([...remote.preload, ...(route.preload ?? [])])].filter((file) => file.endsWith('.css'));
  return files.map((file) => new URL(file, remote.entry).href);
}

/**
 * A slice's stylesheet written into the page rather than linked: no connection to the slice's origin
 * stands between the HTML and the first paint. `data-href` names the file, so the slice's code,
 * when it loads the same chunk, finds the styles there and does not ask for them again. A
 * stylesheet with addresses in it (relative to its own folder) or that could end the element is linked.
 */
function stylesheet(href: string, text: string | undefined): string {
  const inlinable = text !== undefined && !/url\(|<\/style/i.test(text);
  return inlinable ? `<style data-href="${escapeAttribute(href)}">${withMapAddress(text, href)}</style>` : `<link rel="stylesheet" href="${escapeAttribute(href)}">`;
}

/** Where the page resolves addresses, standing in for an address given as a path (the shell's own files). */
const PAGE_ORIGIN = 'http://page.invalid';

/**
 * A stylesheet's source map comment names its map beside the file; written into the page, it would
 * be read against the page's address instead: it names the map's full address (a path for the shell's own).
 */
function withMapAddress(text: string, href: string): string {
  return text.replace(/\/\*# sourceMappingURL=([^\s*]+)\s*\*\//, (_comment, map: string) => {
    const address = new URL(map, new URL(href, PAGE_ORIGIN));
    return `/*# sourceMappingURL=${address.origin === PAGE_ORIGIN ? address.pathname : address.href} */`;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html with the page drawn at build time (or for this request) in place of the boot notice: the shell's layout
 * around the slice's page, in an element of its own (`#prerendered`) beside the shell's empty
 * `#root`. The shell hydrates it where it is, or, when the slice's page was drawn for other screens,
 * draws the live page in `#root` and puts it in its place (shell/src/layout/prerendered.ts). The stylesheets those parts need become
 * render-blocking (the slice's written into the page when at hand), so it paints styled from the first frame. It is inert: its controls
 * would do nothing until the live page is there, so they cannot be used or focused before. Undefined when the shell
 * drew no frame for the route's layout, or index.html has no boot notice to replace.
 */
export function withPrerenderedPage(html: string, { layouts, page, remote, route, pathname, styleText = {}, queries, media, width }: PrerenderedPage): string | undefined {
  const frames = layouts.byPath[pathname] ?? layouts.fallback;
  const frame = frames[route.layout];
  if (!frame?.includes(PRERENDER_SLOT) || !ROOT_WITH_BOOT_NOTICE.test(html) || !html.includes('</head>')) return undefined;
  const owner = escapeAttribute(remote.name);
  // The images the page asks for first (React writes a preload for each high-priority <img>) are
  // asked for before anything else the head names, so they do not queue behind the scripts.
  const imagePreloads = page.match(IMAGE_PRELOAD) ?? [];
  const state = queries === undefined ? '' : queryState(queries);
  // The screens the page was drawn for go with it: on those, the slice hydrates it where it is.
  const screen = media && SCREEN_MEDIA_PATTERN.test(media) ? media : undefined;
  const drawnFor = screen ? ` data-drawn-media="${escapeAttribute(screen)}"${width ? ` data-drawn-width="${Math.round(width)}"` : ''}` : '';
  const slot = `<div data-slot="${owner}"><div id="slice-${owner}" data-slice="${owner}" data-drawn${drawnFor}>${page.replace(IMAGE_PRELOAD, '')}</div></div>`;
  const body = `<div id="prerendered" inert>${frame.replace(PRERENDER_SLOT, () => slot)}</div><div id="root"></div>${state}`;
  const styles = pageStylesheets(remote, route).map((href) => stylesheet(href, styleText[href]));
  // The frame shows on every screen; the page only on those it was drawn for.
  const screens = screen
      ? `@media not all and ${screen}{#prerendered [data-slot]{visibility:hidden}#prerendered [data-slot]::before{content:"Loading the page…";display:block;visibility:visible;padding:48px 16px;text-align:center}}`
      : '';
  // The drawn page is painted once it has all been read: a browser that paints what it has parsed so
  // far would draw a table from its first rows, then widen its columns for the rest, and everything
  // under them would move. The element after the drawn page (the shell's root) ends the wait.
  const head = `<style>${layouts.rootStyle.replace(/</g, '')}${screens}</style>${styles.join('')}<link rel="expect" href="#root" blocking="render"></head>`;
  return html
    .replace(HEAD_START, (start) => `${start}${imagePreloads.join('')}`)
    // The shell's stylesheets too are written in when at hand: a drawn page is styled and laid out
    // once, when its HTML is parsed, rather than a second time, whole, when the last linked one arrives.
    .replace(LINKED_STYLE, (link, href: string) => (styleText[href] === undefined ? link : stylesheet(href, styleText[href])))
    .replace(PRELOADED_STYLE, (_match, href: string) => stylesheet(href, styleText[href]))
    .replace('</head>', () => head)
    .replace(ROOT_WITH_BOOT_NOTICE, () => body);
}

/**
 * The page's own slice starts downloading with the HTML: its entry, the chunks its app code loads
 * first (descriptor.json's `preload`) and those of the page the route draws (the route's
 * `preload`), which the federation runtime would otherwise only ask for after the shell has
 * booted and read remotes.json, and the page's code after the slice has booted in turn.
 * Prefetch rather than preload links: a slice origin that never answers must not hold up the
 * page's load event. These versioned files are cached as immutable, so the runtime's own
 * requests are answered from the cache. A preconnect opens the slice's origin at once.
 */
export function slicePrefetchLinks(remote: Pick<Descriptor, 'entry' | 'preload'>, route?: { preload?: string[] }, present: (href: string) => boolean = () => false): string {
  const entry = new URL(remote.entry);
  const files = [...new Set([...remote.preload, ...(route?.preload ?? [])])];
  const hrefs = [entry.href, ...files.map((file) => new URL(file, entry).href)].filter((href) => !present(href));
  return [`<link rel="preconnect" href="${escapeAttribute(entry.origin)}">`, ...hrefs.map((href) => `<link rel="prefetch" href="${escapeAttribute(href)}">`)].join('');
}

/**
 * index.html with the slice's prefetch links last in its head (after the stylesheets), leaving out
 * the files the page already has (a prerendered page's stylesheets).
 */
export function withSlicePrefetch(html: string, remote: Pick<Descriptor, 'entry' | 'preload'>, route?: { preload?: string[] }): string {
  const at = html.indexOf('</head>');
  const present = (href: string) => html.includes(`href="${escapeAttribute(href)}"`);
  return at < 0 ? html : `${html.slice(0, at)}${slicePrefetchLinks(remote, route, present)}${html.slice(at)}`;
}

/** What the server knows of a page's head: the page's own (from its route or its data), where it is, and whether search engines may list it. */
export interface PageHeadContext {
  head: PageHead;
  /** The site's origin as the visitor reached it (`https://homeward.example`). */
  origin: string;
  /** Left out of search engines: pages behind sign-in, request flows, addresses with nothing at them. */
  noindex?: boolean;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content === undefined || content === '' ? '' : `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

/** schema.org data as a JSON-LD script: nothing in it can end the element. */
function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The tags of a page's head: its title and description, its canonical address, Open Graph and
 * Twitter card tags for shared links (the home's photo and price, or the site's card), `noindex`
 * where search engines should not list it, and its schema.org data.
 */
export function pageHeadTags({ head, origin, noindex }: PageHeadContext): { title: string; tags: string } {
  const title = documentTitle(head.title);
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const canonical = head.canonicalPath === undefined ? undefined : new URL(head.canonicalPath, origin).href;
  const image = new URL(head.image ?? DEFAULT_SHARE_IMAGE, origin).href;
  const imageAlt = head.image ? head.imageAlt : `${SITE_NAME}: homes for sale in Washington and Massachusetts`;
  const price = head.price === undefined ? undefined : String(head.price);
  const tags = [
    canonical ? `<link rel="canonical" href="${escapeAttribute(canonical)}">` : '',
    noindex ? '<meta name="robots" content="noindex">' : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'product:price:amount', price),
    meta('property', 'product:price:currency', price && 'USD'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    meta('name', 'twitter:label1', price && 'Price'),
    meta('name', 'twitter:data1', head.price === undefined ? undefined : formatCurrency(head.price)),
    ...(head.jsonLd ?? []).map(jsonLdScript),
  ];
  return { title, tags: tags.join('') };
}

/** index.html with the page's own head: its title and description in place of the site's, and the rest before the end of the head. */
export function withPageHead(html: string, context: PageHeadContext): string {
  const { title, tags } = pageHeadTags(context);
  const description = context.head.description ?? DEFAULT_DESCRIPTION;
  return html
    .replace(TITLE, () => `<title>${escapeAttribute(title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeAttribute(description)}">`)
    .replace('</head>', () => `${tags}</head>`);
}

/** A link that fetches code ahead of its use: the shell's preloaded scripts, the slice's prefetched files. */
const CODE_FETCH = /<link rel="(?:preload" as="script"|prefetch")[^>]*>/g;

/**
 * The page with its code fetched once its first paint is on screen, not while it is parsed and
 * painted: the links move into a template the start script adds to the page when it starts the
 * shell. On a slow network the page's own bytes (its photo) then have the connection to
 * themselves until the page is painted; the code runs only after that paint either way.
 */
export function withCodeFetchedAfterPaint(html: string): string {
  const head = html.indexOf('</head>');
  // The head's links only: the ones it moves are the ones it takes out.
  const links = head < 0 ? null : html.slice(0, head).match(CODE_FETCH);
  if (!links) return html;
  return `${html.slice(0, head).replace(CODE_FETCH, '')}<template id="${AFTER_PAINT_TEMPLATE}">${links.join('')}</template>${html.slice(head)}`;
}
