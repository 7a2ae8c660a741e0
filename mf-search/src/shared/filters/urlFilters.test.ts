import { readSearchFilterQuery } from '@homeward/contracts';
import { createDefaultFilterCriteria } from '@homeward/domain';
import { staleUrlFilters, withUrlFilters } from './urlFilters';

describe('filters carried by a listings URL', () => {
  it('lays the home page filters over the criteria', () => {
    const filters = readSearchFilterQuery(new URLSearchParams('price[low]=200000&price[high]=900000&square_feet[low]=1500&year_built[low]=2005'));
    const criteria = withUrlFilters(createDefaultFilterCriteria(), filters);
    expect(criteria.price).toEqual({ low: 200000, high: 900000 });
    expect(criteria.square_feet.low).toBe(1500);
    expect(criteria.year_built.low).toBe(2005);
    expect(staleUrlFilters(criteria, filters)).toEqual([]);
  });

  it('keeps the same object when nothing changes, and names the filters the user changed since', () => {
    const base = createDefaultFilterCriteria();
    const none = readSearchFilterQuery(new URLSearchParams(''));
    expect(withUrlFilters(base, none)).toBe(base);
    const filters = readSearchFilterQuery(new URLSearchParams('year_built[low]=2005&square_feet[low]=0'));
    expect(filters.minSquareFeet).toBeNull();
    const changed = { ...withUrlFilters(base, filters), year_built: { low: 1990, high: null } };
    expect(staleUrlFilters(changed, filters)).toEqual(['minYearBuilt']);
  });
});
