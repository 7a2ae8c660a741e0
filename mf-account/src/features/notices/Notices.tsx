import { Button, rowClass, primitiveStyles } from '@homeward/ui';
import { QueryState } from '../../components/QueryState';
import styles from './Notices.module.css';
import { useMarkNoticeRead, useNotices } from './api';
import { formatDate } from '@homeward/domain';


/** Notices Homeward sent the user, newest first; unread ones can be marked read. */
export function Notices() {
  const notices = useNotices();
  const markRead = useMarkNoticeRead();
  return (
    <section className={styles.section} aria-labelledby="notices-title">
      <h2 id="notices-title" className={rowClass({ wrap: true, align: 'baseline', gap: 3 }, primitiveStyles.sectionTitle)}>
        Notices
        {!!notices.data?.unread && <span className={styles.count}>{notices.data.unread} unread</span>}
      </h2>
      <QueryState query={notices} loading="Loading your notices…">
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.empty}>No notices yet. Messages from the Homeward team will appear here.</p>
          ) : (
            <ul className={styles.list}>
              {data.items.map((notice) => (
                <li key={notice.id} className={[styles.notice, !notice.readAt && styles.unread].filter(Boolean).join(' ')} data-testid="notice">
                  <div className={styles.head}>
                    <h3 className={styles.noticeTitle}>
                      {!notice.readAt && <span className={styles.dot}>New</span>}
                      {notice.title}
                    </h3>
                    <time dateTime={notice.createdAt} className={styles.date}>
                      {formatDate(new Date(notice.createdAt), 'medium')}
                    </time>
                  </div>
                  <p className={styles.body}>{notice.body}</p>
                  {!notice.readAt && (
                    <Button
                      variant="ghost"
                      size="small"
                      busy={markRead.isPending && markRead.variables === notice.id}
                      onClick={() => markRead.mutate(notice.id)}
                      aria-label={`Mark "${notice.title}" as read`}
                    >
                      Mark as read
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {markRead.isError && (
        <p role="alert" className={styles.error}>
          {markRead.error.message}
        </p>
      )}
    </section>
  );
}
