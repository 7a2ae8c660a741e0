/**
 * User-timing marks for the search benchmark (e2e/bench/search.bench.ts): from a filter change to
 * the list and map showing its results.
 */
export const FILTERS_CHANGED_MARK = 'hw:filters-changed';
export const RESULTS_RENDERED_MARK = 'hw:results-rendered';
/** The list, map and counts narrowed in the browser from the homes loaded (before the server answers). */
export const INSTANT_RENDERED_MARK = 'hw:instant-rendered';
/** The map's first complete drawing (style, tiles and place outline), once per page. */
export const MAP_FIRST_RENDER_MARK = 'hw:map-first-render';

let awaitingResults = false;
let awaitingInstant = false;

export function markFiltersChanged(): void {
  awaitingResults = true;
  awaitingInstant = true;
  performance.mark?.(FILTERS_CHANGED_MARK);
}

/** Called once the list and the map have drawn fresh results; marks only after a filter change. */
export function markResultsRendered(): void {
  if (!awaitingResults) return;
  awaitingResults = false;
  performance.mark?.(RESULTS_RENDERED_MARK);
}

/** Called once the list and the map have drawn the browser's narrowed answer; marks only after a filter change. */
export function markInstantRendered(): void {
  if (!awaitingInstant) return;
  awaitingInstant = false;
  performance.mark?.(INSTANT_RENDERED_MARK);
}

export function markMapFirstRender(): void {
  if (performance.getEntriesByName?.(MAP_FIRST_RENDER_MARK).length) return;
  performance.mark?.(MAP_FIRST_RENDER_MARK);
}
