import { useQuery } from '@tanstack/react-query';
import type { SentNotification } from '@homeward/contracts/signed-in';
import { DataTable, listState, type Column } from '../../shared/DataTable';
import { formatDateTime } from '../../shared/format';
import { ListToolbar, Pager } from '../../shared/ListControls';
import { toQuery, useListParams } from '../../shared/listParams';
import { notificationsQuery } from './api';
import styles from '../../shared/Admin.module.css';

const columns: Column<SentNotification>[] = [
  {
    key: 'notice',
    header: 'Notice',
    cell: (n) => (
      <div className={styles.stack}>
        <span className={styles.strong}>{n.title}</span>
        <span style={{ whiteSpace: 'pre-line' }}>{n.body}</span>
      </div>
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
      <div className={styles.stack}>
        <span>{formatDateTime(n.createdAt)}</span>
        <span className={styles.muted}>{n.senderEmail ?? ''}</span>
      </div>
    ),
  },
];

/** The notices managers have sent, searchable, with how many people each reached and have read it. */
export function SentNotices() {
  const [params, update] = useListParams({ search: '' });
  const sent = useQuery(notificationsQuery(toQuery(params)));
  return (
    <section className={styles.section} aria-labelledby="sent-title">
      <h2 id="sent-title" className={styles.sectionTitle}>
        Sent notices
      </h2>
      <ListToolbar searchLabel="Search sent notices" search={params.search} onSearch={(search) => update({ search })} />
      <DataTable
        caption="Sent notices"
        columns={columns}
        {...listState(sent)}
        rowKey={(n) => n.id}
        empty={
          <>
            <strong>{params.search ? 'No sent notice matches.' : 'No notices sent yet.'}</strong>
            <span>{params.search ? 'Try another search.' : 'Notices you send appear here with how many people have read them.'}</span>
          </>
        }
      />
      <Pager page={Number(params.page)} pageSize={20} total={sent.data?.total} noun="notices" onPage={(page) => update({ page: String(page) })} />
    </section>
  );
}
