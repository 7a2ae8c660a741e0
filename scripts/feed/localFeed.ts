// A local RESO Web API server: OAuth2 client credentials and the OData resources Property, Media and
// OpenHouse, serving the seeded homes and a simulated market. Homeward replicates from it exactly as
// it would from an MLS. Tests steer it through /control (a change now, 429/503 answers).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { allSampleAgents, buildListingRecords, listingPhotoSvg, type ResoProperty } from '@homeward/api';
import { localFeedOptionsFromEnv, type LocalFeedOptions } from './config';
import { Market, MARKET_ACTIONS, type MarketAction } from './market';
import { ODataError, matches, parseFilter, type FilterNode } from './odata';
import { propertyRecord } from './records';
import { PropertyStore, readJournal } from './store';

export interface RunningFeed {
  url: string;
  tokenUrl: string;
  port: number;
  store: PropertyStore;
  market: Market;
  close(): Promise<void>;
  /** Lets the process exit while the feed still listens (in-process use by tests). */
  unref(): void;
}

const MAX_TOP = 1000;
const TOKEN_SECONDS = 3600;

interface Fault {
  status: 429 | 503;
  remaining: number;
  retryAfter: number;
}

const odataError = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ error: { code: String(status), message } });

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function skipToken(record: ResoProperty | { ModificationTimestamp: string; key: string }): string {
  const key = 'ListingKey' in record ? record.ListingKey : record.key;
  return Buffer.from(JSON.stringify([record.ModificationTimestamp, key])).toString('base64url');
}

function readSkipToken(token: string | undefined): { ts: string; key: string } | null {
  if (!token) return null;
  try {
    const [ts, key] = JSON.parse(Buffer.from(token, 'base64url').toString()) as [string, string];
    if (typeof ts === 'string' && typeof key === 'string' && !Number.isNaN(Date.parse(ts))) return { ts, key };
  } catch {
    // fall through
  }
  throw new ODataError('Unreadable $skiptoken');
}

/** The seeded homes as records, with the local feed's journal of market changes over them. */
function initialRecords(options: Required<LocalFeedOptions>, anchor: Date): ResoProperty[] {
  const agents = new Map(allSampleAgents().map((a) => [a.id, a]));
  const modified = anchor.toISOString();
  return buildListingRecords(options.limit).map((r) => propertyRecord(r, agents.get(r.agent_id)!, anchor, options.publicUrl, modified));
}

/** The moment the feed first started, kept with its journal so the seeded homes' dates stay put. */
function readAnchor(stateDir: string | null, now: Date): Date {
  if (!stateDir) return now;
  const file = path.join(stateDir, 'anchor.json');
  if (existsSync(file)) return new Date((JSON.parse(readFileSync(file, 'utf8')) as { anchor: string }).anchor);
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ anchor: now.toISOString() }));
  return now;
}

/**
 * A home's photo addresses carry the feed's own address (`MediaURL`). Started at another address than
 * last time (another PORT over the same data), or over data from before it kept its address, the feed
 * lists every home again with its photos at this address, as a change: replicas that kept the old
 * addresses, which nothing answers any more, take the new ones on their next pull.
 */
function movePhotosTo(store: PropertyStore, stateDir: string | null, startedBefore: boolean, base: string, now: Date): void {
  if (!stateDir) return;
  const file = path.join(stateDir, 'address.json');
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { base?: string }).base : undefined;
  if (startedBefore && previous !== base) {
    // The feed's own photos only (`/media/…`); any other address, or one that does not parse, stays.
    const moveUrl = (url: string) => {
      const pathname = URL.canParse(url) ? new URL(url).pathname : '';
      return pathname.startsWith('/media/') ? `${base}${pathname}` : url;
    };
    for (const record of store.records()) {
      store.put({ ...record, Media: (record.Media ?? []).map((m) => ({ ...m, MediaURL: moveUrl(m.MediaURL) })) }, now);
    }
  }
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ base }));
}

/** What the feed's routes share: its records, the simulated market, the tokens given out and the faults to play. */
interface FeedState {
  options: Required<LocalFeedOptions>;
  store: PropertyStore;
  market: Market;
  tokens: Map<string, number>;
  /** 429/503 answers still to give, in order. */
  faults: Fault[];
  /** The feed's public address (known once it listens when its port is chosen by the system). */
  base: string;
  /** Whether the records have loaded (until then every OData request is answered 503). */
  ready: boolean;
}

/** OAuth2 client credentials: the token every other request carries. */
function registerTokenRoute(app: FastifyInstance, feed: FeedState): void {
  app.post('/oauth2/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    let clientId = form.client_id ?? '';
    let secret = form.client_secret ?? '';
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
    if (basic) [clientId, secret] = Buffer.from(basic[1], 'base64').toString().split(':');
    if (form.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
    if (clientId !== feed.options.clientId || !sameSecret(secret ?? '', feed.options.clientSecret)) return reply.code(401).send({ error: 'invalid_client' });
    const token = randomBytes(24).toString('base64url');
    feed.tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS, scope: 'api' };
  });
}

/** Whether the request carries a live token; when not, it has been answered 401. */
function authorized(feed: FeedState, request: FastifyRequest, reply: FastifyReply): boolean {
  const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const expires = token ? feed.tokens.get(token) : undefined;
  if (expires && expires > Date.now()) return true;
  void odataError(reply, 401, 'A valid bearer token is required');
  return false;
}

/** The configured 429/503 answers, one per request, each kind until used up; 503 while the records load. */
function faulted(feed: FeedState, reply: FastifyReply): boolean {
  if (!feed.ready) {
    void reply.code(503).header('retry-after', '2').send({ error: { code: '503', message: 'The feed is starting' } });
    return true;
  }
  while (feed.faults.length > 0 && feed.faults[0].remaining <= 0) feed.faults.shift();
  const fault = feed.faults[0];
  if (!fault) return false;
  fault.remaining -= 1;
  void reply.code(fault.status).header('retry-after', String(fault.retryAfter)).send({ error: { code: String(fault.status), message: fault.status === 429 ? 'Too many requests' : 'Service unavailable' } });
  return true;
}

/** An item with the fields asked for ($select) and the resources expanded ($expand), its photos in order. */
const select = (item: Record<string, unknown>, fields: string[] | null, expand: Set<string>) => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if ((key === 'Media' || key === 'OpenHouse') && !expand.has(key)) continue;
    if (fields && !fields.includes(key) && !expand.has(key)) continue;
    out[key] = key === 'Media' ? [...((value as Array<{ Order: number }> | undefined) ?? [])].sort((a, b) => a.Order - b.Order) : value;
  }
  return out;
};

type Query = { $filter?: string; $top?: string; $skiptoken?: string; $select?: string; $expand?: string; $orderby?: string };

const readQuery = (query: Query) => {
  const filter: FilterNode | null = query.$filter ? parseFilter(query.$filter) : null;
  const top = Math.min(MAX_TOP, Math.max(1, Number(query.$top ?? 100) || 100));
  const fields = query.$select ? query.$select.split(',').map((s) => s.trim()) : null;
  const expand = new Set((query.$expand ?? '').split(',').map((s) => s.trim().replace(/\(.*\)$/, '')).filter(Boolean));
  const orderby = (query.$orderby ?? '').replace(/\s+asc\b/gi, '').replace(/\s+/g, '');
  return { filter, top, fields, expand, orderby };
};

const nextLink = (base: string, resource: string, query: Query, last: { ModificationTimestamp: string; key: string }) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (key !== '$skiptoken' && typeof value === 'string') params.set(key, value);
  params.set('$skiptoken', skipToken(last));
  return `${base}/odata/${resource}?${params.toString()}`;
};

/** The Property resource, paged by modification time and key. */
function registerPropertyRoute(app: FastifyInstance, feed: FeedState): void {
  app.get('/odata/Property', async (request, reply) => {
    if (!authorized(feed, request, reply) || faulted(feed, reply)) return reply;
    const query = request.query as Query;
    try {
      const q = readQuery(query);
      if (q.orderby && q.orderby !== 'ModificationTimestamp,ListingKey' && q.orderby !== 'ModificationTimestamp') {
        throw new ODataError('$orderby supports ModificationTimestamp,ListingKey');
      }
      const { records, more } = feed.store.page(q.filter, q.top, readSkipToken(query.$skiptoken));
      const last = records[records.length - 1];
      return {
        '@odata.context': `${feed.base}/odata/$metadata#Property`,
        value: records.map((r) => select(r as unknown as Record<string, unknown>, q.fields, q.expand)),
        ...(more && last ? { '@odata.nextLink': nextLink(feed.base, 'Property', query, { ModificationTimestamp: last.ModificationTimestamp, key: last.ListingKey }) } : {}),
      };
    } catch (error) {
      if (error instanceof ODataError) return odataError(reply, 400, error.message);
      throw error;
    }
  });
}

/** Media and OpenHouse as resources of their own, paged like Property. */
function registerMediaAndOpenHouseRoutes(app: FastifyInstance, feed: FeedState): void {
  // Media and OpenHouse on their own, for sources' clients that replicate them apart from Property.
  for (const [resource, keyField] of [['Media', 'MediaKey'], ['OpenHouse', 'OpenHouseKey']] as const) {
    app.get(`/odata/${resource}`, async (request, reply) => {
      if (!authorized(feed, request, reply) || faulted(feed, reply)) return reply;
      const query = request.query as Query;
      try {
        const q = readQuery(query);
        const after = readSkipToken(query.$skiptoken);
        const items: Array<Record<string, unknown>> = [];
        for (let i = 0; i < feed.store.size; i++) {
          for (const item of (feed.store.at(i)![resource] ?? []) as unknown as Array<Record<string, unknown>>) {
            if (q.filter && !matches(q.filter, item)) continue;
            const ts = item.ModificationTimestamp as string;
            const key = item[keyField] as string;
            if (after && (Date.parse(ts) < Date.parse(after.ts) || (ts === after.ts && key <= after.key))) continue;
            items.push(item);
          }
        }
        items.sort((a, b) => Date.parse(a.ModificationTimestamp as string) - Date.parse(b.ModificationTimestamp as string) || String(a[keyField]).localeCompare(String(b[keyField])));
        const page = items.slice(0, q.top);
        const last = page[page.length - 1];
        return {
          '@odata.context': `${feed.base}/odata/$metadata#${resource}`,
          value: page.map((item) => select(item, q.fields, q.expand)),
          ...(items.length > q.top && last ? { '@odata.nextLink': nextLink(feed.base, resource, query, { ModificationTimestamp: last.ModificationTimestamp as string, key: last[keyField] as string }) } : {}),
        };
      } catch (error) {
        if (error instanceof ODataError) return odataError(reply, 400, error.message);
        throw error;
      }
    });
  }
}

function registerPhotoFiles(app: FastifyInstance, feed: FeedState): void {
  // The photos' files, as an MLS's media host serves them (public, cacheable).
  app.get('/media/:key/:file', async (request, reply) => {
    const { key, file } = request.params as { key: string; file: string };
    const n = Number(/^(\d{1,2})\.svg$/.exec(file)?.[1]);
    const record = feed.store.get(key);
    if (!record || !(n >= 1 && n <= (record.Media?.length ?? 0))) return reply.code(404).send('Not found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(listingPhotoSvg(key, n));
  });
}

/** What tests steer: a market change now, records put in, 429/503 answers to play, the market's pace. */
function registerControlRoutes(app: FastifyInstance, feed: FeedState): void {
  // Control, for tests and demonstrations (the feed listens on the loopback address only).
  app.post('/control/change', async (request, reply) => {
    if (!authorized(feed, request, reply)) return reply;
    const body = (request.body ?? {}) as { listingKey?: string; action?: string; price?: number };
    if (!body.listingKey || !MARKET_ACTIONS.includes(body.action as MarketAction)) return reply.code(400).send({ error: `action is one of ${MARKET_ACTIONS.join(', ')}` });
    const record = feed.market.apply(body.listingKey, body.action as MarketAction, typeof body.price === 'number' ? body.price : undefined);
    if (!record) return reply.code(409).send({ error: `${body.action} does not apply to ${body.listingKey} now` });
    return record;
  });
  app.post('/control/records', async (request, reply) => {
    if (!authorized(feed, request, reply)) return reply;
    const records = request.body as ResoProperty[];
    if (!Array.isArray(records) || records.some((r) => typeof r?.ListingKey !== 'string')) return reply.code(400).send({ error: 'an array of records with ListingKey' });
    return records.map((r) => feed.store.put(r, feed.options.now()));
  });
  app.post('/control/faults', async (request, reply) => {
    if (!authorized(feed, request, reply)) return reply;
    const body = (request.body ?? {}) as { status?: number; count?: number; retryAfter?: number };
    if (body.status !== 429 && body.status !== 503) return reply.code(400).send({ error: 'status is 429 or 503' });
    const fault: Fault = { status: body.status, remaining: Math.max(0, Number(body.count) || 1), retryAfter: Math.max(0, Number(body.retryAfter ?? 1) || 0) };
    feed.faults.push(fault);
    return fault;
  });
  app.post('/control/pace', async (request, reply) => {
    if (!authorized(feed, request, reply)) return reply;
    const perMinute = Number((request.body as { perMinute?: number } | undefined)?.perMinute);
    if (!(perMinute >= 0)) return reply.code(400).send({ error: 'perMinute is a number of changes a minute' });
    feed.market.setPace(perMinute);
    return { perMinute };
  });
}

export async function startLocalFeed(overrides: LocalFeedOptions = {}): Promise<RunningFeed> {
  const options = { ...localFeedOptionsFromEnv(), ...overrides } as Required<LocalFeedOptions>;
  const now = options.now;
  // Whether the feed has run over this data before (its start time is kept from the first start on).
  const startedBefore = options.stateDir !== null && existsSync(path.join(options.stateDir, 'anchor.json'));
  const anchor = readAnchor(options.stateDir, now());
  const journal = options.stateDir ? path.join(options.stateDir, 'changes.jsonl') : null;
  const store = new PropertyStore(journal);
  const market = new Market(store, now);
  const feed: FeedState = { options, store, market, tokens: new Map(), faults: [], base: options.publicUrl, ready: false };

  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });

  registerTokenRoute(app, feed);
  registerPropertyRoute(app, feed);
  registerMediaAndOpenHouseRoutes(app, feed);
  registerPhotoFiles(app, feed);
  registerControlRoutes(app, feed);

  await app.listen({ port: options.port, host: options.host });
  const port = (app.server.address() as AddressInfo).port;
  if (options.port === 0) feed.base = `http://${options.host}:${port}`;
  store.load(initialRecords({ ...options, publicUrl: feed.base }, anchor));
  if (journal) store.load(readJournal(journal));
  movePhotosTo(store, options.stateDir, startedBefore, feed.base, now());
  if (options.scale > 1) store.scale(options.scale);
  feed.ready = true;
  market.setPace(options.pacePerMinute);
  return {
    url: `${feed.base}/odata`,
    tokenUrl: `${feed.base}/oauth2/token`,
    port,
    store,
    market,
    close: async () => {
      market.stop();
      await app.close();
    },
    unref: () => {
      app.server.unref();
      app.server.on('connection', (socket) => socket.unref());
    },
  };
}
