import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type AlertReason, paths } from '@homeward/contracts';
import { formatCurrency, formatDateTime } from '@homeward/domain';
import { savedSearchAlertsQuery } from '@homeward/platform';
import { QueryState } from '../../components/QueryState';
import { cardClass } from '../../shared/card';
import accountStyles from '../../shared/Account.module.css';
import styles from './SavedSearches.module.css';
import { primitiveStyles } from '@homeward/ui';

const REASONS: Record<AlertReason, string> = {
  listed: 'New listing',
  price_cut: 'Price cut',
  back_on_market: 'Back on the market',
  pending: 'Sale pending',
  sold: 'Sold',
  open_house: 'New open house',
};

/** The latest homes the account was told about, by its saved searches and saved homes. */
export function RecentAlerts() {
  const alerts = useQuery(savedSearchAlertsQuery);
  return (
    <section className={cardClass} aria-labelledby="recent-alerts">
      <h2 id="recent-alerts" className={primitiveStyles.sectionTitle}>
        Recent alerts
      </h2>
      <QueryState query={alerts} loading="Loading your alerts…">
        {(items) =>
          items.length === 0 ? (
            <p className={accountStyles.muted}>No alerts yet. When a home comes into one of your saved searches, or a saved home changes, it is listed here.</p>
          ) : (
            <ul className={styles.alerts}>
              {items.map((alert) => (
                <li key={alert.id}>
                  <strong>{REASONS[alert.reason]}</strong>: <Link to={paths.listing.property.href(alert.mls)}>{`${alert.address}, ${alert.city}`}</Link>
                  {alert.price != null ? ` · ${formatCurrency(alert.price)}` : ''}
                  <span className={accountStyles.muted}>
                    {' · '}
                    {alert.searchName ? `for “${alert.searchName}”` : 'a saved home'} · {formatDateTime(new Date(alert.createdAt), 'medium')}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
