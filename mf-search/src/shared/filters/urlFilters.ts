import type { SearchUrlFilters } from '@homeward/contracts';
import type { FilterCriteria } from '@homeward/domain';

/** The criteria with the filters a listings URL carries laid over them (the address wins while they are in it). */
export function withUrlFilters(criteria: FilterCriteria, filters: Required<SearchUrlFilters>): FilterCriteria {
  let next = criteria;
  const set = <K extends 'price' | 'square_feet' | 'year_built'>(key: K, side: 'low' | 'high', value: number | null) => {
    if (value == null || next[key][side] === value) return;
    next = { ...next, [key]: { ...next[key], [side]: value } };
  };
  set('price', 'low', filters.minPrice);
  set('price', 'high', filters.maxPrice);
  set('square_feet', 'low', filters.minSquareFeet);
  set('year_built', 'low', filters.minYearBuilt);
  return next;
}

/** URL filters that no longer say what the criteria say (the user changed that filter): to drop from the address. */
export function staleUrlFilters(criteria: FilterCriteria, filters: Required<SearchUrlFilters>): Array<keyof SearchUrlFilters> {
  const stale: Array<keyof SearchUrlFilters> = [];
  if (filters.minPrice != null && criteria.price.low !== filters.minPrice) stale.push('minPrice');
  if (filters.maxPrice != null && criteria.price.high !== filters.maxPrice) stale.push('maxPrice');
  if (filters.minSquareFeet != null && criteria.square_feet.low !== filters.minSquareFeet) stale.push('minSquareFeet');
  if (filters.minYearBuilt != null && criteria.year_built.low !== filters.minYearBuilt) stale.push('minYearBuilt');
  return stale;
}
