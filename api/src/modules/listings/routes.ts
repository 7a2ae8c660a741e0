import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod/mini';
import {
  autoSuggestQuerySchema,
  autoSuggestResponseSchema,
  interestRateResponseSchema,
  listingDetailResponseSchema,
  listingMlsParamsSchema,
  listingSearchRequestSchema,
  listingSearchResponseSchema,
  placeBoundaryParamsSchema,
  placeBoundaryResponseSchema,
} from '@homeward/contracts';
import type { AppContext } from '../../context';
import { encodeAnswer, preferredEncoding, type EncodedAnswer } from '../../http/encoding';
import { badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { checkPreparedAnswer, type App } from '../../http/schemas';
import { WorkLimiter } from '../../http/workLimiter';
import { toCalendarDate } from '@homeward/domain';
import { toListingDetail } from './mapper';
import { LISTING_PHOTO_WIDTHS, type ListingPhotoWidth } from './photoStore';
import { busiestPlaceTexts, ListingIndex, type IndexedListings } from './listingIndex';
import { boundaryOf, resolveReference, resolveSearchText, suggest, type ResolvedPlace } from './places';
import { findListingDetail } from './repository';
import { SearchWorkers } from './searchWorkers';
import { searchListings, warmPlaces } from './search';
import { placeKey, RecentMap, SearchCache } from './searchCache';

const photoParamsSchema = z.object({
  mls: z.string().check(z.regex(/^\d{5,10}$/, 'No such image.')),
  file: z.string().check(z.regex(/^([1-9]\d?)\.webp$/, 'No such image.')),
});
const photoQuerySchema = z.object({ w: z.optional(z.string()) });

const tags = ['listings'];

/** At most this many places are prepared ahead of their searches (fewer when their areas fill the cache's share). */
const WARM_PLACES = 40;

export const PLACE_NOT_FOUND_MESSAGE = 'We could not find that place. Try a city, zip code, address or MLS number.';

export function listingRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/Listings';
  const engine = searchEngine(app, ctx);

  app.get(`${base}/AutoSuggest`, { schema: { tags, summary: 'Places, addresses and MLS numbers that start with the text', querystring: autoSuggestQuerySchema, response: { 200: autoSuggestResponseSchema } } }, async (request) => {
    const { text } = request.query;
    return ok({ predictions: await suggest(ctx.db, text) });
  });

  registerSearchRoute(app, ctx, base, engine);
  registerPlaceAndListingRoutes(app, ctx, base);
  registerPhotoRoute(app, ctx);
}

/** What the search route runs on: worker threads or this thread's own index, and the places it has resolved. */
interface SearchEngine {
  workers: SearchWorkers | null;
  index: ListingIndex | null;
  cache: SearchCache;
  resolvePlace: (searchText: string, placeId: string | undefined) => Promise<ResolvedPlace | null>;
}

function searchEngine(app: App, ctx: AppContext): SearchEngine {
  const cache = new SearchCache(ctx.config.searchCacheEntries, 5 * 60_000, ctx.config.searchCacheBytes);
  // Searches run on worker threads (SEARCH_WORKERS) or, with none, on this thread over its own index.
  const workers =
    ctx.config.searchWorkers > 0
      ? new SearchWorkers(
          ctx.db,
          ctx.config.searchWorkers,
          { cacheEntries: ctx.config.searchCacheEntries, cacheTtlMs: 5 * 60_000, cacheBytes: ctx.config.searchCacheBytes, warmPlaces: WARM_PLACES },
          {
            // Each worker names its busiest places once its index is built; a started server resolves them here.
            resolve: async (texts) => {
              const found: ResolvedPlace[] = [];
              for (const text of texts) {
                if (!warmOnLoad || closed) break;
                const place = await resolvePlace(text, undefined).catch(() => null);
                if (place?.available) found.push(place);
              }
              return found;
            },
            onWarmed: (n, ms) => app.log.info(`search: ${n} busiest places prepared in ${ms} ms (worker)`),
          },
        )
      : null;
  // Only a started server prepares places (onListen): apps driven by inject, as in tests, do not.
  let warmOnLoad = false;
  let closed = false;
  // Each index made on this thread: the busiest places are prepared over it in the background.
  let latest: IndexedListings | null = null;
  const index = workers
    ? null
    : new ListingIndex(ctx.db, 1000, (made) => {
        latest = made;
        if (!warmOnLoad) return;
        const started = Date.now();
        const places = busiestPlaceTexts(made, WARM_PLACES).map((text) => () => resolvePlace(text, undefined).catch(() => null));
        warmPlaces(made, places, cache, () => latest === made && !closed).then(
          (n) => app.log.info(`search: ${n} busiest places prepared in ${Date.now() - started} ms`),
          (error: unknown) => app.log.warn({ err: error }, 'search: preparing the busiest places failed'),
        );
      });
  app.addHook('onClose', async () => {
    closed = true;
  });
  if (workers) app.addHook('onClose', () => workers.close());
  // A started server reads the listings (and starts its search worker) at once, so the first
  // searches do not wait for it. Not on inject: test apps that never search read nothing.
  app.addHook('onListen', async () => {
    warmOnLoad = true;
    void (workers ? workers.version(Date.now()) : index!.get()).catch(() => {});
  });
  // Places are seeded once and never change: resolved texts are kept for a few minutes (even with
  // no result cache: resolving a city reads and parses its boundary).
  const places = new RecentMap<Promise<ResolvedPlace | null>>(2000, 5 * 60_000);
  const resolvePlace = (searchText: string, placeId: string | undefined) => {
    const resolve = async () => (placeId ? await resolveReference(ctx.db, placeId) : null) ?? (await resolveSearchText(ctx.db, searchText));
    const key = JSON.stringify([searchText, placeId ?? null]);
    const found = places.get(key, resolve);
    found.catch(() => places.delete(key));
    return found;
  };
  return { workers, index, cache, resolvePlace };
}

function registerSearchRoute(app: App, ctx: AppContext, base: string, { workers, index, cache, resolvePlace }: SearchEngine): void {
  // Whole answers, as sent (compressed), per listings version, day and search: a search asked again
  // (paging back, another visitor on the same city page) costs a lookup. Bounded in bytes.
  const answers = new LRUCache<string, EncodedAnswer>({
    max: Math.max(1, ctx.config.searchCacheEntries * 20),
    maxSize: Math.max(1, Math.floor(ctx.config.searchCacheBytes / 4)),
    sizeCalculation: (answer, key) => 64 + answer.bytes.length + key.length * 2,
    ttl: 5 * 60_000,
  });
  const cacheAnswers = ctx.config.searchCacheEntries > 0;
  const searches = new WorkLimiter({
    concurrency: ctx.config.searchConcurrency,
    queueLength: ctx.config.searchQueueLength,
    queueTimeoutMs: ctx.config.searchQueueTimeoutMs,
  });

  // The answer is sent as prepared (and compressed) bytes: checked against its contract where answers are strict.
  const searchChecks = ctx.config.strictResponses ? { onSend: checkPreparedAnswer(listingSearchResponseSchema) } : {};
  app.post(`${base}/Search`, {
    compress: false,
    schema: {
      tags,
      summary: 'The homes of a place that match the filters: one page of cards, the map markers and the price histogram',
      body: listingSearchRequestSchema,
      response: { 200: listingSearchResponseSchema },
    },
    ...searchChecks,
  }, async (request, reply) => {
    const input = request.body;
    const place = await resolvePlace(input.searchText, input.placeId);
    if (!place) throw notFound(PLACE_NOT_FOUND_MESSAGE);
    const now = ctx.clock.now();
    const search = { place, criteria: input.criteria, page: input.page, sort: input.sort, now, viewport: input.viewport, listInView: input.listInView, area: input.area };
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const version = workers ? await workers.version(now.getTime()) : (await index!.get(now.getTime())).version;
    const key = JSON.stringify([version, toCalendarDate(now), encoding, placeKey(place), input.criteria, input.page, input.sort, input.viewport ?? null, input.listInView, input.area]);
    let answer = cacheAnswers ? answers.get(key) : undefined;
    if (!answer) {
      let made: EncodedAnswer & { version: string };
      if (workers) made = await searches.run(() => workers.search(search, encoding));
      else {
        const found = await searches.run(() => searchListings(index!, search, cache));
        made = { ...(await encodeAnswer(Buffer.from(found.json), encoding)), version: found.version };
      }
      answer = { bytes: made.bytes, encoding: made.encoding };
      // Kept under the version it was made at only (a worker may still be on the previous one).
      if (cacheAnswers && made.version === version) answers.set(key, answer);
    }
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
    // Prepared bytes skip the serializer (their contract is checked by searchChecks instead).
    return (reply as FastifyReply).send(answer.bytes);
  });
}

function registerPlaceAndListingRoutes(app: App, ctx: AppContext, base: string): void {
  // A place's outline, named by a search answer's place.boundaryId: the same for every search of the
  // place (and often half the size of a city's answer), so it is sent once and kept by the browser.
  app.get(`${base}/Boundary/:id`, { schema: { tags, summary: "A place's outline, by the boundaryId a search answer names", params: placeBoundaryParamsSchema, response: { 200: placeBoundaryResponseSchema } } }, async (request, reply) => {
    const { id } = request.params;
    const boundary = await boundaryOf(ctx.db, id);
    if (!boundary) throw notFound('We could not find the outline of that place.');
    reply.header('cache-control', 'public, max-age=86400');
    return ok(boundary);
  });

  app.get(`${base}/InterestRateData`, { schema: { tags, summary: "Today's mortgage rates, for the payment calculator", response: { 200: interestRateResponseSchema } } }, async () => ok(await ctx.providers.rates.current()));

  app.get(`${base}/:mls`, { schema: { tags, summary: 'One home, as its page shows it', params: listingMlsParamsSchema, response: { 200: listingDetailResponseSchema } } }, async (request) => {
    const { mls } = request.params;
    const row = await findListingDetail(ctx.db, mls);
    if (!row) throw notFound(`We could not find a listing with MLS number ${mls}.`);
    return ok(toListingDetail(row, ctx.clock.now()));
  });
}

function registerPhotoRoute(app: App, ctx: AppContext): void {
  // Images are requested by <img> tags, which send no client token (see the client-token hook).
  // A bad picture address is a picture that does not exist (404), as for a number past the last one.
  const { photos } = ctx;
  app.get('/api/v2/media/listing/:mls/:file', {
    schema: {
      tags,
      summary: "One of a home's photos, resized (w: 320, 640 or 1280 px)",
      params: photoParamsSchema,
      querystring: photoQuerySchema,
      response: { 200: { description: 'The photo', content: { 'image/webp': { schema: z.string() } } } },
    },
    attachValidation: true,
  }, async (request, reply) => {
    if (request.validationError) throw notFound('No such image.');
    const { mls, file } = request.params;
    const n = Number(file.split('.')[0]);
    const w = Number(request.query.w ?? 640);
    if (!(LISTING_PHOTO_WIDTHS as readonly number[]).includes(w)) throw badRequest(`A photo's width is one of ${LISTING_PHOTO_WIDTHS.join(', ')}.`);
    let photo: Buffer | null;
    try {
      photo = await photos.get(mls, n, w as ListingPhotoWidth);
    } catch (error) {
      ctx.log.warn(`photo ${mls}/${n}: ${error instanceof Error ? error.message : String(error)}`);
      return (reply as FastifyReply).code(502).header('retry-after', '60').send({ statusCode: 'BadGateway', errorMessage: 'The photo could not be had from the listing service. Please try again later.' });
    }
    if (!photo) throw notFound('No such image.');
    // The same address may carry a new photo after the feed changes it: kept a day, then asked again.
    return (reply as FastifyReply).type('image/webp').header('cache-control', 'public, max-age=86400').send(photo);
  });
}
