import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { partnerTypeLabel } from '@homeward/domain';
import { ApiError } from '@homeward/platform';
import { Button, fieldStyles } from '@homeward/ui';
import { partnerApplicationsQuery, useDecidePartnerApplication } from '../../shared/api';
import { AdminFrame } from '../../shared/AdminFrame';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { formatDate, formatPhone } from '../../shared/format';
import { Badge, ListToolbar, Pager, SelectControl } from '../../shared/ListControls';
import { toQuery, useListParams } from '../../shared/listParams';
import { KIND_LABELS, PARTNER_APPLICATION_KINDS, type PartnerApplication } from './schemas';
import styles from '../../shared/Admin.module.css';

const STATUSES = [
  { value: 'submitted', label: 'Waiting for a decision' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'any', label: 'Every status' },
];
const KINDS = [{ value: 'any', label: 'Every kind' }, ...PARTNER_APPLICATION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))];
const SORTS = [
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'company:asc', label: 'Company A–Z' },
];
const TONE: Record<string, 'good' | 'bad' | 'warn'> = { approved: 'good', rejected: 'bad' };

function NoteField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.controlLabel}>
        Note to the applicant (optional)
      </label>
      <textarea id={id} className={`${fieldStyles.input} ${fieldStyles.textarea}`} value={value} maxLength={1000} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** /admin/inspector-manager: inspector, builder, lender and title-and-escrow applications; approve or reject. */
export default function InspectorManagerPage() {
  const [params, update] = useListParams({ q: '', status: 'submitted', kind: 'any', sort: 'createdAt:asc' });
  const query = useQuery(partnerApplicationsQuery(toQuery(params)));
  const decide = useDecidePartnerApplication();
  const [pending, setPending] = useState<{ app: PartnerApplication; status: 'approved' | 'rejected' } | null>(null);
  const [note, setNote] = useState('');

  const columns: Column<PartnerApplication>[] = [
    {
      key: 'company',
      header: 'Applicant',
      cell: (a) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{a.company}</span>
          <span>{a.contactName}</span>
          <span className={styles.muted}>
            {a.email} · {formatPhone(a.phone)}
          </span>
        </div>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      narrow: true,
      cell: (a) => (
        <div className={styles.stack}>
          <span>{KIND_LABELS[a.kind] ?? a.kind}</span>
          <span className={styles.muted}>{partnerTypeLabel(a.partnerType)}</span>
        </div>
      ),
    },
    { key: 'licence', header: 'Licence', narrow: true, cell: (a) => a.licenseNumber ?? '—' },
    { key: 'area', header: 'Serves', cell: (a) => [a.serviceStates.join(', '), a.serviceZips.length ? `${a.serviceZips.length} zip codes` : ''].filter(Boolean).join(' · ') || '—' },
    { key: 'applied', header: 'Applied', narrow: true, cell: (a) => formatDate(a.createdAt) },
    {
      key: 'status',
      header: 'Status',
      narrow: true,
      cell: (a) => (
        <div className={styles.stack}>
          <Badge tone={TONE[a.status] ?? 'warn'}>{a.status === 'approved' ? 'Approved' : a.status === 'rejected' ? 'Rejected' : 'Waiting'}</Badge>
          {a.decisionNote && <span className={styles.muted}>{a.decisionNote}</span>}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (a) =>
        a.status === 'approved' || a.status === 'rejected' ? (
          <span className={styles.muted}>Decided {formatDate(a.decidedAt)}</span>
        ) : (
          <div className={styles.rowActions}>
            <Button size="small" onClick={() => setPending({ app: a, status: 'approved' })} aria-label={`Approve ${a.company}`}>
              Approve
            </Button>
            <Button size="small" variant="danger" onClick={() => setPending({ app: a, status: 'rejected' })} aria-label={`Reject ${a.company}`}>
              Reject
            </Button>
          </div>
        ),
    },
  ];

  const unavailable = query.error instanceof ApiError && query.error.status === 404;
  return (
    <AdminFrame title="Inspector manager" intro="Applications from inspectors, builders, lenders and title and escrow companies. Approving one creates the partner profile.">
      <ListToolbar searchLabel="Search by company, contact, email or licence" search={params.q} onSearch={(q) => update({ q })}>
        <SelectControl label="Status" value={params.status} choices={STATUSES} onChange={(status) => update({ status })} />
        <SelectControl label="Kind" value={params.kind} choices={KINDS} onChange={(kind) => update({ kind })} />
        <SelectControl label="Sort by" value={params.sort} choices={SORTS} onChange={(sort) => update({ sort })} />
      </ListToolbar>
      <DataTable
        caption="Partner applications"
        columns={columns}
        rows={unavailable ? [] : query.data?.items}
        rowKey={(a) => a.id}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={unavailable ? null : query.error}
        onRetry={() => void query.refetch()}
        empty={
          <>
            <strong>No partner applications match.</strong>
            <span>
              {params.q || params.kind !== 'any' || params.status !== 'submitted'
                ? 'Try another search or filter.'
                : 'Applications sent from the become-a-partner pages wait here for your decision.'}
            </span>
          </>
        }
      />
      <Pager page={Number(params.page)} pageSize={20} total={unavailable ? 0 : query.data?.total} noun="applications" onPage={(page) => update({ page: String(page) })} />
      {pending && (
        <ConfirmDialog
          title={`${pending.status === 'approved' ? 'Approve' : 'Reject'} ${pending.app.company}?`}
          confirmLabel={pending.status === 'approved' ? 'Approve' : 'Reject'}
          busyLabel={pending.status === 'approved' ? 'Approving…' : 'Rejecting…'}
          danger={pending.status === 'rejected'}
          doneMessage={`${pending.app.company}: ${pending.status === 'approved' ? 'approved' : 'rejected'}.`}
          onClose={() => {
            setPending(null);
            setNote('');
          }}
          onConfirm={() => decide.mutateAsync({ id: pending.app.id, decision: { status: pending.status, ...(note.trim() ? { note: note.trim() } : {}) } })}
        >
          <p>
            {pending.status === 'approved'
              ? `${pending.app.contactName} gets a ${partnerTypeLabel(pending.app.partnerType).toLowerCase()} profile and its dashboard.`
              : `${pending.app.contactName} is told the application was not accepted.`}
          </p>
          <NoteField value={note} onChange={setNote} />
        </ConfirmDialog>
      )}
    </AdminFrame>
  );
}
