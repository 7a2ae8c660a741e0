import type { FilterCriteria, FilterCriteriaInput } from '@homeward/contracts';
import { SAVED_SEARCH_NAME_MAX } from '@homeward/contracts';
import { NO_MAX } from './constants';
import { completeCriteria } from './filters';
import { formatPriceShort } from './format';

const bounded = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0 && v !== NO_MAX;

/** The price filter's bounds as the match rule reads them: 0 and Infinity where a side does not limit. */
export function priceBounds(criteria: Pick<FilterCriteria, 'price'>): { low: number; high: number } {
  return { low: bounded(criteria.price.low) ? criteria.price.low : 0, high: bounded(criteria.price.high) ? criteria.price.high : Infinity };
}

/**
 * The name a saved search is proposed under, from the place and the filters a buyer notices first:
 * "Bellevue, WA · up to $900k · 3+ beds". The search page and the API propose the same name.
 */
export function proposeSavedSearchName(place: string, input: FilterCriteriaInput | FilterCriteria): string {
  const criteria = completeCriteria(input);
  const parts = [place.trim() || 'My search'];
  const { low, high } = priceBounds(criteria);
  if (low > 0 && high < Infinity) parts.push(`${formatPriceShort(low)}–${formatPriceShort(high)}`);
  else if (high < Infinity) parts.push(`up to ${formatPriceShort(high)}`);
  else if (low > 0) parts.push(`from ${formatPriceShort(low)}`);
  if (bounded(criteria.beds.low)) parts.push(`${criteria.beds.low}+ beds`);
  if (bounded(criteria.baths.low)) parts.push(`${criteria.baths.low}+ baths`);
  const name = parts.join(' · ');
  return name.length <= SAVED_SEARCH_NAME_MAX ? name : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`;
}
