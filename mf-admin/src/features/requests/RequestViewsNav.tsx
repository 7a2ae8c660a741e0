import { NavLink } from 'react-router';
import styles from '../../shared/Admin.module.css';

/** The request dashboard's views: every request, and the lending side (lenders, mortgage requests). */
export function RequestViewsNav() {
  return (
    <nav aria-label="Request views">
      <ul className={styles.subnav}>
        <li>
          <NavLink end to="/admin/request" className={styles.subnavLink}>
            All requests
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/lend/lending-manager" className={styles.subnavLink}>
            Lenders and brokers
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/lend/lending-details" className={styles.subnavLink}>
            Mortgage requests
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/lend/lender-details" className={styles.subnavLink}>
            Lender details
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
