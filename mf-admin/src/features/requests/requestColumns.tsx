import type { AdminRequestRow } from '@homeward/contracts/signed-in';
import { partnerTypeLabel, requestIntentLabel } from '@homeward/domain';
import { Button } from '@homeward/ui';
import type { Column } from '../../shared/DataTable';
import { formatDateTime, formatPhone, shortId } from '../../shared/format';
import { Badge } from '../../shared/ListControls';
import { assignmentAction, requestState, requestSummary } from './requestRules';
import { Muted, Stack, Strong } from '../../shared/Cells';

function AssignedTo({ request: r }: { request: AdminRequestRow }) {
  if (r.assignedPartnerName) {
    return (
      <Stack>
        <span>{r.assignedPartnerName}</span>
        {r.assignedPartnerType && <Muted>{partnerTypeLabel(r.assignedPartnerType)}</Muted>}
      </Stack>
    );
  }
  return <Muted>{assignmentAction(r) ? 'Unassigned' : 'Homeward team'}</Muted>;
}

function AssignButton({ request: r, onAssign }: { request: AdminRequestRow; onAssign: (request: AdminRequestRow) => void }) {
  const action = assignmentAction(r);
  if (!action) return <Muted>—</Muted>;
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
        <Stack>
          <Strong>{requestIntentLabel(r.intent)}</Strong>
          <span>{requestSummary(r)}</span>
          <Muted>
            #{shortId(r.id)}
            {r.listingMls ? ` · MLS ${r.listingMls}` : ''}
          </Muted>
        </Stack>
      ),
    },
    {
      key: 'from',
      header: 'From',
      cell: (r) =>
        r.ownerId ? (
          <Stack>
            <span>{r.ownerName ?? 'No name given'}</span>
            <Muted>{r.ownerEmail ?? formatPhone(r.ownerPhone)}</Muted>
          </Stack>
        ) : (
          <Muted>Visitor</Muted>
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
