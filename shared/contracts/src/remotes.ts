import { z } from 'zod/mini';
import { pageHeadSchema } from './pageHead';
import { deferred } from './deferred';

/** Which frame a page is drawn in (spec 2.3). */
export const layoutSchema = deferred(() => z.enum(['default', 'dashboard', 'no-footer', 'bare']));
export type Layout = z.infer<typeof layoutSchema>;

/**
 * Who may see a page (spec 2.3): `private` pages need a signed-in user (the default),
 * `public` pages opt out of the check, `guest` pages send a signed-in user home.
 */
export const guardSchema = deferred(() => z.enum(['private', 'public', 'guest', 'admin']));
export type Guard = z.infer<typeof guardSchema>;

/** Whether a page shows only to a signed-in user (its guard, 'private' when unset): drawn on the server only with their session. */
export const behindSignIn = (route: { guard?: Guard }): boolean => route.guard === undefined || route.guard === 'private' || route.guard === 'admin';

export const routeSchema = deferred(() => z.object({
  /** react-router pattern, optional segments as `:name?`. */
  path: z.string().check(z.startsWith('/')),
  layout: z._default(layoutSchema, 'default'),
  guard: z._default(guardSchema, 'private'),
  /** Scope names (spec 6) a signed-in user must hold; one whose profile lacks any is sent home. */
  scopes: z.optional(z.array(z.string().check(z.minLength(1)))),
  /** Shown in the sitemap; routes without a title are left out of it (parameterised or internal pages). */
  title: z.optional(z.string()),
  /** The page's description for search engines and shared links; the site's when unset. */
  description: z.optional(z.string()),
  /**
   * Left out of search engines (`noindex`) and of sitemap.xml: a page behind sign-in, a request
   * flow or a confirmation. robots.txt disallows their paths.
   */
  noindex: z.optional(z.boolean()),
  /** Hide the nav bar while keeping the footer (spec 2.3: widgets hide both, so they use `bare`). */
  hideNav: z.optional(z.boolean()),
  /**
   * In a slice's routes.ts: the module under its src/ that draws the page (e.g. `pages/PropertyPage`).
   * The build replaces it with `preload`: the files that page's code loads, relative to the entry,
   * which the server asks for with the HTML so the page does not wait for the slice to boot first.
   */
  page: z.optional(z.string()),
  preload: z.optional(z.array(z.string())),
  /**
   * In a slice's routes.ts, on a page that needs no data or session to draw (a fixed path): the
   * build draws it as HTML (the slice's src/prerender.tsx) and replaces the flag with
   * `prerendered`, that file relative to the entry, which the server sends inside the page so it
   * shows before any script has run.
   */
  prerender: z.optional(z.boolean()),
  prerendered: z.optional(z.string()),
  /**
   * On a page whose first view needs data, e.g. a home's page: the slice's origin draws it for
   * each request with the data it needs (the slice's src/prerender.tsx `renderRequest`, deployed
   * as SLICE_RENDERER beside the entry). The shell's server sends it inside the page with the
   * query answers it was drawn from, so the page shows before any script has run and the live page
   * starts from the same answers. A page whose layout depends on the screen is drawn for some
   * screens only (the listings page: for phones). A page behind sign-in (guard other than
   * 'public') is drawn only for a request carrying the session (PAGE_SESSION_COOKIE), with the
   * user's own answers, and is never stored by a cache.
   */
  serverRender: z.optional(z.boolean()),
}));
export type SliceRoute = z.input<typeof routeSchema>;
export type ResolvedRoute = z.output<typeof routeSchema>;

/**
 * The shell's layouts drawn at build time (its build's `prerender/layouts.json`), each around
 * PRERENDER_SLOT, where the server puts a slice's prerendered page: the layout for every page, or
 * one of its own for a path whose frame differs (the home page's nav bar).
 */
export const PRERENDER_SLOT = '<div data-prerender-slot=""></div>';
const layoutFramesSchema = deferred(() => z.record(z.string(), z.string()));
export const prerenderedLayoutsSchema = deferred(() => z.object({
  /** The CSS variables the shell sets when it boots, for the page drawn before then. */
  rootStyle: z.string(),
  byPath: z.record(z.string(), layoutFramesSchema),
  fallback: layoutFramesSchema,
}));
export type PrerenderedLayouts = z.output<typeof prerenderedLayoutsSchema>;

/** A slice's per-request renderer, beside its entry; its origin runs it and never serves the file. */
export const SLICE_RENDERER = 'server/render.cjs';
/** Where, beside a slice's entry, its origin answers `?path=<pathname>` with a renderedPageSchema. */
export const SLICE_RENDER_ENDPOINT = 'render';
/**
 * The cookie that carries the browser's access token to the page server, for it to draw a page
 * behind sign-in with the user's data. The browser writes it beside the token it already keeps
 * (and removes it at sign-out); the page server reads it only for such pages and passes it on as
 * the bearer of the renderer's API calls. The API itself never reads cookies: a request another
 * site makes the browser send carries no session for it (no cross-site request forgery).
 */
export const PAGE_SESSION_COOKIE = 'hw_page_session';
/** A width media query as a drawn page names its screens with: nothing that could end a CSS rule. */
export const SCREEN_MEDIA_PATTERN = /^[()\w\s:.,-]+$/;
/**
 * A page a slice's origin drew for one request, the query answers it drew it from (dehydrated),
 * and, for a page whose layout depends on the screen, the screens the drawn copy is for.
 */
export const renderedPageSchema = deferred(() => z.object({
  html: z.string(),
  queries: z.unknown(),
  /** A width media query; elsewhere the browser draws the page. */
  media: z.optional(z.string().check(z.regex(SCREEN_MEDIA_PATTERN))),
  /** With `media`: the width among those screens it was drawn at, which the browser hydrates it for. */
  width: z.optional(z.number().check(z.int(), z.positive())),
  /** The page's head as its data makes it (a home's address and price), and its status (404 for an unknown home). */
  head: z.optional(pageHeadSchema),
}));
export type RenderedPage = z.output<typeof renderedPageSchema>;
/**
 * What a slice's origin passes its `renderRequest(pathname, request)` with each page it draws: the
 * API it fetches from, the site's origin as the visitor reached it, and for a page behind sign-in
 * the Authorization (`Bearer …`) of the user it is drawn for.
 */
export interface RenderRequest {
  apiOrigin: string;
  origin: string;
  authorization?: string;
}
/** The element of a page sent drawn with data that carries those query answers, as JSON. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** What a slice's build emits next to its assets. */
export const descriptorSchema = deferred(() => z.object({
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  version: z.string().check(z.minLength(1)),
  /** Relative to the descriptor in a build, absolute once published into remotes.json. */
  entry: z.string().check(z.minLength(1)),
  routes: z.array(routeSchema),
  /** Components other slices may mount, e.g. `./SearchBar`. */
  exposes: z._default(z.array(z.string()), []),
  /** Files beside the entry that its page code loads first; the shell preloads them with the entry. */
  preload: z._default(z.array(z.string()), []),
  /**
   * The major version of `@homeward/contracts` the slice was built against (CONTRACT_MAJOR). The
   * shell refuses a slice built against another one, showing the slot's fallback instead.
   */
  contractMajor: z.optional(z.number().check(z.int(), z.gte(0))),
}));
export type Descriptor = z.output<typeof descriptorSchema>;

/** The runtime manifest the shell reads at start-up. */
export const remotesManifestSchema = deferred(() => z.object({
  generatedAt: z.optional(z.string()),
  remotes: z.array(descriptorSchema),
}));
export type RemotesManifest = z.output<typeof remotesManifestSchema>;
