import { z } from 'zod/mini';
import { apiSuccess } from './common';
import { deferred } from '../deferred';

/** A sitemap file lists at most this many addresses (sitemaps.org); the homes are split in files of this size. */
export const SITEMAP_MAX_URLS = 50_000;

/** GET sitemap/homes?page=: one file's worth of the homes for sale, by MLS number. */
export const sitemapHomesQuerySchema = deferred(() => z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
}));

/** A home for sale as a sitemap names it: what its address is made of, and when its listing last changed. */
export const sitemapHomeSchema = deferred(() => z.object({
  mls: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  unit: z.nullable(z.string()),
  /** YYYY-MM-DD: the day the home was listed. */
  lastmod: z.string(),
}));
export type SitemapHome = z.infer<typeof sitemapHomeSchema>;

export const sitemapHomesSchema = deferred(() => z.object({
  /** Every home for sale, in all files. */
  total: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  homes: z.array(sitemapHomeSchema),
}));
export type SitemapHomes = z.infer<typeof sitemapHomesSchema>;
export const sitemapHomesResponseSchema = deferred(() => apiSuccess(sitemapHomesSchema));

/** The places that have homes for sale, with the day the newest of them was listed. */
export const sitemapPlaceSchema = deferred(() => z.object({ state: z.string(), city: z.string(), lastmod: z.string() }));
export type SitemapPlace = z.infer<typeof sitemapPlaceSchema>;
export const sitemapPlacesResponseSchema = deferred(() => apiSuccess(z.object({ places: z.array(sitemapPlaceSchema) })));
