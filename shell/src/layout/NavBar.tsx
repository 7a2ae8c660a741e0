import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HOME_COMPACT_HEADER_BELOW_PX, SCROLL_THRESHOLD_PX } from '@homeward/domain';
import { RemoteComponent, useHydrating, useMediaQuery, useSession, widthBelow } from '@homeward/platform';
import { LinkItems } from './LinkItems';
import styles from './NavBar.module.css';
import { navItems } from './navigation';
import { AccountMenu } from './AccountMenu';
import { useShellContext } from '../ShellContext';
import { rowClass } from '@homeward/ui';

/** Spec 9: the nav bar turns compact past SCROLL_THRESHOLD_PX (20 px, from the domain) of scroll. */
export { SCROLL_THRESHOLD_PX };

function useScrolledPast(threshold: number): boolean {
  // Hydrating, the bar is drawn as the server drew it (at the top); the next frame reads the scroll.
  const hydrating = useHydrating();
  const [past, setPast] = useState(() => !hydrating && typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    // Read once at the next frame rather than now: reading the scroll position straight after a
    // commit makes the browser lay out the whole page at once, and again when the slice draws.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}

export function NavBar() {
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const narrowHome = useMediaQuery(widthBelow(HOME_COMPACT_HEADER_BELOW_PX));
  const { searchBarId } = useShellContext();
  const onHome = pathname === '/';
  // Spec 9: compact past the scroll threshold, and on the home page under 1400 px whatever the
  // scroll; the search moves into the bar only once the page's own search has scrolled away.
  const compact = scrolled || (onHome && narrowHome);
  const items = navItems(onHome, signedIn);

  return (
    <header className={[styles.bar, compact && styles.compact].filter(Boolean).join(' ')} data-compact={compact || undefined} data-home={onHome || undefined}>
      <div className={styles.inner}>
        <Link to="/" className={rowClass({ inline: true, align: 'center', gap: 2 }, styles.logo)} aria-label="Homeward home">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <path fill="currentColor" d="M16 3 2 15h4v14h8v-9h4v9h8V15h4z" />
          </svg>
          Homeward
        </Link>
        {scrolled && searchBarId ? (
          <div className={styles.search} data-testid="nav-search-slot">
            <RemoteComponent id={searchBarId} props={{ variant: 'compact' }} fallback={() => null} />
          </div>
        ) : (
          <div className={styles.spacer} />
        )}
        <nav aria-label="Main">
          <ul className={styles.links}>
            <LinkItems items={items} className={styles.link} keepWidths />
          </ul>
        </nav>
        <AccountMenu items={items} />
      </div>
    </header>
  );
}
