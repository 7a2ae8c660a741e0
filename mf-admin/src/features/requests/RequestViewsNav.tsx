import { NavLink } from 'react-router';
import { paths } from '@homeward/contracts';
import { classes, controlStyles, rowClass, primitiveStyles } from '@homeward/ui';
import styles from '../../shared/Admin.module.css';

/** The request dashboard's views: every request, and the lending side (lenders, mortgage requests). */
export function RequestViewsNav() {
  const views = [
    { to: paths.admin.requests.href(), label: 'All requests', end: true },
    { to: paths.admin.lenders.href(), label: 'Lenders and brokers' },
    { to: paths.admin.mortgageRequests.href(), label: 'Mortgage requests' },
    { to: paths.admin.lenderDetails.href(), label: 'Lender details' },
  ];
  return (
    <nav aria-label="Request views">
      <ul className={rowClass({ wrap: true, gap: 2 }, primitiveStyles.plainList, styles.subnav)}>
        {views.map((view) => (
          <li key={view.to}>
            <NavLink end={view.end} to={view.to} className={classes(controlStyles.chip, styles.subnavLink)}>
              {view.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
