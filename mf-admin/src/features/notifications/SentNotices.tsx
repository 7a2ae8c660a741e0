import { useQuery } from '@tanstack/react-query';
import type { SentNotification } from '@homeward/contracts/signed-in';
import type { Column } from '../../shared/DataTable';
import { formatDateTime } from '../../shared/format';
import { ListParamsToolbar } from '../../shared/ListControls';
import { pagerOf, toQuery, useListParams } from '../../shared/listParams';
import { ListTable } from '../../shared/ListTable';
import { Section } from '../../shared/Section';
import { notificationsQuery } from './api';
import { Muted, Stack, Strong } from '../../shared/Cells';

const columns: Column<SentNotification>[] = [
  {
    key: 'notice',
    header: 'Notice',
    cell: (n) => (
      <Stack>
        <Strong>{n.title}</Strong>
        <span style={{ whiteSpace: 'pre-line' }}>{n.body}</span>
      </Stack>
    ),
  },
  { key: 'to', header: 'Sent to', cell: (n) => n.audienceLabel },
  { key: 'count', header: 'Recipients', narrow: true, cell: (n) => n.recipientCount },
  { key: 'read', header: 'Read', narrow: true, cell: (n) => n.readCount },
  {
    key: 'sent',
    header: 'Sent',
    narrow: true,
    cell: (n) => (
      <Stack>
        <span>{formatDateTime(n.createdAt)}</span>
        <Muted>{n.senderEmail ?? ''}</Muted>
      </Stack>
    ),
  },
];

/** The notices managers have sent, searchable, with how many people each reached and have read it. */
export function SentNotices() {
  const list = useListParams({ search: '' });
  const [params] = list;
  const sent = useQuery(notificationsQuery(toQuery(params)));
  return (
    <Section id="sent-title" title="Sent notices">
      <ListParamsToolbar list={list} searchLabel="Search sent notices" />
      <ListTable
        caption="Sent notices"
        columns={columns}
        query={sent}
        emptyTitle={params.search ? 'No sent notice matches.' : 'No notices sent yet.'}
        emptyText={params.search ? 'Try another search.' : 'Notices you send appear here with how many people have read them.'}
        noun="notices"
        {...pagerOf(list)}
      />
    </Section>
  );
}
