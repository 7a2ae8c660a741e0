import { createStore } from 'zustand/vanilla';
import { useStoreAsDrawn } from '@homeward/platform';
import type { SearchSort } from '@homeward/contracts';
import { createDefaultFilterCriteria, type FilterCriteria } from '@homeward/domain';
import { loadPersistedCriteria, persistCriteria, unstoredCriteria } from './filterPersistence';
import { markFiltersChanged } from '../performanceMarks';

export interface FilterState {
  criteria: FilterCriteria;
  sort: SearchSort;
}

/** A page is drawn outside the browser with no stored choices (and hydrated as drawn). */
const DRAWN: FilterState = { criteria: unstoredCriteria(), sort: 'daysOnMarket' };

export const filterStore = createStore<FilterState>(() => {
  const stored = loadPersistedCriteria();
  // With nothing stored (a first visit), the very criteria the page was drawn with: the same
  // answer as another object would make every part that reads them draw again once hydrated.
  return { criteria: JSON.stringify(stored) === JSON.stringify(DRAWN.criteria) ? DRAWN.criteria : stored, sort: DRAWN.sort };
});

export function useFilters<T>(select: (state: FilterState) => T): T {
  return useStoreAsDrawn(filterStore, select, DRAWN);
}

/** Applies new criteria to the search; the persisted subset is written to storage (spec 3). */
export function applyCriteria(criteria: FilterCriteria): void {
  markFiltersChanged();
  persistCriteria(criteria);
  filterStore.setState({ criteria });
}

/**
 * Reads the stored choices again (the home page may have changed them since this page was last
 * open), keeping the other criteria of this visit.
 */
export function reloadPersistedCriteria(): void {
  const current = filterStore.getState().criteria;
  const next = loadPersistedCriteria(current);
  if (JSON.stringify(next) !== JSON.stringify(current)) filterStore.setState({ criteria: next });
}

export function updateCriteria(patch: Partial<FilterCriteria>): void {
  applyCriteria({ ...filterStore.getState().criteria, ...patch });
}

export function setSort(sort: SearchSort): void {
  markFiltersChanged();
  filterStore.setState({ sort });
}

/** Spec 4.8 Reset: every default back, including the stored values. */
export function resetCriteria(): void {
  applyCriteria(createDefaultFilterCriteria());
}
