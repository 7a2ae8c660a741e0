import { Link } from 'react-router';
import { buttonClass, classes, layoutStyles } from '@homeward/ui';
import styles from './ListingNotFound.module.css';
import { BUY_PLACE, paths } from '@homeward/contracts';

/** An unknown or mistyped MLS number: say so, and offer the ways on. */
export function ListingNotFound({ mls }: { mls: string | undefined }) {
  return (
    <section className={styles.state} aria-labelledby="listing-missing">
      <h1 id="listing-missing">{mls ? `We can't find home MLS #${mls}` : 'Which home are you looking for?'}</h1>
      <p>
        {mls
          ? 'It may have been taken off the market, or the link may be mistyped. Search for homes like it instead.'
          : 'This link does not say which home to show. Search by city, address, zip or MLS number.'}
      </p>
      <div className={classes(layoutStyles.actions, styles.actions)}>
        <Link to={paths.search.listings.href(BUY_PLACE)} className={buttonClass('primary')}>
          Search homes
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <section className={styles.state} role="alert">
      <h1>We could not load {what}</h1>
      <p>Check your connection, then try again.</p>
      <button type="button" className={buttonClass('primary')} onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
