import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminRequestRow } from '@homeward/contracts/signed-in';
import { partnerTypeLabel, partnerTypesForIntent, requestIntentLabel } from '@homeward/domain';
import { Button } from '@homeward/ui';
import { requestsQuery } from '../../shared/api';
import { DataTable, type Column } from '../../shared/DataTable';
import { formatDateTime, formatMoney, formatPhone, shortId } from '../../shared/format';
import { Badge, Pager } from '../../shared/ListControls';
import { ReassignDialog } from './ReassignDialog';
import styles from '../../shared/Admin.module.css';

/** One line on what a request asks for, from its stored form. */
function summary(r: AdminRequestRow): string {
  const p = r.payload as Record<string, Record<string, unknown> | undefined>;
  switch (r.intent) {
    case 'MakeAnOffer':
      return `Offer ${formatMoney(p.offer?.amount)}`;
    case 'RequestMortgage':
      return `${formatMoney(p.mortgage?.price)} home, ${String(p.mortgage?.lendingType ?? 'purchase')}`;
    case 'ScheduleTour':
      return [p.tour?.date, p.tour?.time].filter(Boolean).join(' at ') || 'Tour';
    case 'RequestInspection':
      return typeof p.inspection?.date === 'string' ? `On ${p.inspection.date}` : 'Inspection';
    case 'SellHome':
      return [p.sell?.address, p.sell?.zipCode].filter(Boolean).join(', ') || 'Home to sell';
    default: {
      const e = (p.enquiry ?? p.application) as Record<string, unknown> | undefined;
      return typeof e?.companyName === 'string' ? e.companyName : typeof e?.position === 'string' ? e.position : '';
    }
  }
}

/** Where the request stands: its own state and, once routed, the partner's progress. */
function stateOf(r: AdminRequestRow) {
  if (partnerTypesForIntent(r.intent).length === 0) return <Badge>{r.status}</Badge>;
  if (!r.assignedPartnerId) return <Badge tone="warn">Waiting for a partner</Badge>;
  return <Badge tone="info">{r.partnerStatus ?? 'With partner'}</Badge>;
}

export interface RequestsTableProps {
  query: Record<string, string | number>;
  page: number;
  onPage: (page: number) => void;
  caption: string;
  emptyText: string;
}

/** Buyer requests with their state and assignment; each routable one can go to another partner. */
export function RequestsTable({ query, page, onPage, caption, emptyText }: RequestsTableProps) {
  const result = useQuery(requestsQuery(query));
  const [reassigning, setReassigning] = useState<AdminRequestRow | null>(null);

  const columns: Column<AdminRequestRow>[] = [
    {
      key: 'request',
      header: 'Request',
      cell: (r) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{requestIntentLabel(r.intent)}</span>
          <span>{summary(r)}</span>
          <span className={styles.muted}>
            #{shortId(r.id)}
            {r.listingMls ? ` · MLS ${r.listingMls}` : ''}
          </span>
        </div>
      ),
    },
    {
      key: 'from',
      header: 'From',
      cell: (r) =>
        r.ownerId ? (
          <div className={styles.stack}>
            <span>{r.ownerName ?? 'No name given'}</span>
            <span className={styles.muted}>{r.ownerEmail ?? formatPhone(r.ownerPhone)}</span>
          </div>
        ) : (
          <span className={styles.muted}>Visitor</span>
        ),
    },
    { key: 'received', header: 'Received', narrow: true, cell: (r) => formatDateTime(r.createdAt) },
    { key: 'state', header: 'State', narrow: true, cell: stateOf },
    {
      key: 'assigned',
      header: 'Assigned to',
      cell: (r) =>
        r.assignedPartnerName ? (
          <div className={styles.stack}>
            <span>{r.assignedPartnerName}</span>
            {r.assignedPartnerType && <span className={styles.muted}>{partnerTypeLabel(r.assignedPartnerType)}</span>}
          </div>
        ) : partnerTypesForIntent(r.intent).length ? (
          <span className={styles.muted}>Unassigned</span>
        ) : (
          <span className={styles.muted}>Homeward team</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (r) =>
        partnerTypesForIntent(r.intent).length ? (
          <Button size="small" variant="secondary" onClick={() => setReassigning(r)} aria-label={`${r.assignedPartnerId ? 'Reassign' : 'Assign'} request ${shortId(r.id)}`}>
            {r.assignedPartnerId ? 'Reassign' : 'Assign'}
          </Button>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];

  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={result.data?.items}
        rowKey={(r) => r.id}
        isLoading={result.isLoading}
        isFetching={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        empty={
          <>
            <strong>No requests match.</strong>
            <span>{emptyText}</span>
          </>
        }
      />
      <Pager page={page} pageSize={20} total={result.data?.total} noun="requests" onPage={onPage} />
      {reassigning && <ReassignDialog request={reassigning} onClose={() => setReassigning(null)} />}
    </>
  );
}
