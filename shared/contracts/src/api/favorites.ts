import { z } from 'zod/mini';
import { apiSuccess } from './common';
import { listingSummarySchema } from './listings';

export const favoriteSchema = z.object({
  mls: z.string(),
  addedAt: z.string(),
  listing: listingSummarySchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;
export const favoritesResponseSchema = apiSuccess(z.array(favoriteSchema));

export const favoriteChangeResultSchema = z.object({ mls: z.string(), favorite: z.boolean() });
export type FavoriteChangeResult = z.infer<typeof favoriteChangeResultSchema>;
export const favoriteChangeResponseSchema = apiSuccess(favoriteChangeResultSchema);
