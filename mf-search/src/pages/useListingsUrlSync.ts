import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { readSearchFilterQuery, SEARCH_URL_PARAMS } from '@homeward/contracts';
import type { FilterCriteria } from '@homeward/domain';
import { filterStore, reloadPersistedCriteria, useFilters } from '../shared/filters/filterStore';
import { persistCriteria } from '../shared/filters/filterPersistence';
import { staleUrlFilters, withUrlFilters } from '../shared/filters/urlFilters';
import { withSoldDefault, type ListingsUrl } from '../features/listings/pageSearch';
import { readableQuery } from './listingsHrefs';

/**
 * The filters of the page, kept in step with its address both ways: the filters in the address
 * (from the home page or a shared link) win while they are in it and are stored; a filter or sort
 * changed on the page starts again from page 1 and drops the address filters it overrides.
 */
export function useListingsUrlSync(urlFilters: ListingsUrl['urlFilters'], soldPages: boolean): FilterCriteria {
  const navigate = useNavigate();
  const urlFiltersKey = JSON.stringify(urlFilters);
  const stored = useFilters((s) => s.criteria);
  const criteria = useMemo<FilterCriteria>(() => withUrlFilters(stored, JSON.parse(urlFiltersKey) as typeof urlFilters), [stored, urlFiltersKey]);

  // Every visit reads the stored choices again: the home page may have changed them meanwhile.
  useLayoutEffect(() => reloadPersistedCriteria(), []);
  // The /listingsold mirror (spec 2.1) shows sold homes: it starts from the sold windows of spec 4.8.
  useLayoutEffect(() => {
    if (!soldPages) return;
    const current = filterStore.getState().criteria;
    const next = withSoldDefault(current);
    if (next !== current) filterStore.setState({ criteria: next });
  }, [soldPages]);
  useLayoutEffect(() => {
    const current = filterStore.getState().criteria;
    const next = withUrlFilters(current, JSON.parse(urlFiltersKey) as typeof urlFilters);
    if (next === current) return;
    persistCriteria(next);
    filterStore.setState({ criteria: next });
  }, [urlFiltersKey]);

  useEffect(
    () =>
      filterStore.subscribe((state) => {
        const url = new URL(window.location.href);
        let changed = false;
        if (url.searchParams.has('page')) {
          url.searchParams.delete('page');
          changed = true;
        }
        for (const key of staleUrlFilters(state.criteria, readSearchFilterQuery(url.searchParams))) {
          url.searchParams.delete(SEARCH_URL_PARAMS[key]);
          changed = true;
        }
        if (changed) navigate(`${url.pathname}${readableQuery(url.search)}`, { replace: true });
      }),
    [navigate],
  );
  return criteria;
}
