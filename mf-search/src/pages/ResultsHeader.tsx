import type { Ref } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { SearchSort } from '@homeward/contracts';
import { formatThousands } from '@homeward/domain';
import { visuallyHiddenClass, classes, primitiveStyles } from '@homeward/ui';
import { SORT_ORDER_PHRASES, SortSelect } from '../features/filters/FilterBar';
import type { OpenedSavedSearch } from '../features/saved-searches/useOpenSavedSearch';
import { SaveSearchButton } from '../features/saved-searches/SaveSearchButton';
import { SavedSearchBar } from '../features/saved-searches/SavedSearchBar';
import styles from '../features/listings/Results.module.css';
import { nearbyHref } from './listingsHrefs';
import type { ListingsResults } from './useListingsResults';

const nearbyNoteClass = classes(primitiveStyles.smallPrint, styles.nearbyNote);

export interface ResultsHeaderProps {
  results: ListingsResults;
  searchText: string;
  soldPages: boolean;
  listInView: boolean;
  sort: SearchSort;
  narrow: boolean;
  opened: OpenedSavedSearch;
  headingRef: Ref<HTMLHeadingElement>;
}

/** 'N homes in Place' while counting, estimated or exact, or the place alone before any answer. */
function ResultsHeading({ results, searchText, soldPages, headingRef }: Pick<ResultsHeaderProps, 'results' | 'searchText' | 'soldPages' | 'headingRef'>) {
  const { data, total, totalPrecision, placeName } = results;
  const where = data?.area === 'nearby' ? 'near' : 'in';
  return (
    <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
      {data && totalPrecision === 'unknown' ? (
        `Counting ${soldPages ? 'sold ' : ''}homes ${where} ${placeName}…`
      ) : data ? (
        <>
          {totalPrecision === 'estimate' ? 'About ' : ''}
          <span data-testid="result-total" data-precision={totalPrecision}>
            {formatThousands(total)}
          </span>{' '}
          {soldPages ? 'sold ' : ''}
          {total === 1 ? 'home' : 'homes'} {where} {placeName}
        </>
      ) : (
        `Homes in ${searchText}`
      )}
    </h1>
  );
}

/** The way between the homes in a place and those nearby outside it. */
function NearbyNote({ results }: { results: ListingsResults }) {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const { data, place, placeName } = results;
  if (!data || !place || place.scope === 'radius') return null;
  if (data.area === 'place' && data.nearbyTotal > 0) {
    return (
      <p className={nearbyNoteClass}>
        <Link to={nearbyHref(pathname, query, 'nearby')} data-testid="nearby-link">
          {formatThousands(data.nearbyTotal)} more {data.nearbyTotal === 1 ? 'home' : 'homes'} nearby
        </Link>{' '}
        within {place.radiusMiles ?? 15} miles, outside {place.kind === 'zip' ? `zip ${placeName}` : place.name}
      </p>
    );
  }
  if (data.area !== 'nearby') return null;
  return (
    <p className={nearbyNoteClass}>
      Homes within {place.radiusMiles ?? 15} miles of {placeName}, outside it.{' '}
      <Link to={nearbyHref(pathname, query, 'place')}>
        Back to the {formatThousands(data.placeTotal)} {data.placeTotal === 1 ? 'home' : 'homes'} in {placeName}
      </Link>
    </p>
  );
}

/** Above the cards: the count, the page and order, the nearby homes, and saving the search. */
export function ResultsHeader({ results, searchText, soldPages, listInView, sort, narrow, opened, headingRef }: ResultsHeaderProps) {
  const { data, total, pageCount, viewportPrecision, result, savable } = results;
  return (
    <header className={styles.listHeader}>
      <ResultsHeading results={results} searchText={searchText} soldPages={soldPages} headingRef={headingRef} />
      {data && total > 0 && (
        <p className={styles.subheading}>
          {listInView && data.viewportTotal != null && viewportPrecision !== 'unknown'
            ? `${viewportPrecision === 'estimate' ? 'About ' : ''}${formatThousands(data.viewportTotal)} in the map area · `
            : ''}
          Page {data.page} of {formatThousands(pageCount)}, {SORT_ORDER_PHRASES[sort]}
        </p>
      )}
      <NearbyNote results={results} />
      <p className={visuallyHiddenClass} role="status" aria-live="polite">
        {result.isFetching ? 'Loading homes…' : data ? `${formatThousands(total)} homes found.` : ''}
      </p>
      {narrow && <SortSelect className={styles.phoneSort} />}
      {opened.saved ? <SavedSearchBar saved={opened.saved} search={savable} newCount={opened.newMls.size} /> : <SaveSearchButton search={savable} />}
      {opened.error && (
        <p className={styles.notice} role="alert">
          {opened.error}
        </p>
      )}
    </header>
  );
}
