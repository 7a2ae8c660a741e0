import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { partnerTypeLabel } from '@homeward/domain';
import { ApiError } from '@homeward/platform';
import { Button, LoadingBlock } from '@homeward/ui';
import { partnerQuery } from '../../shared/api';
import { AdminFrame } from '../../shared/AdminFrame';
import { errorText } from '../../shared/DataTable';
import { formatDate, formatPhone } from '../../shared/format';
import { LendersTable } from './LendersTable';
import { RequestViewsNav } from './RequestViewsNav';
import { ListToolbar, SelectControl } from '../../shared/ListControls';
import { RequestsTable } from './RequestsTable';
import { toQuery, useListParams } from '../../shared/listParams';
import styles from '../../shared/Admin.module.css';

/** /admin/lend/lending-manager: lenders and loan brokers with their mortgage requests. */
export function LendingManagerPage() {
  return (
    <AdminFrame title="Lending manager" intro="Lenders and loan brokers, and how many mortgage requests each one has.">
      <RequestViewsNav />
      <LendersTable />
    </AdminFrame>
  );
}

const ASSIGNMENTS = [
  { value: 'all', label: 'Assigned or not' },
  { value: 'unassigned', label: 'Waiting for a lender' },
  { value: 'assigned', label: 'With a lender' },
];
const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** /admin/lend/lending-details: every mortgage request, which lender has it and its outcome. */
export function LendingDetailsPage() {
  const [params, update] = useListParams({ search: '', assignment: 'all', sort: 'newest' });
  return (
    <AdminFrame title="Mortgage requests" intro="Every mortgage request, the lender or broker handling it and how it ended.">
      <RequestViewsNav />
      <ListToolbar searchLabel="Search by buyer, request number or lender" search={params.search} onSearch={(search) => update({ search })}>
        <SelectControl label="Assignment" value={params.assignment} choices={ASSIGNMENTS} onChange={(assignment) => update({ assignment })} />
        <SelectControl label="Sort by" value={params.sort} choices={SORTS} onChange={(sort) => update({ sort })} />
      </ListToolbar>
      <RequestsTable
        caption="Mortgage requests"
        query={{ ...toQuery(params), intent: 'RequestMortgage' }}
        page={Number(params.page)}
        onPage={(page) => update({ page: String(page) })}
        emptyText={params.search || params.assignment !== 'all' ? 'Try another search or filter.' : 'Mortgage requests appear here as buyers send them.'}
      />
    </AdminFrame>
  );
}

/** /admin/lend/lender-details/:id? — one lender's profile and mortgage requests; without an id, pick a lender. */
export function LenderDetailsPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <AdminFrame title="Lender details" intro="Choose a lender or loan broker to see their profile and mortgage requests.">
        <RequestViewsNav />
        <LendersTable />
      </AdminFrame>
    );
  }
  return <LenderDetails id={id} />;
}

function LenderDetails({ id }: { id: string }) {
  const partner = useQuery(partnerQuery(id));
  const [params, update] = useListParams({ search: '', sort: 'newest' });
  const p = partner.data;
  const missing = partner.error instanceof ApiError && (partner.error.status === 404 || partner.error.status === 400);
  return (
    <AdminFrame title={p ? p.displayName : 'Lender details'} intro={p ? `${partnerTypeLabel(p.partnerType)}${p.company ? ` · ${p.company}` : ''}` : undefined}>
      <RequestViewsNav />
      {partner.isLoading ? (
        <LoadingBlock label="Loading the lender…" />
      ) : missing ? (
        <div className={styles.card}>
          <p className={styles.strong}>We could not find this lender.</p>
          <Link className={styles.textLink} to="/admin/lend/lending-manager">
            Back to lenders and brokers
          </Link>
        </div>
      ) : partner.error || !p ? (
        <div className={styles.card} role="alert">
          <p className={styles.alert}>{errorText(partner.error)}</p>
          <Button variant="secondary" onClick={() => void partner.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="lender-profile">
            <h2 id="lender-profile" className={styles.cardTitle}>
              Profile
            </h2>
            <dl className={styles.dl}>
              <dt>Type</dt>
              <dd>{partnerTypeLabel(p.partnerType)}</dd>
              <dt>Company</dt>
              <dd>{p.company ?? '—'}</dd>
              <dt>Email</dt>
              <dd>{p.email ?? '—'}</dd>
              <dt>Phone</dt>
              <dd>{formatPhone(p.phone)}</dd>
              <dt>Serves</dt>
              <dd>{[p.serviceStates.join(', '), p.serviceZips.length ? `zips ${p.serviceZips.join(', ')}` : ''].filter(Boolean).join('; ') || '—'}</dd>
              <dt>Partner since</dt>
              <dd>{formatDate(p.createdAt)}</dd>
              <dt>Requests</dt>
              <dd>
                {p.openRequestCount} open of {p.requestCount}
              </dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="lender-requests">
            <h2 id="lender-requests" className={styles.sectionTitle}>
              Mortgage requests
            </h2>
            <ListToolbar searchLabel="Search these requests" search={params.search} onSearch={(search) => update({ search })}>
              <SelectControl label="Sort by" value={params.sort} choices={SORTS} onChange={(sort) => update({ sort })} />
            </ListToolbar>
            <RequestsTable
              caption={`Requests with ${p.displayName}`}
              query={{ ...toQuery(params), assignedPartnerId: p.id }}
              page={Number(params.page)}
              onPage={(page) => update({ page: String(page) })}
              emptyText="No request has been assigned to this lender yet."
            />
          </section>
        </>
      )}
    </AdminFrame>
  );
}
