// Serves the site as production does: the shell on one origin (with /api proxied to the API),
// each slice's immutable versioned folders on an origin of its own.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { LRUCache } from 'lru-cache';
import { buildRouteTable } from '@homeward/platform/routeTable';
import { RESPONSE_COMPRESSION } from './lib/compression';
import { API_PORT, DEPLOY_DIR, federationName, REMOTES_FILE, ROOT, SHELL_PORT, SLICE_PORTS } from './lib/slices';
import { readManifest } from './publish';
import { authClientConfig } from './idp';
import { registerBasemap } from './basemap/serveBasemap';
import { EMBEDDABLE_PATHS, isDevApiPath, resourceSecurityHeaders, securityHeaders, servedOverTls } from './lib/securityHeaders';
import { sitePolicyOptions } from './lib/sitePolicy';
import {
  apiPaths,
  prerenderedLayoutsSchema,
  sitemapHomesResponseSchema,
  sitemapPlacesResponseSchema,
  renderedPageSchema,
  siteConfigFromEnv,
  SITE_CONFIG_URL,
  SLICE_RENDER_ENDPOINT,
  SLICE_RENDERER,
  type Descriptor,
  type PageHead,
  type PrerenderedLayouts,
  type RemotesManifest,
  type RenderedPage,
  type ResolvedRoute,
  behindSignIn,
  PAGE_SESSION_COOKIE,
} from '@homeward/contracts';
import { UPLOAD_MAX_BYTES } from '@homeward/contracts/signed-in';
import { pageStylesheets, shellStylesheets, withCodeFetchedAfterPaint, withPageHead, withPrerenderedPage, withSiteConfig, withSlicePrefetch } from './lib/pageHtml';
import { isIndexable, routeHead } from './lib/pageHead';
import { contentPages, homePages, HOMES_SITEMAP, placePages, robotsTxt, SITEMAP_FILES, sitemapIndexXml, urlsetXml } from './lib/crawling';
import { sliceRenderer, type PageRequest } from './lib/sliceRenderer';
import { ApiError, clientErrorReply, errorReply, MESSAGES, PROXY_SECRET_HEADER } from '@homeward/api';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{10}\.(js|css|map)(\.br)?$|\/assets\//;

/**
 * How long a slice's origin draws a page for one request before it gives up, the shell then sending
 * the page undrawn for the browser to draw (PAGE_DRAW_TIMEOUT_MS, 1500 by default). The shell waits
 * for the drawn page a little longer than that, so a late page is never cut off in transit.
 */
const RENDER_TIMEOUT_MS = Math.max(100, Number(process.env.PAGE_DRAW_TIMEOUT_MS) || 1500);
const DRAWN_PAGE_WAIT_MS = RENDER_TIMEOUT_MS + 500;

/** The shell build's layouts for prerendered pages; none when the build drew none. */
function readLayouts(dist: string): PrerenderedLayouts | undefined {
  try {
    return prerenderedLayoutsSchema.parse(JSON.parse(readFileSync(path.join(dist, 'prerender/layouts.json'), 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Slices' prerendered pages and their stylesheets, by address. A file in a version's folder never
 * changes, so each is fetched once (concurrent asks share the fetch); a failed fetch is not kept
 * (the page is sent without it, and it is asked for again next time).
 */
const versionedFiles = new LRUCache<string, string>({
  max: 64,
  fetchMethod: async (url, _stale, { signal }) => {
    const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(2000)]) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  },
});
const versionedFile = (url: string): Promise<string | undefined> => versionedFiles.fetch(url).catch(() => undefined);

/** The shell's own stylesheets, read once each from its build (their names change with their content). */
const shellStyles = new LRUCache<string, { text: string | undefined }>({ max: 16 });
function shellStyleText(dist: string, href: string): string | undefined {
  const file = path.join(dist, path.normalize(href).replace(/^([/\\])+/, ''));
  let cached = shellStyles.get(file);
  if (!cached) {
    cached = { text: file.startsWith(dist + path.sep) && existsSync(file) ? readFileSync(file, 'utf8') : undefined };
    shellStyles.set(file, cached);
  }
  return cached.text;
}

/**
 * A page its slice's origin draws for this request, with the query answers it drew from (and the
 * screens it is for); none when the origin cannot (the page is then sent undrawn, and the browser
 * draws it as before).
 */
async function renderedPage(
  remote: Pick<Descriptor, 'entry'>,
  page: PageRequest,
): Promise<(Omit<RenderedPage, 'html'> & { page: string }) | undefined> {
  try {
    const url = new URL(SLICE_RENDER_ENDPOINT, remote.entry);
    url.searchParams.set('path', page.pathname);
    url.searchParams.set('origin', page.origin);
    const headers = page.authorization ? { authorization: page.authorization } : undefined;
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(DRAWN_PAGE_WAIT_MS) });
    if (!response.ok) return undefined;
    const { html, queries, media, width, head } = renderedPageSchema.parse(await response.json());
    return { page: html, queries, media, width, head };
  } catch {
    return undefined;
  }
}

/**
 * For a page behind sign-in that its slice draws per request: the bearer of the session the browser
 * sent with it (PAGE_SESSION_COOKIE), for the slice to draw it with the user's data; none for any
 * other page, or without the cookie.
 */
function sessionFor(request: FastifyRequest, route: Pick<ResolvedRoute, 'guard' | 'serverRender'> | undefined): string | undefined {
  if (!route?.serverRender || !behindSignIn(route)) return undefined;
  const token = request.cookies[PAGE_SESSION_COOKIE];
  return token && /^[A-Za-z0-9._~+/=-]{1,4096}$/.test(token) ? `Bearer ${token}` : undefined;
}

/** The origin a visitor reached the site at, for the absolute addresses of sitemaps and shared links. */
const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** How long a sitemap is kept here and by crawlers (the API keeps its answers as long). */
const SITEMAP_FRESH_S = 600;
/** The API's sitemap answers, by address, kept a while (crawlers ask for every file in a row). */
const sitemapAnswers = new LRUCache<string, object>({ max: 32, ttl: SITEMAP_FRESH_S * 1000 });
async function sitemapData<T extends object>(apiUrl: string, path: string, schema: { parse(value: unknown): { data: T } }): Promise<T | undefined> {
  const kept = sitemapAnswers.get(path) as T | undefined;
  if (kept) return kept;
  try {
    const response = await fetch(new URL(path, apiUrl), { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return undefined;
    const { data } = schema.parse(await response.json());
    sitemapAnswers.set(path, data);
    return data;
  } catch {
    return undefined;
  }
}
const sitemapUnavailable = (reply: FastifyReply) =>
  reply.code(503).header('retry-after', '60').type('text/plain').send('The sitemap cannot be drawn right now. Please try again in a minute.');

function shellServer(apiUrl: string): FastifyInstance {
  // Errors this server meets itself (oversized headers or bodies, bad addresses) answer with the
  // API's JSON envelope, as the API behind it would.
  const app = Fastify({ logger: false, clientErrorHandler: clientErrorReply });
  app.setErrorHandler((error, request, reply) => errorReply(error as Error, request, reply));
  const dist = path.join(ROOT, 'shell/dist');
  app.register(fastifyCompress, RESPONSE_COMPRESSION);
  app.register(fastifyCookie);
  const indexHtml = () => readFileSync(path.join(dist, 'index.html'));

  registerRequestGuards(app);
  registerSecurityHeaders(app);

  registerApiProxy(app, apiUrl);
  registerBasemap(app);
  registerStaticFiles(app, dist);

  const { currentSite, sendPage } = pageSender(dist, indexHtml);
  registerSiteRoutes(app, apiUrl, currentSite, sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ statusCode: 'NotFound', errorMessage: 'Not found' });
    }
    return sendPage(request, reply);
  });
  return app;
}

/** Requests refused before they reach the API: the development outbox, and bodies larger than any route takes. */
function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The development outbox holds sign-in codes: never reachable from the public origin.
    if (isDevApiPath(request.url)) {
      return reply.code(404).type('application/json').send({ statusCode: 'NotFound', errorMessage: 'Not found.' });
    }
    // A body larger than any API route takes is refused here, before it is streamed to the API
    // (which would close the connection mid-upload and leave the proxy with a 502).
    if (pathname.startsWith('/api/') && Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) {
      return reply.code(413).type('application/json').send({ statusCode: 'PayloadTooLarge', errorMessage: MESSAGES.bodyTooLarge });
    }
  });

  // A body sent in chunks has no length to refuse up front: it is read here up to the largest body
  // any API route takes and sent on whole, or refused with 413 once it passes that (streamed on,
  // the API would close the connection mid-upload and leave the proxy with a 502).
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!request.url.startsWith('/api/') || request.headers['content-length'] !== undefined) return payload;
    if (!/chunked/i.test(String(request.headers['transfer-encoding'] ?? ''))) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped (up to a bound), so the client, still sending, reads
    // the 413 instead of a reset connection.
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size <= UPLOAD_MAX_BYTES) chunks.push(chunk as Buffer);
      else if (size > 8 * UPLOAD_MAX_BYTES) break;
    }
    if (size > UPLOAD_MAX_BYTES) throw new ApiError(413, 'PayloadTooLarge', MESSAGES.bodyTooLarge);
    const body = Buffer.concat(chunks);
    delete request.headers['transfer-encoding'];
    request.headers['content-length'] = String(body.length);
    return Readable.from([body]);
  });
}

/** Browser protections on everything this origin answers; the partner widgets alone may be framed. */
function registerSecurityHeaders(app: FastifyInstance): void {
  let policy = { at: 0, value: sitePolicyOptions() };
  const currentPolicy = () => {
    const now = Date.now();
    if (now - policy.at > 1000) policy = { at: now, value: sitePolicyOptions() };
    return policy.value;
  };
  // A page carries the whole policy; every other answer (scripts, styles, data) the short one.
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const secure = servedOverTls(request.protocol);
    const page = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
    const headers = page ? securityHeaders({ ...currentPolicy(), embeddable: EMBEDDABLE_PATHS.test(pathname), secure }) : resourceSecurityHeaders({ secure });
    // A page the API draws itself (the API's description, an unsubscribe answer) keeps the policy it was drawn for.
    const ownPolicy = pathname.startsWith('/api/') ? reply.getHeader('content-security-policy') : undefined;
    if (ownPolicy) headers['content-security-policy'] = String(ownPolicy);
    reply.headers(headers);
    return payload;
  });
}

/** The API behind this origin, under /api, as the one hop it trusts. */
function registerApiProxy(app: FastifyInstance, apiUrl: string): void {
  app.register(fastifyProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      // The API trusts exactly one hop, this proxy: the client address is the peer we see, and
      // whatever the client sent as X-Forwarded-For or Forwarded is overwritten, never passed on.
      rewriteRequestHeaders: (request, headers) => {
        const next: Record<string, string | string[] | undefined> = { ...headers };
        delete next.forwarded;
        delete next['x-real-ip'];
        delete next['x-dev-secret'];
        // The API authorises by bearer alone; the page session cookie is for this server.
        delete next.cookie;
        next['x-forwarded-for'] = request.socket.remoteAddress ?? '';
        next['x-forwarded-proto'] = request.protocol;
        next['x-forwarded-host'] = request.headers.host ?? '';
        delete next[PROXY_SECRET_HEADER];
        if (process.env.PROXY_SECRET) next[PROXY_SECRET_HEADER] = process.env.PROXY_SECRET;
        return next as typeof headers;
      },
      onError: (reply) => {
        reply
          .code(502)
          .header('content-type', 'application/json')
          .send({ statusCode: 'Unavailable', errorMessage: 'The service is not answering right now. Please try again in a moment.' });
      },
    },
  });
}

/** The shell's built files, with long caching for hashed names. */
function registerStaticFiles(app: FastifyInstance, dist: string): void {
  app.register(fastifyStatic, {
    root: dist,
    index: false,
    // Look files up per request, so a rebuilt shell is served without a restart.
    wildcard: true,
    // The build's .br files, when the browser accepts brotli.
    preCompressed: true,
    // Our own Cache-Control below; left on, @fastify/static would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
    },
  });
}

/** Draws a page: the shell's HTML, with the owning slice's prerendered or server-drawn page and its head when it has one. */
function pageSender(dist: string, indexHtml: () => Buffer) {
  // Every other GET is a page: the shell answers it, with 404 when no slice owns the path.
  let site = { at: 0, manifest: { remotes: [] } as RemotesManifest, table: buildRouteTable({ remotes: [] }), layouts: undefined as PrerenderedLayouts | undefined };
  const currentSite = () => {
    const now = Date.now();
    if (now - site.at > 1000) {
      const manifest = readManifest();
      site = { at: now, manifest, table: buildRouteTable(manifest), layouts: readLayouts(dist) };
    }
    return site;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname, search } = new URL(request.url, 'http://localhost');
    const { manifest, table, layouts } = currentSite();
    const route = table.resolve(pathname)?.route;
    const owner = route?.owner;
    if (path.extname(pathname) && !owner) return reply.code(404).type('text/plain').send('Not found');
    const remote = manifest.remotes.find((r) => r.name === owner);
    const origin = siteOrigin(request);
    let html = indexHtml().toString('utf8');
    // The head a page's data gives it (a home's address and price), when it is drawn for this request.
    let dataHead: PageHead | undefined;
    // A page behind sign-in is drawn only for the session the browser sent with it.
    const authorization = sessionFor(request, route);
    const drawable = route && (route.prerendered || (route.serverRender && (authorization !== undefined || !behindSignIn(route))));
    // A page drawn at build time, or for this request with its data: for its exact address only,
    // since a query (?tab=2) may change what it shows.
    if (remote && route && layouts && !search && drawable) {
      const sheets = pageStylesheets(remote, route);
      const shellSheets = shellStylesheets(html);
      const [drawn, ...texts] = await Promise.all([
        route.prerendered ? versionedFile(new URL(route.prerendered, remote.entry).href).then((page) => (page === undefined ? undefined : { page, head: undefined })) : renderedPage(remote, { pathname, origin, authorization }),
        ...sheets.map(versionedFile),
      ]);
      const styleText = Object.fromEntries([
        ...sheets.flatMap((href, i) => (texts[i] === undefined ? [] : [[href, texts[i]]])),
        ...shellSheets.flatMap((href) => {
          const text = shellStyleText(dist, href);
          return text === undefined ? [] : [[href, text]];
        }),
      ]);
      if (drawn) html = withPrerenderedPage(html, { layouts, ...drawn, remote, route, pathname, styleText }) ?? html;
      dataHead = drawn?.head;
    } else if (remote && route?.serverRender && search && !behindSignIn(route)) {
      // An address with a query is sent undrawn, but its head (and status) still comes from its data.
      dataHead = (await renderedPage(remote, { pathname, origin }))?.head;
    }
    const head = dataHead ?? routeHead(route, pathname);
    const status = owner ? (head.status ?? 200) : 404;
    html = withSiteConfig(withPageHead(html, { head, origin, noindex: status !== 200 || !isIndexable(route) }), siteConfigFromEnv(process.env));
    return reply
      .code(status)
      // A page drawn for a user's session is theirs alone: never kept by a shared cache, nor by theirs.
      .header('cache-control', authorization ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withCodeFetchedAfterPaint(remote ? withSlicePrefetch(html, remote, route) : html));
  };
  return { currentSite, sendPage };
}

/** The files the shell itself answers: sign-in and site settings, the remotes, robots.txt and the sitemaps. */
function registerSiteRoutes(
  app: FastifyInstance,
  apiUrl: string,
  currentSite: () => { table: ReturnType<typeof buildRouteTable> },
  sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  // Routes are declared inside a plugin registered after the compression plugin: a route declared
  // on the root before that plugin has loaded would be answered uncompressed.
  app.register(async (site) => {
    // Public sign-in settings for the browser (issuers and client ids; no secrets: PKCE public client).
    site.get('/auth-config.json', (_request, reply) => {
      reply.header('cache-control', 'no-cache').type('application/json').send(authClientConfig());
    });
    // Deployment links (app stores, social accounts, support phone) and the support address; unset links are hidden.
    site.get(SITE_CONFIG_URL, (_request, reply) => {
      reply.header('cache-control', 'no-cache').type('application/json').send(siteConfigFromEnv(process.env));
    });
    site.get('/remotes.json', (_request, reply) => {
      reply.header('cache-control', 'no-store').type('application/json').send(readFileSync(REMOTES_FILE));
    });
    // What crawlers read: robots.txt from the route table, and the sitemaps from the API's listings.
    site.get('/robots.txt', (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(currentSite().table.entries, siteOrigin(request)));
    });
    const xml = (reply: FastifyReply, body: string) => reply.header('cache-control', `public, max-age=${SITEMAP_FRESH_S}`).type('application/xml; charset=utf-8').send(body);
    site.get(SITEMAP_FILES.index, async (request, reply) => {
      const first = await sitemapData(apiUrl, apiPaths.sitemapHomes(1), sitemapHomesResponseSchema);
      if (!first) return sitemapUnavailable(reply);
      return xml(reply, sitemapIndexXml(first.total, siteOrigin(request)));
    });
    site.get(SITEMAP_FILES.pages, (request, reply) => xml(reply, urlsetXml(contentPages(currentSite().table.entries), siteOrigin(request))));
    site.get(SITEMAP_FILES.places, async (request, reply) => {
      const answer = await sitemapData(apiUrl, apiPaths.sitemapPlaces, sitemapPlacesResponseSchema);
      if (!answer) return sitemapUnavailable(reply);
      return xml(reply, urlsetXml(placePages(answer.places), siteOrigin(request)));
    });
    site.get('/sitemaps/:file', async (request, reply) => {
      const page = HOMES_SITEMAP.exec(request.url.split('?')[0] ?? '')?.[1];
      if (!page) return reply.code(404).type('text/plain').send('Not found');
      const answer = await sitemapData(apiUrl, apiPaths.sitemapHomes(Number(page)), sitemapHomesResponseSchema);
      if (!answer) return sitemapUnavailable(reply);
      if (answer.homes.length === 0 && Number(page) > 1) return reply.code(404).type('text/plain').send('Not found');
      return xml(reply, urlsetXml(homePages(answer.homes), siteOrigin(request)));
    });
    // `/` would otherwise reach the static handler as a directory.
    site.get('/', (request, reply) => sendPage(request, reply));
  });
}

/** An http(s) origin exactly as URL writes it (no path, query or credentials). */
function isWebOrigin(value: unknown): value is string {
  try {
    const url = new URL(String(value));
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/** The renderer of the version of a slice that remotes.json serves, if it ships one. */
function servedRenderer(folder: string): string | undefined {
  try {
    const served = readManifest().remotes.find((remote) => remote.name === federationName(folder));
    const file = served && path.join(DEPLOY_DIR, folder, served.version, SLICE_RENDERER);
    return file && existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

function sliceServer(folder: string, apiUrl: string): FastifyInstance {
  const app = Fastify({ logger: false });
  const root = path.join(DEPLOY_DIR, folder);
  const renderer = sliceRenderer(apiUrl);
  app.addHook('onClose', () => renderer.close());
  // The served version's renderer is loaded at once, so its first page is not drawn cold.
  const served = servedRenderer(folder);
  if (served) renderer.warm(served);
  app.register(fastifyCompress, RESPONSE_COMPRESSION);
  app.addHook('onSend', async (_request, reply) => {
    // Slices are fetched by a page on another origin (the shell).
    reply.header('access-control-allow-origin', '*');
  });
  // A version's pages drawn per request (routes marked `serverRender`), by its renderer; the
  // renderer's own file is run here, never sent.
  const VERSION = /^[\w.-]+$/;
  app.get<{ Params: { version: string }; Querystring: { path?: string; origin?: string } }>(`/:version/${SLICE_RENDER_ENDPOINT}`, async (request, reply) => {
    const { version } = request.params;
    // A page behind sign-in is drawn for the user whose bearer the shell's server passed on.
    const { authorization } = request.headers;
    const { path: pathname, origin } = request.query;
    const bundle = path.join(root, version, SLICE_RENDERER);
    if (!VERSION.test(version) || version.startsWith('.') || !existsSync(bundle)) {
      return reply.code(404).send({ statusCode: 'NotFound', errorMessage: 'Not found.' });
    }
    if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//') || pathname.length > 2048) {
      return reply.code(400).send({ statusCode: 'BadRequest', errorMessage: 'path must be a page address starting with /.' });
    }
    if (!isWebOrigin(origin)) {
      return reply.code(400).send({ statusCode: 'BadRequest', errorMessage: 'origin must be the page’s http or https origin.' });
    }
    try {
      const page = await renderer.render(bundle, { pathname, origin, authorization }, RENDER_TIMEOUT_MS);
      return reply.header('cache-control', authorization ? 'private, no-store' : 'no-store').send(page);
    } catch {
      return reply.code(503).send({ statusCode: 'Unavailable', errorMessage: 'This page could not be drawn here; the browser draws it.' });
    }
  });
  app.get(`/:version/${path.posix.dirname(SLICE_RENDERER)}/*`, (_request, reply) => reply.code(404).send({ statusCode: 'NotFound', errorMessage: 'Not found.' }));
  // A slice's run-time settings: the operator's runtime-config.json beside its versions (never
  // committed), read on every request so a change applies at once; a slice given none has none
  // (`{}`), rather than a 404 that every page reading it would report as an error.
  app.get('/runtime-config.json', async (_request, reply) => {
    const settings = await readFile(path.join(root, 'runtime-config.json'), 'utf8').catch(() => '{}');
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(settings);
  });
  app.register(fastifyStatic, {
    root,
    index: false,
    // A file in a folder named by its build's version never changes: cached forever. Files beside
    // the versions (runtime-config.json) are revalidated.
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, file) => res.setHeader('cache-control', path.relative(root, file).includes(path.sep) ? IMMUTABLE : 'no-cache'),
  });
  return app;
}

export interface RunningSite {
  close(): Promise<void>;
}

export async function serveSite(options: { shellPort?: number; apiUrl?: string; host?: string } = {}): Promise<RunningSite> {
  const host = options.host ?? '127.0.0.1';
  if (!existsSync(REMOTES_FILE)) throw new Error('No remotes.json yet: build and publish the slices first (npm start does both).');
  const servers: FastifyInstance[] = [];
  const apiUrl = options.apiUrl ?? `http://127.0.0.1:${API_PORT}`;
  const shell = shellServer(apiUrl);
  await shell.listen({ port: options.shellPort ?? SHELL_PORT, host });
  servers.push(shell);
  // Every slice origin listens, so a slice published while the site runs is reachable at once.
  for (const slice of Object.keys(SLICE_PORTS).map((folder) => ({ folder, port: SLICE_PORTS[folder] }))) {
    mkdirSync(path.join(DEPLOY_DIR, slice.folder), { recursive: true });
    const server = sliceServer(slice.folder, apiUrl);
    await server.listen({ port: slice.port, host });
    servers.push(server);
  }
  return { close: async () => void (await Promise.all(servers.map((s) => s.close()))) };
}
