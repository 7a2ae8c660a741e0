import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type SessionProfile } from '@homeward/contracts';
import { useQuery } from '@tanstack/react-query';
import { partnerProfilesQuery, useSession } from '@homeward/platform';
import { menuStyles } from '@homeward/ui';
import styles from './AccountMenu.module.css';
import steady from './SteadyWidth.module.css';
import { LinkItems } from './LinkItems';
import { PARTNER_DASHBOARDS, type NavItem } from './navigation';
import { goToSignIn, signOut } from '../session/signOut';

function usePartnerProfiles(enabled: boolean) {
  return useQuery({ ...partnerProfilesQuery, enabled });
}

/** The signed-in user's own pages, at the head of their menu. */
const ACCOUNT_LINKS: NavItem[] = [
  { label: 'Account Settings', to: paths.account.overview.href() },
  { label: 'Favorites', to: paths.account.favorites.href() },
];

function initials(first?: string | null, last?: string | null): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

/** The user's picture, or their initials without one. */
function Avatar({ user }: { user: SessionProfile | undefined }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {user?.image ? <img src={user.image} alt="" /> : initials(user?.firstName, user?.lastName)}
    </span>
  );
}

/** Closes an open menu on Escape (the focus back on its trigger) and on a press outside it. */
function useDismiss(open: boolean, close: () => void, wrap: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        trigger.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/** The user's partner dashboards, read while they are signed in whether or not the menu is open. */
function usePartnerDashboards(signedIn: boolean): NavItem[] {
  const profiles = usePartnerProfiles(signedIn);
  return [...new Set((profiles.data ?? []).map((p) => p.partnerType))].map((type) => PARTNER_DASHBOARDS[type]).filter(Boolean);
}

/** The dashboards of the user's partner profiles, behind a "Partners" button that keeps its state while the menu closes. */
function PartnerDashboards({ dashboards, open, onToggle }: { dashboards: NavItem[]; open: boolean; onToggle: () => void }) {
  const id = useId();
  if (dashboards.length === 0) return null;
  return (
    <li>
      <button type="button" className={menuStyles.item} aria-expanded={open} aria-controls={id} onClick={onToggle}>
        Partners <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <ul id={id} className={styles.sub}>
          <LinkItems items={dashboards} className={menuStyles.item} />
        </ul>
      )}
    </li>
  );
}

/** What a signed-in user's menu holds: their settings, favourites, partner dashboards and Log out. */
function SignedInItems({ partners }: { partners: Parameters<typeof PartnerDashboards>[0] }) {
  return (
    <>
      <LinkItems items={ACCOUNT_LINKS} className={menuStyles.item} />
      <PartnerDashboards {...partners} />
      <li>
        <button type="button" className={menuStyles.item} onClick={() => void signOut('user')}>
          Log out
        </button>
      </li>
    </>
  );
}

/** The menu button's word; the signed-in one is the wider. */
const TRIGGER_LABEL = { signedIn: 'Account', visitor: 'Menu' } as const;

/** Spec 2.4 account menu; on phones it slides out and carries the main links too (spec 2.8). */
export function AccountMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [partnersOpen, setPartnersOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const signedIn = useSession((s) => s.status === 'signed-in');
  const dashboards = usePartnerDashboards(signedIn);

  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, () => setOpen(false), wrap, trigger);

  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <div className={styles.wrap} ref={wrap}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {signedIn && user?.image ? <img src={user.image} alt="" /> : signedIn ? initials(user?.firstName, user?.lastName) : '☰'}
        </span>
        <span className={`${styles.label} ${steady.steady}`} data-widest={TRIGGER_LABEL.signedIn}>
          {signedIn ? TRIGGER_LABEL.signedIn : TRIGGER_LABEL.visitor}
        </span>
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          {signedIn && (
            <div className={styles.who}>
              <Avatar user={user} />
              <strong>{name || 'Your account'}</strong>
            </div>
          )}
          <nav aria-label="Account">
            <ul className={styles.list}>
              <LinkItems items={items} className={menuStyles.item} itemClassName={styles.mobileOnly} />
              <li className={styles.mobileOnly} aria-hidden="true">
                <div className={styles.divider} />
              </li>
              {signedIn ? (
                <SignedInItems partners={{ dashboards, open: partnersOpen, onToggle: () => setPartnersOpen((v) => !v) }} />
              ) : (
                <li>
                  <button
                    type="button"
                    className={menuStyles.item}
                    onClick={() => {
                      setOpen(false);
                      goToSignIn(navigate);
                    }}
                  >
                    Sign In/Up
                  </button>
                </li>
              )}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
