import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@homeward/contracts';
import { bus, session, useSession } from '@homeward/platform';
import { classes, controlStyles, menuStyles, rowClass } from '@homeward/ui';
import { adminLogout } from './api';
import styles from './AdminFrame.module.css';

/** Spec 2.4 admin sidebar, in its order. */
export const ADMIN_MENU: ReadonlyArray<{ label: string; to: string; also?: RegExp }> = [
  { label: 'Home', to: paths.admin.home.href() },
  { label: 'Request Dashboard', to: paths.admin.requests.href(), also: /^\/admin\/lend\//i },
  { label: 'Agent manager', to: paths.admin.agents.href(), also: /^\/admin\/agents\//i },
  { label: 'User manager', to: paths.admin.users.href() },
  { label: 'Inspector manager', to: paths.admin.partnerApplications.href() },
  { label: 'Notifications', to: paths.admin.notifications.href() },
  { label: 'Listings feed', to: paths.admin.listingsFeed.href() },
  { label: 'Settings', to: paths.admin.settings.href() },
];

/**
 * Spec 4.2 admin sign-out: ends the sign-in on the server (best effort), clears the token and
 * loginDetails, sets isAdmin false and goes to /admin/login.
 */
export async function adminSignOut(): Promise<void> {
  await adminLogout().catch(() => undefined);
  session.clear();
  session.setAdmin(false);
  bus.publish({ type: 'auth:signed-out', reason: 'user' });
  // A fresh page, as every sign-out does: the admin guard must not first send this page to the
  // login with a redirect back to where the manager just left.
  window.location.assign(paths.admin.login.href());
}

/** The dashboard frame every admin page but the login draws: the sidebar and the page. */
export function AdminFrame({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const isAdmin = useSession((s) => s.isAdmin);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    document.title = `${title} · Homeward admin`;
  }, [title]);

  return (
    <div className={styles.frame}>
      <nav className={styles.sidebar} aria-label="Admin">
        <button type="button" className={classes(controlStyles.boxButton, styles.menuButton)} aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((v) => !v)}>
          <span aria-hidden="true" className={styles.burger} />
          Admin menu
        </button>
        <ul id={menuId} className={[styles.menu, menuOpen && styles.menuOpen].filter(Boolean).join(' ')}>
          {ADMIN_MENU.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) => classes(menuStyles.item, styles.link, (isActive || item.also?.test(pathname)) && styles.active)}
                aria-current={pathname === item.to || item.also?.test(pathname) ? 'page' : undefined}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          {isAdmin && (
            <li>
              <button
                type="button"
                className={classes(menuStyles.item, styles.link)}
                disabled={signingOut}
                onClick={() => {
                  setSigningOut(true);
                  void adminSignOut();
                }}
              >
                {signingOut ? 'Logging out…' : 'Log out'}
              </button>
            </li>
          )}
        </ul>
      </nav>
      <div className={styles.content}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
          {actions && <div className={rowClass({ wrap: true, gap: 2 })}>{actions}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}
