import type { AdminRequestRow } from '@homeward/contracts/signed-in';
import { partnerTypeLabel, requestIntentLabel } from '@homeward/domain';
import { Button } from '@homeward/ui';
import type { Column } from '../../shared/DataTable';
import { formatDateTime, formatPhone, shortId } from '../../shared/format';
import { Badge } from '../../shared/ListControls';
import { assignmentAction, requestState, requestSummary } from './requestRules';
import styles from '../../shared/Admin.module.css';

function AssignedTo({ request: r }: { request: AdminRequestRow }) {
  if (r.assignedPartnerName) {
    return (
      <div className={styles.stack}>
        <span>{r.assignedPartnerName}</span>
        {r.assignedPartnerType && <span className={styles.muted}>{partnerTypeLabel(r.assignedPartnerType)}</span>}
      </div>
    );
  }
  return <span className={styles.muted}>{assignmentAction(r) ? 'Unassigned' : 'Homeward team'}</span>;
}

function AssignButton({ request: r, onAssign }: { request: AdminRequestRow; onAssign: (request: AdminRequestRow) => void }) {
  const action = assignmentAction(r);
  if (!action) return <span className={styles.muted}>—</span>;
  return (
    <Button size="small" variant="secondary" onClick={() => onAssign(r)} aria-label={`${action} request ${shortId(r.id)}`}>
      {action}
    </Button>
  );
}

/** A request's columns: what it asks, from whom, when, where it stands, who has it, and (re)assign. */
export function requestColumns(onAssign: (request: AdminRequestRow) => void): Column<AdminRequestRow>[] {
  return [
    {
      key: 'request',
      header: 'Request',
      cell: (r) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{requestIntentLabel(r.intent)}</span>
          <span>{requestSummary(r)}</span>
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
    {
      key: 'state',
      header: 'State',
      narrow: true,
      cell: (r) => {
        const state = requestState(r);
        return <Badge tone={state.tone}>{state.text}</Badge>;
      },
    },
    { key: 'assigned', header: 'Assigned to', cell: (r) => <AssignedTo request={r} /> },
    { key: 'actions', header: 'Actions', cell: (r) => <AssignButton request={r} onAssign={onAssign} /> },
  ];
}
