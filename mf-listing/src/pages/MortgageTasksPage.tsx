import { paths } from '@homeward/contracts';
import { Link } from 'react-router';
import type { StoredRequest } from '@homeward/contracts';
import { formatCurrency, formatDate, formatDateTime, relativeTimeLabel } from '@homeward/domain';
import { useRequestDocuments } from '@homeward/platform';
import { LoadingBlock, buttonClass, classes, layoutStyles, primitiveStyles } from '@homeward/ui';
import { LoadFailed } from '../components/ListingNotFound';
import { useMyRequests } from '../shared/requests/api';
import styles from './MortgageTasksPage.module.css';
import { usePageTitle } from '@homeward/platform';

/** The documents the request's lender asks for, as that lender marks them. */
function LenderDocuments({ requestId }: { requestId: string }) {
  const documents = useRequestDocuments(requestId);
  if (documents.isPending) return <LoadingBlock label="Loading the documents your lender asks for…" />;
  if (documents.isError) return <LoadFailed what="the documents your lender asks for" onRetry={() => void documents.refetch()} />;
  const { lender, items } = documents.data;
  if (!lender) return <p className={styles.note}>No lender has taken this request yet. The documents they ask for will show here.</p>;
  if (items.length === 0) return <p className={styles.note}>{lender.name} has not asked for any documents yet.</p>;
  const received = items.filter((d) => d.receivedAt).length;
  return (
    <div className={styles.tasks}>
      <h3 className={styles.tasksTitle}>
        Documents {lender.name} asks for ({received} of {items.length} received)
      </h3>
      <ul className={styles.taskList}>
        {items.map((d) => (
          <li key={d.id} className={[styles.task, d.receivedAt ? styles.done : ''].filter(Boolean).join(' ')}>
            <span>{d.label}</span>
            <span className={styles.state}>{d.receivedAt ? `Received ${formatDate(new Date(d.receivedAt), 'medium')}` : 'Still needed'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Checklist({ request }: { request: StoredRequest }) {
  const mortgage = (request.payload.mortgage ?? request.payload) as { price?: number; propertyAddress?: string | null };
  const titleId = `task-${request.id}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {mortgage.propertyAddress || 'Mortgage request'}
        {typeof mortgage.price === 'number' && <span className={styles.price}> · {formatCurrency(mortgage.price)}</span>}
      </h2>
      <p className={classes(primitiveStyles.smallPrint, styles.meta)}>
        Sent:{' '}
        <time dateTime={request.createdAt} title={formatDateTime(new Date(request.createdAt), 'medium')}>
          {relativeTimeLabel(request.createdAt)}
        </time>{' '}
        · Status:{' '}
        {request.status === 'NotStarted' ? 'Not started' : request.status} · Lender’s answer: {request.partnerStatus ?? 'Not answered yet'} ·{' '}
        <Link to={paths.listing.mortgageConfirm.href(request.id)}>What you sent</Link>
      </p>
      <LenderDocuments requestId={request.id} />
    </section>
  );
}

export default function MortgageTasksPage() {
  usePageTitle('Your mortgage tasks');
  const requests = useMyRequests('RequestMortgage');
  return (
    <div className={classes(layoutStyles.page, styles.page)}>
      <h1 className={classes(layoutStyles.title, styles.title)}>Your mortgage tasks</h1>
      <p className={styles.intro}>The documents the lender of each request asks you for, and which of them they have received.</p>
      {requests.isPending && <LoadingBlock label="Loading your mortgage requests…" />}
      {requests.isError && <LoadFailed what="your mortgage requests" onRetry={() => void requests.refetch()} />}
      {requests.data?.length === 0 && (
        <div className={styles.empty}>
          <p>You have not requested a mortgage yet.</p>
          <Link to={paths.listing.mortgageRequest.href()} className={buttonClass('primary')}>
            Request a mortgage
          </Link>
        </div>
      )}
      {requests.data?.map((request) => <Checklist key={request.id} request={request} />)}
    </div>
  );
}
