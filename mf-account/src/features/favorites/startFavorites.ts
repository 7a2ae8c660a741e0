import type { QueryClient } from '@tanstack/react-query';
import { favoritesQuery, preloadImage } from '@homeward/platform';
import { PRIORITY_PHOTOS } from '@homeward/ui';

/**
 * The saved homes, asked for while the favourites page's code loads, and then the photos of the
 * cards first in view (newest saved first, as the page lists them), so they are on their way
 * before the page has drawn those cards.
 */
export async function startFavorites(client: QueryClient): Promise<void> {
  await client.prefetchQuery(favoritesQuery);
  for (const favorite of client.getQueryData(favoritesQuery.queryKey)?.slice(0, PRIORITY_PHOTOS) ?? []) preloadImage(favorite.listing.photos[0]);
}
