import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@homeward/contracts/signed-in';
import { agentStatusLabel, partnerTypeLabel } from '@homeward/domain';
import { Button } from '@homeward/ui';
import { usersQuery, useSetSuspension } from '../../shared/api';
import { AdminFrame } from '../../shared/AdminFrame';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { formatDate, formatPhone, fullName } from '../../shared/format';
import { Badge, ListToolbar, Pager, SelectControl } from '../../shared/ListControls';
import { toQuery, useListParams } from '../../shared/listParams';
import styles from '../../shared/Admin.module.css';

const FILTERS = [
  { value: 'all', label: 'Everyone' },
  { value: 'agents', label: 'Agents' },
  { value: 'partners', label: 'Partners' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'managers', label: 'Managers' },
];
const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
];

/** /admin/user-manager: every account, with suspend and restore. */
export default function UsersPage() {
  const [params, update] = useListParams({ search: '', filter: 'all', sort: 'newest' });
  const query = useQuery(usersQuery(toQuery(params)));
  const suspension = useSetSuspension();
  const [pending, setPending] = useState<AdminUserRow | null>(null);

  const columns: Column<AdminUserRow>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (u) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{fullName(u)}</span>
          {u.role === 'MANAGER' && <span className={styles.muted}>Manager</span>}
        </div>
      ),
    },
    { key: 'phone', header: 'Phone', narrow: true, cell: (u) => formatPhone(u.phone) },
    { key: 'email', header: 'Email', cell: (u) => u.email ?? '—' },
    { key: 'confirmed', header: 'Email confirmed', narrow: true, cell: (u) => (u.isEmailConfirmed ? 'Yes' : 'No') },
    { key: 'agent', header: 'Agent', narrow: true, cell: (u) => (u.isAgent ? agentStatusLabel(u.agentStatus) : 'No') },
    { key: 'partners', header: 'Partner profiles', cell: (u) => (u.partnerTypes.length ? u.partnerTypes.map(partnerTypeLabel).join(', ') : 'None') },
    { key: 'joined', header: 'Joined', narrow: true, cell: (u) => formatDate(u.createdAt) },
    {
      key: 'status',
      header: 'Status',
      narrow: true,
      cell: (u) => (u.isSuspended ? <Badge tone="bad">Suspended</Badge> : <Badge tone="good">Active</Badge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (u) =>
        u.role === 'MANAGER' ? (
          <span className={styles.muted}>—</span>
        ) : (
          <div className={styles.rowActions}>
            <Button size="small" variant={u.isSuspended ? 'secondary' : 'danger'} onClick={() => setPending(u)} aria-label={`${u.isSuspended ? 'Restore' : 'Suspend'} ${fullName(u)}`}>
              {u.isSuspended ? 'Restore' : 'Suspend'}
            </Button>
            <Link className={styles.textLink} to={`/admin/notification?userId=${encodeURIComponent(u.id)}&name=${encodeURIComponent(fullName(u))}`} aria-label={`Send notice to ${fullName(u)}`}>
              Send notice
            </Link>
          </div>
        ),
    },
  ];

  return (
    <AdminFrame title="User manager" intro="Every Homeward account: contact details, agent status and partner profiles.">
      <ListToolbar searchLabel="Search by name, email or phone" search={params.search} onSearch={(search) => update({ search })}>
        <SelectControl label="Show" value={params.filter} choices={FILTERS} onChange={(filter) => update({ filter })} />
        <SelectControl label="Sort by" value={params.sort} choices={SORTS} onChange={(sort) => update({ sort })} />
      </ListToolbar>
      <DataTable
        caption="Users"
        columns={columns}
        rows={query.data?.items}
        rowKey={(u) => u.id}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <>
            <strong>No users match.</strong>
            <span>Try another search or show everyone.</span>
          </>
        }
      />
      <Pager page={Number(params.page)} pageSize={20} total={query.data?.total} noun="users" onPage={(page) => update({ page: String(page) })} />
      {pending && (
        <ConfirmDialog
          title={`${pending.isSuspended ? 'Restore' : 'Suspend'} ${fullName(pending)}?`}
          confirmLabel={pending.isSuspended ? 'Restore' : 'Suspend'}
          busyLabel={pending.isSuspended ? 'Restoring…' : 'Suspending…'}
          danger={!pending.isSuspended}
          doneMessage={`${fullName(pending)} is ${pending.isSuspended ? 'active again' : 'suspended'}.`}
          onClose={() => setPending(null)}
          onConfirm={() => suspension.mutateAsync({ userId: pending.id, suspended: !pending.isSuspended })}
        >
          <p>
            {pending.isSuspended
              ? 'They can sign in and use Homeward again.'
              : 'They are signed out everywhere at once and cannot sign in until you restore them.'}
          </p>
        </ConfirmDialog>
      )}
    </AdminFrame>
  );
}
