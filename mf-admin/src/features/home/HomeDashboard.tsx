import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@homeward/ui';
import { summaryQuery } from '../../shared/api';
import { AdminFrame } from '../../shared/AdminFrame';
import { AuditList } from './AuditList';
import { errorText } from '../../shared/DataTable';
import styles from './HomeDashboard.module.css';
import admin from '../../shared/Admin.module.css';

/** /admin/home: what needs a manager today, and the latest manager actions. */
export default function HomePage() {
  const summary = useQuery(summaryQuery());
  const s = summary.data;
  const tiles = [
    { label: 'Agent applications waiting', value: s?.agentApplicationsWaiting, to: '/admin/agents/vertifyStatus' },
    { label: 'Partner applications waiting', value: s?.partnerApplicationsWaiting, to: '/admin/inspector-manager' },
    { label: 'Requests waiting for a partner', value: s?.requestsWaiting, to: '/admin/request?assignment=unassigned' },
    { label: 'Sign-ups this week', value: s?.signUpsThisWeek, to: '/admin/user-manager' },
    { label: 'Users', value: s?.usersTotal, to: '/admin/user-manager' },
    { label: 'Suspended users', value: s?.suspendedUsers, to: '/admin/user-manager?filter=suspended' },
  ];
  return (
    <AdminFrame title="Home" intro="What needs you today.">
      {summary.error && !s ? (
        <div className={admin.card} role="alert">
          <p className={admin.alert}>{errorText(summary.error)}</p>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className={styles.tiles} aria-busy={summary.isLoading || undefined}>
          {tiles.map((t) => (
            <li key={t.label}>
              <Link to={t.to} className={styles.tile}>
                <span className={styles.value}>{t.value ?? '…'}</span>
                <span className={styles.label}>{t.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section className={admin.section} aria-labelledby="recent-actions">
        <h2 id="recent-actions" className={admin.sectionTitle}>
          Recent manager actions
        </h2>
        <div className={admin.card}>
          {summary.isLoading ? (
            <p className={admin.muted} role="status">
              Loading recent actions…
            </p>
          ) : s && s.recentAudit.length > 0 ? (
            <AuditList entries={s.recentAudit} />
          ) : s ? (
            <p className={admin.muted}>No manager has changed anything yet. Decisions on applications, suspensions, reassignments and notices will be listed here.</p>
          ) : null}
        </div>
      </section>
    </AdminFrame>
  );
}
