import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@homeward/contracts/signed-in';
import { usersQuery } from '../../shared/api';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { fullName } from '../../shared/format';
import { ListParamsToolbar, SORT_BY_DATE_OR_NAME, type ListSelect } from '../../shared/ListControls';
import { pagerOf, toQuery, useListParams } from '../../shared/listParams';
import { ListTable } from '../../shared/ListTable';
import { useSetSuspension } from './api';
import { userColumns } from './userColumns';

const FILTERS = [
  { value: 'all', label: 'Everyone' },
  { value: 'agents', label: 'Agents' },
  { value: 'partners', label: 'Partners' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'managers', label: 'Managers' },
];
const SHOW: ListSelect<'filter'> = { key: 'filter', label: 'Show', choices: FILTERS };

/** Every account, searchable and filtered by kind, with suspend and restore. */
export function UsersList() {
  const list = useListParams({ search: '', filter: 'all', sort: 'newest' });
  const query = useQuery(usersQuery(toQuery(list[0])));
  const [pending, setPending] = useState<AdminUserRow | null>(null);
  const columns = userColumns(setPending);

  return (
    <>
      <ListParamsToolbar list={list} searchLabel="Search by name, email or phone" selects={[SHOW, SORT_BY_DATE_OR_NAME]} />
      <ListTable
        caption="Users"
        columns={columns}
        query={query}
        emptyTitle="No users match."
        emptyText="Try another search or show everyone."
        noun="users"
        {...pagerOf(list)}
      />
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
