import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Layout as LayoutName } from '@homeward/contracts';
import styles from './Layout.module.css';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { ToastHost } from './ToastHost';
import { CookiePreferencesPanel } from './CookiePreferences';
import { AccountMenu } from './AccountMenu';
import { LoginModalHost } from './LoginModalHost';
import { rowClass } from '@homeward/ui';

/**
 * The four frames of spec 2.3. `bare` (widgets) has neither nav bar nor footer; `no-footer`
 * (the city listings page) keeps the nav bar; `dashboard` has its own header and the slice
 * draws its sidebar.
 */
export function Layout({ layout, hideNav, children }: { layout: LayoutName; hideNav?: boolean; children: ReactNode }) {
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const showNav = layout === 'default' || layout === 'no-footer' ? !hideNav : false;
  const showFooter = layout === 'default';

  return (
    <div className={styles.page} data-layout={layout}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      {layout === 'dashboard' && (
        <header className={rowClass({ align: 'center', justify: 'between', gap: 4 }, styles.dashHeader)}>
          <Link to="/" className={styles.dashLogo}>
            Homeward
          </Link>
          <AccountMenu items={[]} />
        </header>
      )}
      {showNav && <NavBar />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {showFooter && <Footer onCookiePreferences={() => setCookiesOpen(true)} />}
      {layout !== 'bare' && (
        <CookiePreferencesPanel open={cookiesOpen} onOpen={() => setCookiesOpen(true)} onClose={() => setCookiesOpen(false)} />
      )}
      <ToastHost />
      <LoginModalHost />
    </div>
  );
}
