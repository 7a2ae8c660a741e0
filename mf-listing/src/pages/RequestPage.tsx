import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, usePageTitle } from '@homeward/platform';
import { LoadingBlock, layoutStyles, classes } from '@homeward/ui';
import { useListing } from '../shared/listingApi';
import { isMlsNumber } from '../shared/mlsNumber';
import { ListingNotFound, LoadFailed } from '../components/ListingNotFound';
import { ListingSummary } from '../components/ListingSummary';
import type { ListingDetail, StoredRequest } from '@homeward/contracts';
import styles from './RequestPage.module.css';

export interface RequestPageProps {
  /** The page's heading, and the browser tab's title. */
  title: string;
  intro: ReactNode;
  mls: string | null;
  /** Whether the page makes sense without a home (inspections and mortgages do, offers don't). */
  listingRequired: boolean;
  /** Where a sent request is confirmed, by the stored request's id (a builder of `paths.listing`). */
  confirmPath: (id: string) => string;
  /** The form, for the home when there is one; `onSent` opens the confirmation of what it stored. */
  children: (listing: ListingDetail | undefined, onSent: (stored: StoredRequest) => void) => ReactNode;
}

/** The frame of every request page: title, intro, the form, and the home it is about. */
export function RequestPage({ title, intro, mls, listingRequired, confirmPath, children }: RequestPageProps) {
  const navigate = useNavigate();
  usePageTitle(title);
  const wanted = isMlsNumber(mls) ? mls : undefined;
  const listing = useListing(wanted);

  if ((listingRequired && !wanted) || (listing.error instanceof ApiError && [400, 404].includes(listing.error.status))) {
    return <ListingNotFound mls={mls ?? undefined} />;
  }
  if (listing.isError) return <LoadFailed what="the home" onRetry={() => void listing.refetch()} />;
  if (wanted && !listing.data) return <LoadingBlock label="Loading the home…" />;

  return (
    <div className={classes(layoutStyles.page, styles.page)}>
      <h1 className={classes(layoutStyles.title, styles.title)}>{title}</h1>
      <div className={styles.intro}>{intro}</div>
      <div className={listing.data ? styles.columns : styles.single}>
        <div className={styles.form}>{children(listing.data, (stored) => navigate(confirmPath(stored.id)))}</div>
        {listing.data && (
          <div className={styles.side}>
            <ListingSummary listing={listing.data} />
          </div>
        )}
      </div>
    </div>
  );
}
