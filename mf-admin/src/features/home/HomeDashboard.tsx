import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@homeward/contracts';
import { classes, layoutStyles } from '@homeward/ui';
import { summaryQuery } from './api';
import { AuditList } from './AuditList';
import { LoadFailure } from '../../shared/DataTable';
import { Section } from '../../shared/Section';
import styles from './HomeDashboard.module.css';
import admin from '../../shared/Admin.module.css';

/** What needs a manager today (each count links to its list), and the latest manager actions. */
export function HomeDashboard() {
  const summary = useQuery(summaryQuery());
  const s = summary.data;
  const tiles = [
    { label: 'Agent applications waiting', value: s?.agentApplicationsWaiting, to: paths.admin.agentsToVerify.href() },
    { label: 'Partner applications waiting', value: s?.partnerApplicationsWaiting, to: paths.admin.partnerApplications.href() },
    { label: 'Requests waiting for a partner', value: s?.requestsWaiting, to: paths.admin.requests.href('unassigned') },
    { label: 'Sign-ups this week', value: s?.signUpsThisWeek, to: paths.admin.users.href() },
    { label: 'Users', value: s?.usersTotal, to: paths.admin.users.href() },
    { label: 'Suspended users', value: s?.suspendedUsers, to: paths.admin.users.href('suspended') },
  ];
  return (
    <>
      {summary.error && !s ? (
        <LoadFailure error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <ul className={styles.tiles} aria-busy={summary.isLoading || undefined}>
          {tiles.map((t) => (
            <li key={t.label}>
              <Link to={t.to} className={classes(layoutStyles.card, styles.tile)}>
                <span className={styles.value}>{t.value ?? '…'}</span>
                <span className={styles.label}>{t.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Section id="recent-actions" title="Recent manager actions">
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
      </Section>
    </>
  );
}
