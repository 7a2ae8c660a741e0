import { useState } from 'react';
import { Link } from 'react-router';
import type { StoredRequest } from '@homeward/contracts';
import { formatCurrency, formatDateTime, relativeTimeLabel } from '@homeward/domain';
import { LoadingBlock, buttonClass } from '@homeward/ui';
import { LoadFailed } from '../features/listing/components/ListingNotFound';
import { useMyRequests } from '../features/requests/api';
import styles from './MortgageTasksPage.module.css';
import { usePageTitle } from '@homeward/platform';

/** Documents every lender asks for; the buyer ticks them off as they gather them. */
const DOCUMENTS = [
  'Pay stubs from the last 30 days',
  'W-2 forms or tax returns from the last two years',
  'Bank statements from the last two months',
  'A photo ID',
  'Proof of the funds for your down payment',
] as const;

const storageKey = (id: string) => `homeward.mortgageTasks.${id}`;

function readDone(id: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(id)) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function Checklist({ request }: { request: StoredRequest }) {
  const [done, setDone] = useState<string[]>(() => readDone(request.id));
  const mortgage = (request.payload.mortgage ?? request.payload) as { price?: number; propertyAddress?: string | null };
  function toggle(item: string, checked: boolean) {
    const next = checked ? [...done, item] : done.filter((d) => d !== item);
    setDone(next);
    try {
      localStorage.setItem(storageKey(request.id), JSON.stringify(next));
    } catch {
      // The checklist still works for this visit.
    }
  }
  const titleId = `task-${request.id}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {mortgage.propertyAddress || 'Mortgage request'}
        {typeof mortgage.price === 'number' && <span className={styles.price}> · {formatCurrency(mortgage.price)}</span>}
      </h2>
      <p className={styles.meta}>
        Sent:{' '}
        <time dateTime={request.createdAt} title={formatDateTime(new Date(request.createdAt), 'medium')}>
          {relativeTimeLabel(request.createdAt)}
        </time>{' '}
        · Status:{' '}
        {request.status === 'NotStarted' ? 'Not started' : request.status} · Lender’s answer: {request.partnerStatus ?? 'Not answered yet'} ·{' '}
        <Link to={`/mortgage/request/confirm?id=${encodeURIComponent(request.id)}`}>What you sent</Link>
      </p>
      <fieldset className={styles.tasks}>
        <legend>
          Documents to gather ({done.length} of {DOCUMENTS.length} ready)
        </legend>
        {DOCUMENTS.map((item) => (
          <label key={item} className={styles.task}>
            <input type="checkbox" checked={done.includes(item)} onChange={(e) => toggle(item, e.target.checked)} />
            <span>{item}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}

export default function MortgageTasksPage() {
  usePageTitle('Your mortgage tasks');
  const requests = useMyRequests('RequestMortgage');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your mortgage tasks</h1>
      <p className={styles.intro}>Lenders move faster when your documents are ready. Tick them off as you gather them.</p>
      {requests.isPending && <LoadingBlock label="Loading your mortgage requests…" />}
      {requests.isError && <LoadFailed what="your mortgage requests" onRetry={() => void requests.refetch()} />}
      {requests.data?.length === 0 && (
        <div className={styles.empty}>
          <p>You have not requested a mortgage yet.</p>
          <Link to="/mortgage/request" className={buttonClass('primary')}>
            Request a mortgage
          </Link>
        </div>
      )}
      {requests.data?.map((request) => <Checklist key={request.id} request={request} />)}
    </div>
  );
}
