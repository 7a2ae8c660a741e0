import type { AuditEntryView } from '@homeward/contracts/signed-in';
import { describeAudit } from './auditText';
import { formatDateTime } from '../../shared/format';
import styles from './AuditList.module.css';

/** Who did what, when, and the change it made. */
export function AuditList({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <ol className={styles.list}>
      {entries.map((entry) => {
        const { what, change } = describeAudit(entry);
        return (
          <li key={entry.id} className={styles.item}>
            <p className={styles.what}>
              <strong>{entry.actorEmail ?? 'A former manager'}</strong> {what.charAt(0).toLowerCase() + what.slice(1)}
            </p>
            {change && <p className={styles.change}>{change}</p>}
            <p className={styles.when}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> · {entry.targetType} {entry.targetId.slice(0, 8).toUpperCase()}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
