import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@homeward/contracts/signed-in';
import { usersQuery } from '../../shared/api';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, listState } from '../../shared/DataTable';
import { fullName } from '../../shared/format';
import { ListToolbar, Pager, SelectControl, SORTS_BY_DATE_OR_NAME } from '../../shared/ListControls';
import { toQuery, useListParams } from '../../shared/listParams';
import { useSetSuspension } from './api';
import { userColumns } from './userColumns';

const FILTERS = [
  { value: 'all', label: 'Everyone' },
  { value: 'agents', label: 'Agents' },
  { value: 'partners', label: 'Partners' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'managers', label: 'Managers' },
];

/** Every account, searchable and filtered by kind, with suspend and restore. */
export function UsersList() {
  const [params, update] = useListParams({ search: '', filter: 'all', sort: 'newest' });
  const query = useQuery(usersQuery(toQuery(params)));
  const [pending, setPending] = useState<AdminUserRow | null>(null);
  const columns = userColumns(setPending);

  return (
    <>
      <ListToolbar searchLabel="Search by name, email or phone" search={params.search} onSearch={(search) => update({ search })}>
        <SelectControl label="Show" value={params.filter} choices={FILTERS} onChange={(filter) => update({ filter })} />
        <SelectControl label="Sort by" value={params.sort} choices={SORTS_BY_DATE_OR_NAME} onChange={(sort) => update({ sort })} />
      </ListToolbar>
      <DataTable
        caption="Users"
        columns={columns}
        {...listState(query)}
        rowKey={(u) => u.id}
        empty={
          <>
            <strong>No users match.</strong>
            <span>Try another search or show everyone.</span>
          </>
        }
      />
      <Pager page={Number(params.page)} pageSize={20} total={query.data?.total} noun="users" onPage={(page) => update({ page: String(page) })} />
      {pending && <SuspensionDialog user={pending} onClose={() => setPending(null)} />}
    </>
  );
}

/** Asks before a user is suspended (signed out everywhere) or restored. */
function SuspensionDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const suspension = useSetSuspension();
  return (
    <ConfirmDialog
      title={`${user.isSuspended ? 'Restore' : 'Suspend'} ${fullName(user)}?`}
      confirmLabel={user.isSuspended ? 'Restore' : 'Suspend'}
      busyLabel={user.isSuspended ? 'Restoring…' : 'Suspending…'}
      danger={!user.isSuspended}
      doneMessage={`${fullName(user)} is ${user.isSuspended ? 'active again' : 'suspended'}.`}
      onClose={onClose}
      onConfirm={() => suspension.mutateAsync({ userId: user.id, suspended: !user.isSuspended })}
    >
      <p>{user.isSuspended ? 'They can sign in and use Homeward again.' : 'They are signed out everywhere at once and cannot sign in until you restore them.'}</p>
    </ConfirmDialog>
  );
}
