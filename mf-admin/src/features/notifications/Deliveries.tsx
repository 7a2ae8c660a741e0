import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DELIVERY_STATUSES, type AdminDelivery, type DeliveryStatus } from '@homeward/contracts/signed-in';
import type { Column } from '../../shared/DataTable';
import { formatDateTime } from '../../shared/format';
import { SelectControl } from '../../shared/ListControls';
import { PAGE_SIZE } from '../../shared/listParams';
import { ListTable } from '../../shared/ListTable';
import { Section } from '../../shared/Section';
import { deliveriesQuery } from './api';
import { countsText, deliveryText, recipientText, STATUS_WORDS } from './deliveryText';
import { Muted, Stack, Strong } from '../../shared/Cells';

const STATUS_CHOICES = [{ value: '', label: 'All messages' }, ...DELIVERY_STATUSES.map((s) => ({ value: s, label: STATUS_WORDS[s] }))];

const columns: Column<AdminDelivery>[] = [
  {
    key: 'message',
    header: 'Message',
    cell: (m) => (
      <Stack>
        <Strong>{m.subject}</Strong>
        <Muted>{m.kind}</Muted>
      </Stack>
    ),
  },
  {
    key: 'to',
    header: 'To',
    cell: (m) => (
      <Stack>
        <span>{recipientText(m)}</span>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Delivery',
    cell: (m) => (
      <Stack>
        <Strong>{deliveryText(m)}</Strong>
        {m.status === 'retrying' && m.nextAttemptAt && <span>Next try {formatDateTime(m.nextAttemptAt)}</span>}
        {m.lastError && m.status !== 'sent' && <Muted>{m.lastError}</Muted>}
      </Stack>
    ),
  },
  {
    key: 'when',
    header: 'When',
    narrow: true,
    cell: (m) => (
      <Stack>
        <span>{formatDateTime(m.createdAt)}</span>
        {m.sentAt && <Muted>Sent {formatDateTime(m.sentAt)}</Muted>}
      </Stack>
    ),
  },
];

/** The emails and texts the platform sends on its own (decisions, confirmations, notices), with their delivery. */
export function Deliveries() {
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const deliveries = useQuery(deliveriesQuery({ page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) }));
  return (
    <Section id="deliveries-title" title="Emails and texts">
      <p>{countsText(deliveries.data?.counts)}</p>
      <SelectControl
        label="Show"
        value={status}
        choices={STATUS_CHOICES}
        onChange={(value) => {
          setStatus(value as DeliveryStatus | '');
          setPage(1);
        }}
      />
      <ListTable
        caption="Emails and texts"
        columns={columns}
        query={deliveries}
        emptyTitle={status ? `No message is ${STATUS_WORDS[status].toLowerCase()}.` : 'No emails or texts yet.'}
        emptyText="Decisions, confirmations and notices appear here with their delivery."
        noun="emails and texts"
        page={page}
        onPage={setPage}
      />
    </Section>
  );
}
