import { useEffect, useState } from 'react';
import { bus, RemoteComponent } from '@homeward/platform';
import type { BusEventOf, LoginModalProps } from '@homeward/contracts';
import { useShellContext } from '../ShellContext';

/**
 * Any slice can ask for the login modal with an `auth:login-requested` bus event; the shell
 * mounts whichever slice exposes `./LoginModal`, wherever the user is.
 */
export function LoginModalHost() {
  const { loginModalId } = useShellContext();
  const [request, setRequest] = useState<BusEventOf<'auth:login-requested'> | null>(null);

  useEffect(() => {
    const subscription = bus.on('auth:login-requested').subscribe((event) => setRequest(event));
    return () => subscription.unsubscribe();
  }, []);

  if (!request || !loginModalId) return null;
  const props: LoginModalProps = {
    redirect: request.redirect,
    reason: request.reason,
    onClose: (signedIn) => {
      setRequest(null);
      bus.publish({ type: 'auth:login-modal-closed', signedIn });
    },
  };
  return <RemoteComponent id={loginModalId} props={props} fallback={() => null} />;
}
