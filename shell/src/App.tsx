import { useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { bus, rememberAttribution, session, useHydrating } from '@homeward/platform';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { SlotOutlet } from './layout/SlotOutlet';
import { ProgressBar } from './layout/ProgressBar';
import { useAccountDetails } from './session/useAccountDetails';
import { guardRedirect, useGuardState } from './session/guards';
import { installSessionHooks } from './session/refresh';
import { endExpiredSession } from './session/expired';
import { installAuthErrorListener } from './session/authErrors';
import { useShellContext } from './ShellContext';
import { useSlotSettled } from './composition/slotStore';
import { holdsDrawnPage } from './composition/registerSlices';
import { revealLivePage } from './layout/prerendered';

function useSessionWiring(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const removeAuthErrorListener = installAuthErrorListener();
    const uninstall = installSessionHooks(() => endExpiredSession(navigate));
    // Another tab signed in or out: take on its state.
    const subscription = bus.events().subscribe((event) => {
      if (!event.fromOtherTab) return;
      if (event.type === 'auth:signed-out') {
        session.reload();
        window.location.assign('/');
      } else if (event.type === 'auth:signed-in') {
        session.reload();
      }
    });
    // A saved profile (this tab or another) shows in the nav bar at once.
    const profile = bus.on('account:updated').subscribe((event) => {
      if (session.isLoggedIn()) session.setUser(event.profile);
    });
    return () => {
      removeAuthErrorListener();
      uninstall();
      subscription.unsubscribe();
      profile.unsubscribe();
    };
  }, [navigate]);
}

/**
 * An address another script moved to while the shell was starting, before its router listened for
 * changes, is taken on once it listens: the page shown always belongs to the address in the bar.
 */
function useAddressMovedWhileStarting(): void {
  const location = useLocation();
  const started = useRef({ pathname: location.pathname, search: location.search, hash: location.hash });
  useEffect(() => {
    // Passive effects run after the router's own listener is attached (a layout effect).
    const { pathname, search, hash } = window.location;
    const seen = started.current;
    if (pathname !== seen.pathname || search !== seen.search || hash !== seen.hash) {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }
  }, []);
}

/** Matches the URL against the route table, applies the guard, and draws the layout and slot. */
export function App() {
  const location = useLocation();
  const { table } = useShellContext();
  useAddressMovedWhileStarting();
  useSessionWiring();
  useAccountDetails();
  // The referrer a page address carries is kept for the visit, so every request credits it (spec 2.2).
  useEffect(() => {
    rememberAttribution(location.pathname, location.search);
  }, [location.pathname, location.search]);

  const match = table.resolve(location.pathname);
  // Guards are judged again on sign-in and sign-out and once the profile (with its scopes) is known.
  // Hydrating, the page is drawn as the server drew it (a page behind sign-in only for a session
  // the API accepted): a guard that sends this user elsewhere does so in the render that follows.
  const guardState = useGuardState();
  const hydrating = useHydrating();
  const redirect = match && !hydrating ? guardRedirect(match.route, location.pathname + location.search, guardState) : undefined;
  // A page the server sent drawn gives way once the live one has drawn (or its slice has failed);
  // at once when its slice is to hydrate the drawn page itself, which the live layout takes in.
  const owner = match && !redirect ? match.route.owner : undefined;
  const settled = useSlotSettled(owner) || (owner !== undefined && holdsDrawnPage(owner));
  useLayoutEffect(() => {
    if (settled) revealLivePage();
  }, [settled]);

  return (
    <>
      <ProgressBar />
      {redirect ? (
        <Navigate to={redirect} replace />
      ) : match ? (
        <Layout layout={match.route.layout} hideNav={match.route.hideNav}>
          <SlotOutlet owner={match.route.owner} />
        </Layout>
      ) : (
        <Layout layout="default">
          <NotFound />
        </Layout>
      )}
    </>
  );
}
