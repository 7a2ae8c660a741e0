import { useState } from 'react';
import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AgentApplication } from '@homeward/contracts/signed-in';
import { AGENT_STATUS, agentStatusLabel } from '@homeward/domain';
import { Button } from '@homeward/ui';
import { agentsQuery, useSetAgentStatus } from '../../shared/api';
import { AdminFrame } from '../../shared/AdminFrame';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { formatDate, formatPhone, fullName } from '../../shared/format';
import { Badge, ListToolbar, Pager, SelectControl } from '../../shared/ListControls';
import { toQuery, useListParams } from '../../shared/listParams';
import styles from '../../shared/Admin.module.css';

type Decision = 0 | 1 | 2 | 3 | 4;

/** What each decision does and what the applicant sees next (spec 4.3 / 8). */
const DECISIONS: Record<Decision, { label: string; busy: string; done: string; danger?: boolean; next: string }> = {
  1: { label: 'Approve', busy: 'Approving…', done: 'Approved.', next: 'They become an agent: signing in again takes them to their agent pages and the real estate dashboard.' },
  3: { label: 'Ask for details', busy: 'Sending back…', done: 'Sent back for details.', next: 'They are sent to the agent details form to complete their application.' },
  2: { label: 'Reject', busy: 'Rejecting…', done: 'Rejected.', danger: true, next: 'They see that their agent application was not accepted.' },
  4: { label: 'Deactivate', busy: 'Deactivating…', done: 'Deactivated.', danger: true, next: 'They see that their account has been deactivated and lose the real estate dashboard.' },
  0: { label: 'Back to review', busy: 'Moving…', done: 'Back under review.', next: 'Their application is under review again; they see the pending message.' },
};

/** The decisions that make sense from each status. */
function decisionsFor(agentStatus: number): Decision[] {
  switch (agentStatus) {
    case AGENT_STATUS.UnderReview:
      return [1, 3, 2];
    case AGENT_STATUS.DetailsRequired:
      return [1, 2];
    case AGENT_STATUS.Rejected:
      return [0];
    case AGENT_STATUS.Removed:
      return [1];
    default:
      return [4];
  }
}

const STATUS_TONE: Record<number, 'good' | 'warn' | 'bad' | 'info'> = { 0: 'warn', 1: 'good', 2: 'bad', 3: 'info', 4: 'bad' };

const STATUS_CHOICES = [
  { value: 'any', label: 'Every status' },
  { value: '0', label: 'Under review' },
  { value: '3', label: 'Details required' },
  { value: '1', label: 'Approved' },
  { value: '2', label: 'Rejected' },
  { value: '4', label: 'Deactivated' },
];
const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
];

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : '—');

/**
 * /admin/agents (every application) and /admin/agents/vertifyStatus (the ones waiting for a
 * decision): licence, firm and payment, with approve, reject, deactivate or ask for details.
 */
export default function AgentsPage({ verify = false }: { verify?: boolean }) {
  const [params, update] = useListParams({ search: '', agentStatus: verify ? '0' : 'any', sort: verify ? 'oldest' : 'newest' });
  const query = useQuery(agentsQuery(toQuery(params)));
  const setStatus = useSetAgentStatus();
  const [pending, setPending] = useState<{ app: AgentApplication; decision: Decision } | null>(null);

  const columns: Column<AgentApplication>[] = [
    {
      key: 'applicant',
      header: 'Applicant',
      cell: (a) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{fullName(a)}</span>
          <span>{a.email ?? '—'}</span>
          <span className={styles.muted}>{formatPhone(a.phone)}</span>
        </div>
      ),
    },
    {
      key: 'licence',
      header: 'Licence',
      cell: (a) => (
        <div className={styles.stack}>
          <span>{text(a.details.licenseNumber)}</span>
          <span className={styles.muted}>{text(a.details.licenseCity)}</span>
        </div>
      ),
    },
    {
      key: 'firm',
      header: 'Firm',
      cell: (a) => (
        <div className={styles.stack}>
          <span>{text(a.details.firm)}</span>
          <span className={styles.muted}>
            {[a.details.firmState, a.details.firmZip].filter((v) => typeof v === 'string' && v).join(' ') || '—'}
          </span>
          {typeof a.details.inBusinessSince === 'string' && <span className={styles.muted}>Since {formatDate(a.details.inBusinessSince)}</span>}
        </div>
      ),
    },
    {
      key: 'payment',
      header: 'Payment',
      narrow: true,
      cell: (a) =>
        a.paymentStatus === 'succeeded' ? <Badge tone="good">Paid</Badge> : a.paymentStatus ? <Badge tone="bad">{a.paymentStatus}</Badge> : <Badge>Not paid</Badge>,
    },
    { key: 'applied', header: 'Applied', narrow: true, cell: (a) => formatDate(a.createdAt) },
    { key: 'status', header: 'Status', narrow: true, cell: (a) => <Badge tone={STATUS_TONE[a.agentStatus] ?? 'good'}>{agentStatusLabel(a.agentStatus)}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (a) => (
        <div className={styles.rowActions}>
          {decisionsFor(a.agentStatus).map((decision) => (
            <Button
              key={decision}
              size="small"
              variant={DECISIONS[decision].danger ? 'danger' : decision === 1 ? 'primary' : 'secondary'}
              onClick={() => setPending({ app: a, decision })}
              aria-label={`${DECISIONS[decision].label} ${fullName(a)}`}
            >
              {DECISIONS[decision].label}
            </Button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <AdminFrame
      title={verify ? 'Verify agent status' : 'Agent manager'}
      intro={verify ? 'Applications waiting for a decision, oldest first.' : 'Every agent application with its licence, firm and payment.'}
    >
      <ul className={styles.subnav}>
        <li>
          <NavLink end to="/admin/agents" className={styles.subnavLink}>
            All applications
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/agents/vertifyStatus" className={styles.subnavLink}>
            Verify status
          </NavLink>
        </li>
      </ul>
      <ListToolbar searchLabel="Search by name, email, phone, firm or licence" search={params.search} onSearch={(search) => update({ search })}>
        <SelectControl label="Status" value={params.agentStatus} choices={STATUS_CHOICES} onChange={(agentStatus) => update({ agentStatus })} />
        <SelectControl label="Sort by" value={params.sort} choices={SORTS} onChange={(sort) => update({ sort })} />
      </ListToolbar>
      <DataTable
        caption="Agent applications"
        columns={columns}
        rows={query.data?.items}
        rowKey={(a) => a.id}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <>
            <strong>No agent applications match.</strong>
            <span>{params.search || params.agentStatus !== 'any' ? 'Try another search or status.' : 'Applications made through the agent sign-up appear here.'}</span>
          </>
        }
      />
      <Pager page={Number(params.page)} pageSize={20} total={query.data?.total} noun="applications" onPage={(page) => update({ page: String(page) })} />
      {pending && (
        <ConfirmDialog
          title={`${DECISIONS[pending.decision].label} ${fullName(pending.app)}?`}
          confirmLabel={DECISIONS[pending.decision].label}
          busyLabel={DECISIONS[pending.decision].busy}
          danger={DECISIONS[pending.decision].danger}
          doneMessage={`${fullName(pending.app)}: ${DECISIONS[pending.decision].done}`}
          onClose={() => setPending(null)}
          onConfirm={() => setStatus.mutateAsync({ userId: pending.app.userId, agentStatus: pending.decision })}
        >
          <p>{DECISIONS[pending.decision].next}</p>
        </ConfirmDialog>
      )}
    </AdminFrame>
  );
}
