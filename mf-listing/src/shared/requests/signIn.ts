import { paths, remotesManifestSchema } from '@homeward/contracts';
import { bus, session } from '@homeward/platform';

async function loginModalAvailable(): Promise<boolean> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) return false;
    const manifest = remotesManifestSchema.parse(await response.json());
    return manifest.remotes.some((remote) => remote.exposes.includes('./LoginModal'));
  } catch {
    return false;
  }
}

function herePath(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Makes sure the buyer is signed in before an action: resolves true at once when they are;
 * otherwise opens the login modal (through the bus) and resolves with how it ended. When no
 * slice offers the modal, the buyer goes to /login and comes back here — the form's draft is in
 * sessionStorage, so nothing typed is lost either way.
 */
export async function ensureSignedIn(reason: string): Promise<boolean> {
  if (session.isLoggedIn()) return true;
  if (!(await loginModalAvailable())) {
    window.location.assign(paths.auth.login.href(herePath()));
    return false;
  }
  return new Promise<boolean>((resolve) => {
    const signedIn = bus.on('auth:signed-in').subscribe(() => finish(true));
    const closed = bus.on('auth:login-modal-closed').subscribe((event) => finish(event.signedIn || session.isLoggedIn()));
    function finish(result: boolean) {
      signedIn.unsubscribe();
      closed.unsubscribe();
      resolve(result);
    }
    bus.publish({ type: 'auth:login-requested', redirect: herePath(), reason });
  });
}
