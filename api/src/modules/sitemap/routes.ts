// What the site's sitemap.xml lists: every home for sale and the places that have them. Public
// (crawlers reach it through the site, with no client token) and cached for a while.
import { LRUCache } from 'lru-cache';
import {
  SITEMAP_MAX_URLS,
  sitemapHomesQuerySchema,
  sitemapHomesResponseSchema,
  sitemapPlacesResponseSchema,
  type SitemapHomes,
  type SitemapPlace,
} from '@homeward/contracts';
import { ACTIVE_STATUS_CODES, toCalendarDate } from '@homeward/domain';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { sitemapHomes, sitemapPlaces } from './repository';

/** How long an answer is kept, here and by whoever asks (listings change through the feed, not by the second). */
const FRESH_MS = 10 * 60_000;

const tags = ['sitemap'];

export function sitemapRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/sitemap';
  const homePages = new LRUCache<number, SitemapHomes>({ max: 16, ttl: FRESH_MS });
  const placeLists = new LRUCache<'places', { places: SitemapPlace[] }>({ max: 1, ttl: FRESH_MS });
  const listedOn = (minutesOnMarket: number) => toCalendarDate(new Date(ctx.clock.now().getTime() - minutesOnMarket * 60_000));

  app.get(`${base}/homes`, { schema: { tags, summary: 'One page of the homes for sale, for sitemap.xml', querystring: sitemapHomesQuerySchema, response: { 200: sitemapHomesResponseSchema } } }, async (request, reply) => {
    const { page } = request.query;
    let answer = homePages.get(page);
    if (!answer) {
      const { total, rows } = await sitemapHomes(ctx.db, ACTIVE_STATUS_CODES, SITEMAP_MAX_URLS, (page - 1) * SITEMAP_MAX_URLS);
      const homes = rows.map(({ minutes_on_market, ...home }) => ({ ...home, lastmod: listedOn(minutes_on_market) }));
      answer = { total, pageSize: SITEMAP_MAX_URLS, homes };
      homePages.set(page, answer);
    }
    reply.header('cache-control', `public, max-age=${FRESH_MS / 1000}`);
    return ok(answer);
  });

  app.get(`${base}/places`, { schema: { tags, summary: 'The places with homes for sale, for sitemap.xml', response: { 200: sitemapPlacesResponseSchema } } }, async (_request, reply) => {
    let answer = placeLists.get('places');
    if (!answer) {
      const rows = await sitemapPlaces(ctx.db, ACTIVE_STATUS_CODES);
      answer = { places: rows.map(({ minutes_on_market, ...place }) => ({ ...place, lastmod: listedOn(minutes_on_market) })) };
      placeLists.set('places', answer);
    }
    reply.header('cache-control', `public, max-age=${FRESH_MS / 1000}`);
    return ok(answer);
  });
}
