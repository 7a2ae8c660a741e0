import { paths } from '@homeward/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@homeward/platform';
import { LoadingBlock, buttonClass, classes, layoutStyles, primitiveStyles } from '@homeward/ui';
import { useListing } from '../../shared/listingApi';
import { ListingSummary } from '../../components/ListingSummary';
import { LoadFailed } from '../../components/ListingNotFound';
import { useStoredRequest } from '../../shared/requests/api';
import { describeRequest, partnerAnswerLabel } from './describeRequest';
import styles from './RequestConfirmation.module.css';

const factRowClass = classes(primitiveStyles.factRow, styles.row);
import { formatDateTime } from '@homeward/domain';

export interface RequestConfirmationProps {
  id: string | undefined;
  title: string;
  /** What happens next, in a sentence or two. */
  next: ReactNode;
}

/** A confirm page: the stored request read back from the account, so it shows what was saved. */
export function RequestConfirmation({ id, title, next }: RequestConfirmationProps) {
  const request = useStoredRequest(id);
  const listing = useListing(request.data?.listingMls ?? undefined);

  if (!id || (request.error instanceof ApiError && [400, 404].includes(request.error.status))) {
    return (
      <section className={classes(layoutStyles.page, styles.page)}>
        <h1>We can&apos;t find this request</h1>
        <p>It may belong to another account, or the link may be incomplete. Your requests are listed in your account.</p>
        <Link to={paths.listing.mortgageTasks.href()} className={buttonClass('secondary')}>
          See my requests
        </Link>
      </section>
    );
  }
  if (request.isError) return <LoadFailed what="your request" onRetry={() => void request.refetch()} />;
  if (!request.data) return <LoadingBlock label="Loading your request…" />;

  const rows = describeRequest(request.data);
  const sent = new Date(request.data.createdAt);
  return (
    <section className={classes(layoutStyles.page, styles.page)} aria-labelledby="confirm-title">
      <p className={styles.check} aria-hidden="true">
        ✓
      </p>
      <h1 id="confirm-title">{title}</h1>
      <div className={styles.next}>{next}</div>
      <div className={styles.columns}>
        <div>
          <h2 className={styles.subtitle}>What you sent</h2>
          <dl className={styles.rows}>
            <div className={factRowClass}>
              <dt>Sent</dt>
              <dd>{Number.isNaN(sent.getTime()) ? request.data.createdAt : formatDateTime(sent, 'long')}</dd>
            </div>
            <div className={factRowClass}>
              <dt>Status</dt>
              <dd>{request.data.status === 'NotStarted' ? 'Not started' : request.data.status}</dd>
            </div>
            <div className={factRowClass}>
              <dt>{partnerAnswerLabel(request.data.intent)}</dt>
              <dd>{request.data.partnerStatus ?? 'Not answered yet'}</dd>
            </div>
            {rows.map((row) => (
              <div key={row.label} className={factRowClass}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className={classes(primitiveStyles.smallPrint, styles.reference)}>Reference: {request.data.id}</p>
        </div>
        {listing.data && <ListingSummary listing={listing.data} />}
      </div>
    </section>
  );
}
