import type { AgentApplication } from '@homeward/contracts/signed-in';
import { agentStatusLabel, type DateStyle } from '@homeward/domain';
import { Button, rowClass } from '@homeward/ui';
import type { Column } from '../../shared/DataTable';
import { formatDate, formatPhone, fullName } from '../../shared/format';
import { Badge } from '../../shared/ListControls';
import { DECISIONS, decisionsFor, STATUS_TONE, type Decision } from './decisions';
import { Muted, Stack, Strong } from '../../shared/Cells';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : '—');

function PaymentBadge({ status }: { status: AgentApplication['paymentStatus'] }) {
  if (status === 'succeeded') return <Badge tone="good">Paid</Badge>;
  return status ? <Badge tone="bad">{status}</Badge> : <Badge>Not paid</Badge>;
}

/** The buttons of the decisions open to an application in its status. */
function DecisionButtons({ app, onDecide }: { app: AgentApplication; onDecide: (app: AgentApplication, decision: Decision) => void }) {
  return (
    <div className={rowClass({ wrap: true, gap: 2 })}>
      {decisionsFor(app.agentStatus).map((decision) => (
        <Button
          key={decision}
          size="small"
          variant={DECISIONS[decision].danger ? 'danger' : decision === 1 ? 'primary' : 'secondary'}
          onClick={() => onDecide(app, decision)}
          aria-label={`${DECISIONS[decision].label} ${fullName(app)}`}
        >
          {DECISIONS[decision].label}
        </Button>
      ))}
    </div>
  );
}

/** An application's columns: who, licence, firm, payment, dates, status and the decisions open to it. */
export function agentColumns(onDecide: (app: AgentApplication, decision: Decision) => void, writeDay?: (date: Date, style: DateStyle) => string): Column<AgentApplication>[] {
  return [
    {
      key: 'applicant',
      header: 'Applicant',
      cell: (a) => (
        <Stack>
          <Strong>{fullName(a)}</Strong>
          <span>{a.email ?? '—'}</span>
          <Muted>{formatPhone(a.phone)}</Muted>
        </Stack>
      ),
    },
    {
      key: 'licence',
      header: 'Licence',
      cell: (a) => (
        <Stack>
          <span>{text(a.details.licenseNumber)}</span>
          <Muted>{text(a.details.licenseCity)}</Muted>
        </Stack>
      ),
    },
    {
      key: 'firm',
      header: 'Firm',
      cell: (a) => (
        <Stack>
          <span>{text(a.details.firm)}</span>
          <Muted>
            {[a.details.firmState, a.details.firmZip].filter((v) => typeof v === 'string' && v).join(' ') || '—'}
          </Muted>
          {typeof a.details.inBusinessSince === 'string' && <Muted>Since {formatDate(a.details.inBusinessSince, writeDay)}</Muted>}
        </Stack>
      ),
    },
    { key: 'payment', header: 'Payment', narrow: true, cell: (a) => <PaymentBadge status={a.paymentStatus} /> },
    { key: 'applied', header: 'Applied', narrow: true, cell: (a) => formatDate(a.createdAt, writeDay) },
    { key: 'status', header: 'Status', narrow: true, cell: (a) => <Badge tone={STATUS_TONE[a.agentStatus] ?? 'good'}>{agentStatusLabel(a.agentStatus)}</Badge> },
    { key: 'actions', header: 'Actions', cell: (a) => <DecisionButtons app={a} onDecide={onDecide} /> },
  ];
}
