import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import type { AdminUserRow } from '@homeward/contracts/signed-in';
import { agentStatusLabel, partnerTypeLabel } from '@homeward/domain';
import { Button, rowClass } from '@homeward/ui';
import type { Column } from '../../shared/DataTable';
import { formatDate, formatPhone, fullName } from '../../shared/format';
import { Badge } from '../../shared/ListControls';
import { Muted, Stack, Strong } from '../../shared/Cells';
import styles from '../../shared/Admin.module.css';

/** Suspend or restore, and a notice to them; a manager's own kind is left alone. */
function UserActions({ user, onSuspension }: { user: AdminUserRow; onSuspension: (user: AdminUserRow) => void }) {
  if (user.role === 'MANAGER') return <Muted>—</Muted>;
  const name = fullName(user);
  return (
    <div className={rowClass({ wrap: true, gap: 2 })}>
      <Button size="small" variant={user.isSuspended ? 'secondary' : 'danger'} onClick={() => onSuspension(user)} aria-label={`${user.isSuspended ? 'Restore' : 'Suspend'} ${name}`}>
        {user.isSuspended ? 'Restore' : 'Suspend'}
      </Button>
      <Link className={styles.textLink} to={paths.admin.notifications.href({ userId: user.id, name })} aria-label={`Send notice to ${name}`}>
        Send notice
      </Link>
    </div>
  );
}

/** An account's columns: contact details, agent status, partner profiles, standing and actions. */
export function userColumns(onSuspension: (user: AdminUserRow) => void): Column<AdminUserRow>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (u) => (
        <Stack>
          <Strong>{fullName(u)}</Strong>
          {u.role === 'MANAGER' && <Muted>Manager</Muted>}
        </Stack>
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
    { key: 'actions', header: 'Actions', cell: (u) => <UserActions user={u} onSuspension={onSuspension} /> },
  ];
}
