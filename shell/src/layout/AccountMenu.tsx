import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { partnerProfilesQuery, useSession } from '@homeward/platform';
import styles from './AccountMenu.module.css';
import { PARTNER_DASHBOARDS, type NavItem } from './navigation';
import { goToSignIn, signOut } from '../session/signOut';

function usePartnerProfiles(enabled: boolean) {
  return useQuery({ ...partnerProfilesQuery, enabled });
}

function initials(first?: string | null, last?: string | null): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

/** Spec 2.4 account menu; on phones it slides out and carries the main links too (spec 2.8). */
export function AccountMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [partnersOpen, setPartnersOpen] = useState(false);
  const panelId = useId();
  const partnersId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const signedIn = useSession((s) => s.status === 'signed-in');
  const profiles = usePartnerProfiles(signedIn);
  const dashboards = [...new Set((profiles.data ?? []).map((p) => p.partnerType))]
    .map((type) => PARTNER_DASHBOARDS[type])
    .filter(Boolean);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

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
        <span className={styles.label}>{signedIn ? 'Account' : 'Menu'}</span>
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          {signedIn && (
            <div className={styles.who}>
              <span className={styles.avatar} aria-hidden="true">
                {user?.image ? <img src={user.image} alt="" /> : initials(user?.firstName, user?.lastName)}
              </span>
              <strong>{name || 'Your account'}</strong>
            </div>
          )}
          <nav aria-label="Account">
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.label} className={styles.mobileOnly}>
                  <Link className={styles.item} to={item.to}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li className={styles.mobileOnly} aria-hidden="true">
                <div className={styles.divider} />
              </li>
              {signedIn ? (
                <>
                  <li>
                    <Link className={styles.item} to="/account">
                      Account Settings
                    </Link>
                  </li>
                  <li>
                    <Link className={styles.item} to="/account/favorites">
                      Favorites
                    </Link>
                  </li>
                  {dashboards.length > 0 && (
                    <li>
                      <button
                        type="button"
                        className={styles.item}
                        aria-expanded={partnersOpen}
                        aria-controls={partnersId}
                        onClick={() => setPartnersOpen((v) => !v)}
                      >
                        Partners <span aria-hidden="true">{partnersOpen ? '▴' : '▾'}</span>
                      </button>
                      {partnersOpen && (
                        <ul id={partnersId} className={styles.sub}>
                          {dashboards.map((d) => (
                            <li key={d.to}>
                              <Link className={styles.item} to={d.to}>
                                {d.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  )}
                  <li>
                    <button type="button" className={styles.item} onClick={() => void signOut('user')}>
                      Log out
                    </button>
                  </li>
                </>
              ) : (
                <li>
                  <button
                    type="button"
                    className={styles.item}
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
