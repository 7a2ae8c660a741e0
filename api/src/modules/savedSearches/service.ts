import { SAVED_SEARCH_PLACE_ERROR, type SavedSearchQuery } from '@homeward/contracts';
import { priceBounds, proposeSavedSearchName } from '@homeward/domain';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../http/errors';
import { resolveReference, resolveSearchText } from '../listings/places';
import { geoOf } from './areas';
import type { StoredGeo } from './repository';

/** The name proposed when the buyer gives none: the same words the search page proposes. */
export const proposedName = (search: SavedSearchQuery) => proposeSavedSearchName(search.searchText, search.criteria);

/**
 * Resolves the place of a search as the search page does (the suggestion's reference first, else
 * the text) and the area it matches; a place outside the service area cannot be saved.
 */
export async function placeOfSearch(
  db: Queryable,
  search: SavedSearchQuery,
): Promise<{ geo: StoredGeo; placeLabel: string; priceLow: number | null; priceHigh: number | null }> {
  const place = (search.placeId ? await resolveReference(db, search.placeId) : null) ?? (await resolveSearchText(db, search.searchText));
  if (!place || !place.available) throw badRequest(SAVED_SEARCH_PLACE_ERROR);
  const { low, high } = priceBounds(search.criteria);
  return {
    geo: { ...geoOf(place, search), placeKind: place.kind, placeName: place.name, placeState: place.state },
    placeLabel: place.kind === 'city' ? `${place.name}, ${place.state}` : place.name,
    priceLow: low > 0 ? low : null,
    priceHigh: Number.isFinite(high) ? high : null,
  };
}
