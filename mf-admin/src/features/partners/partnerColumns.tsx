import { partnerTypeLabel } from '@homeward/domain';
import { Button, rowClass } from '@homeward/ui';
import type { Column } from '../../shared/DataTable';
import { formatDate, formatPhone } from '../../shared/format';
import { Badge } from '../../shared/ListControls';
import { PARTNER_DECISIONS, partnerDecisionsFor, partnerStatusLabel, type PartnerDecision } from './decisions';
import { KIND_LABELS, type PartnerApplication } from './schemas';
import { Muted, Stack, Strong } from '../../shared/Cells';

const TONE: Record<string, 'good' | 'bad' | 'warn'> = { approved: 'good', rejected: 'bad' };

/** Approve and reject while an application waits; once decided, when. */
function DecisionButtons({ app, onDecide }: { app: PartnerApplication; onDecide: (app: PartnerApplication, status: PartnerDecision) => void }) {
  const decisions = partnerDecisionsFor(app.status);
  if (decisions.length === 0) return <Muted>Decided {formatDate(app.decidedAt)}</Muted>;
  return (
    <div className={rowClass({ wrap: true, gap: 2 })}>
      {decisions.map((status) => (
        <Button key={status} size="small" variant={status === 'rejected' ? 'danger' : undefined} onClick={() => onDecide(app, status)} aria-label={`${PARTNER_DECISIONS[status].label} ${app.company}`}>
          {PARTNER_DECISIONS[status].label}
        </Button>
      ))}
    </div>
  );
}

/** A partner application's columns: applicant, kind, licence, area, dates, status and decisions. */
export function partnerColumns(onDecide: (app: PartnerApplication, status: PartnerDecision) => void): Column<PartnerApplication>[] {
  return [
    {
      key: 'company',
      header: 'Applicant',
      cell: (a) => (
        <Stack>
          <Strong>{a.company}</Strong>
          <span>{a.contactName}</span>
          <Muted>
            {a.email} · {formatPhone(a.phone)}
          </Muted>
        </Stack>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      narrow: true,
      cell: (a) => (
        <Stack>
          <span>{KIND_LABELS[a.kind] ?? a.kind}</span>
          <Muted>{partnerTypeLabel(a.partnerType)}</Muted>
        </Stack>
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
        <Stack>
          <Badge tone={TONE[a.status] ?? 'warn'}>{partnerStatusLabel(a.status)}</Badge>
          {a.decisionNote && <Muted>{a.decisionNote}</Muted>}
        </Stack>
      ),
    },
    { key: 'actions', header: 'Actions', cell: (a) => <DecisionButtons app={a} onDecide={onDecide} /> },
  ];
}
