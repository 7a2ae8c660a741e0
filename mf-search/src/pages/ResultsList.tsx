import { useLocation, useSearchParams } from 'react-router';
import { NOT_AVAILABLE_YET_MESSAGE } from '@homeward/domain';
import { Button, classes, layoutStyles, LoadingBlock, primitiveStyles, PRIORITY_PHOTOS } from '@homeward/ui';
import { resetCriteria } from '../shared/filters/filterStore';
import { ResultCard } from '../features/listings/ResultCard';
import { Pagination } from '../features/listings/Pagination';
import styles from '../features/listings/Results.module.css';
import { pageHref } from './listingsHrefs';
import type { ListingsResults } from './useListingsResults';

/** The cards, or why there are none yet: a failed search with Try again, loading, or no match with Reset filters. */
function ResultCards({ results, newMls }: { results: ListingsResults; newMls: ReadonlySet<string> }) {
  const { result, data, listings } = results;
  if (result.isError && !data) {
    return (
      <div className={styles.empty} role="alert">
        <p>{result.error instanceof Error ? result.error.message : 'The homes could not be loaded.'}</p>
        <Button onClick={() => void result.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!data) return <LoadingBlock label="Finding homes…" />;
  if (listings.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No homes match these filters{result.isFetching ? ' yet' : ''}.</p>
        {!result.isFetching && (
          <Button variant="secondary" onClick={() => resetCriteria()}>
            Reset filters
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className={classes(layoutStyles.cardGrid, styles.grid)} aria-busy={result.isFetching || undefined}>
      {listings.map((listing, index) => (
        <li key={listing.mls}>
          <ResultCard listing={listing} nearby={data.area === 'nearby'} priority={index < PRIORITY_PHOTOS} newSinceVisit={newMls.has(listing.mls)} />
        </li>
      ))}
    </ul>
  );
}

/** The results below the header: the place's notice, the cards, the pages, and where the details come from. */
export function ResultsList({ results, newMls }: { results: ListingsResults; newMls: ReadonlySet<string> }) {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const { place, data, listings, pageCount } = results;
  return (
    <>
      {place && !place.available && (
        <p className={styles.notice} role="alert">
          {NOT_AVAILABLE_YET_MESSAGE}
        </p>
      )}
      <ResultCards results={results} newMls={newMls} />
      {data && <Pagination page={data.page} pageCount={pageCount} hrefFor={(target) => pageHref(pathname, query, target)} />}
      {listings.length > 0 && (
        // Below the list, so it never moves the cards; each home's page says which of its values are samples.
        <p className={classes(primitiveStyles.smallPrint, styles.sourceNote)}>
          Sizes, rooms, year built and past sales come from King County sales records and the City of Cambridge assessing
          database. Listing status, open houses, photos and agents are sample values, and so are Washington street addresses;
          each home&apos;s page says which of its details are samples.
        </p>
      )}
    </>
  );
}
