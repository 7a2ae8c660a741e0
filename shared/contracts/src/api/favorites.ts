import { z } from 'zod/mini';
import { apiSuccess } from './common';
import { listingSummarySchema } from './listings';
import { deferred } from '../deferred';

export const favoriteSchema = deferred(() => z.object({
  mls: z.string(),
  addedAt: z.string(),
  listing: listingSummarySchema,
}));
export type Favorite = z.infer<typeof favoriteSchema>;
export const favoritesResponseSchema = deferred(() => apiSuccess(z.array(favoriteSchema)));

export const favoriteChangeResultSchema = deferred(() => z.object({ mls: z.string(), favorite: z.boolean() }));
export type FavoriteChangeResult = z.infer<typeof favoriteChangeResultSchema>;
export const favoriteChangeResponseSchema = deferred(() => apiSuccess(favoriteChangeResultSchema));
