// What the site's sitemap.xml lists: every home for sale and the places that have them. Public
// (crawlers reach it through the site, with no client token) and cached for a while.
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SITEMAP_MAX_URLS, sitemapHomesQuerySchema, type SitemapHomes, type SitemapPlace } from '@homeward/contracts';
import { ACTIVE_STATUS_CODES, toCalendarDate } from '@homeward/domain';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { sitemapHomes, sitemapPlaces } from './repository';

/** How long an answer is kept, here and by whoever asks (listings change through the feed, not by the second). */
const FRESH_MS = 10 * 60_000;

export function sitemapRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/v2/sitemap';
  const answers = new LRUCache<string, SitemapHomes | { places: SitemapPlace[] }>({ max: 16, ttl: FRESH_MS });
  const listedOn = (minutesOnMarket: number) => toCalendarDate(new Date(ctx.clock.now().getTime() - minutesOnMarket * 60_000));

  app.get(`${base}/homes`, async (request, reply) => {
    const { page } = parseInput(sitemapHomesQuerySchema, request.query, 'query');
    const key = `homes:${page}`;
    let answer = answers.get(key);
    if (!answer) {
      const { total, rows } = await sitemapHomes(ctx.db, ACTIVE_STATUS_CODES, SITEMAP_MAX_URLS, (page - 1) * SITEMAP_MAX_URLS);
      const homes = rows.map(({ minutes_on_market, ...home }) => ({ ...home, lastmod: listedOn(minutes_on_market) }));
      answer = { total, pageSize: SITEMAP_MAX_URLS, homes };
      answers.set(key, answer);
    }
    reply.header('cache-control', `public, max-age=${FRESH_MS / 1000}`);
    return ok(answer);
  });

  app.get(`${base}/places`, async (_request, reply) => {
    let answer = answers.get('places');
    if (!answer) {
      const rows = await sitemapPlaces(ctx.db, ACTIVE_STATUS_CODES);
      answer = { places: rows.map(({ minutes_on_market, ...place }) => ({ ...place, lastmod: listedOn(minutes_on_market) })) };
      answers.set('places', answer);
    }
    reply.header('cache-control', `public, max-age=${FRESH_MS / 1000}`);
    return ok(answer);
  });
}
