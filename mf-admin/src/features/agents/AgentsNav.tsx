import { NavLink } from 'react-router';
import { paths } from '@homeward/contracts';
import { classes, controlStyles, rowClass, primitiveStyles } from '@homeward/ui';
import styles from '../../shared/Admin.module.css';

/** The agent manager's two views: every application, and those waiting for a decision. */
export function AgentsNav() {
  return (
    <ul className={rowClass({ wrap: true, gap: 2 }, primitiveStyles.plainList, styles.subnav)}>
      <li>
        <NavLink end to={paths.admin.agents.href()} className={classes(controlStyles.chip, styles.subnavLink)}>
          All applications
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.admin.agentsToVerify.href()} className={classes(controlStyles.chip, styles.subnavLink)}>
          Verify status
        </NavLink>
      </li>
    </ul>
  );
}
