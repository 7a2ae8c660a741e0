import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@homeward/contracts';
import type { AdminPartner } from '@homeward/contracts/signed-in';
import { partnerTypeLabel } from '@homeward/domain';
import { ApiError } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { formatDate, formatPhone } from '../../shared/format';
import { ListParamsToolbar, SORT_BY_DATE } from '../../shared/ListControls';
import { pagerOf, toQuery, useListParams } from '../../shared/listParams';
import { LoadFailure } from '../../shared/DataTable';
import { Section } from '../../shared/Section';
import { partnerQuery } from './api';
import { RequestsTable } from './RequestsTable';
import styles from '../../shared/Admin.module.css';

/** The lender a details page shows, and the heading and line under it that name them. */
export function useLender(id: string) {
  const partner = useQuery(partnerQuery(id));
  const p = partner.data;
  return {
    partner,
    title: p ? p.displayName : 'Lender details',
    intro: p ? `${partnerTypeLabel(p.partnerType)}${p.company ? ` · ${p.company}` : ''}` : undefined,
  };
}

function LenderProfile({ partner: p }: { partner: AdminPartner }) {
  return (
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
  );
}

function LenderRequests({ partner: p }: { partner: AdminPartner }) {
  const list = useListParams({ search: '', sort: 'newest' });
  return (
    <Section id="lender-requests" title="Mortgage requests">
      <ListParamsToolbar list={list} searchLabel="Search these requests" selects={[SORT_BY_DATE]} />
      <RequestsTable
        caption={`Requests with ${p.displayName}`}
        query={{ ...toQuery(list[0]), assignedPartnerId: p.id }}
        {...pagerOf(list)}
        emptyText="No request has been assigned to this lender yet."
      />
    </Section>
  );
}

/** One lender's profile and the mortgage requests assigned to them; a lender that is not there says so. */
export function LenderDetails({ lender }: { lender: ReturnType<typeof useLender> }) {
  const { partner } = lender;
  const missing = partner.error instanceof ApiError && (partner.error.status === 404 || partner.error.status === 400);
  if (partner.isLoading) return <LoadingBlock label="Loading the lender…" />;
  if (missing) {
    return (
      <div className={styles.card}>
        <p className={styles.strong}>We could not find this lender.</p>
        <Link className={styles.textLink} to={paths.admin.lenders.href()}>
          Back to lenders and brokers
        </Link>
      </div>
    );
  }
  if (partner.error || !partner.data) return <LoadFailure error={partner.error} onRetry={() => void partner.refetch()} />;
  return (
    <>
      <LenderProfile partner={partner.data} />
      <LenderRequests partner={partner.data} />
    </>
  );
}
