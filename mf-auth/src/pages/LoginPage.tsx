import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { postLoginTarget, removeKeys, storageKeys } from '@homeward/platform';
import { Button, classes, layoutStyles, panelStyles } from '@homeward/ui';
import { LoginPanel } from '../features/login/LoginPanel';
import { AgentSignup } from '../features/agent-signup/AgentSignup';
import { LOGIN_MODAL_SUBTITLE, LOGIN_MODAL_TITLE } from '../exposed/LoginModal';
import styles from './Page.module.css';

/** Spec 2.6 login page (also /login/index-old and /auth); `?flow=agent` opens the agent sign-up modal. */
export default function LoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = postLoginTarget(search);
  const [agentOpen, setAgentOpen] = useState(() => new URLSearchParams(search).get('flow') === 'agent');
  const signedIn = useRef(false);

  useEffect(
    () => () => {
      // The saved path has served its purpose once the user is on their way there.
      if (signedIn.current) removeKeys([storageKeys.authRedirect]);
    },
    [],
  );

  return (
    <div className={classes(layoutStyles.page, styles.page)}>
      <section className={classes(panelStyles.panel, styles.card)} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {LOGIN_MODAL_TITLE}
        </h1>
        <p className={styles.subtitle}>{LOGIN_MODAL_SUBTITLE}</p>
        <LoginPanel
          returnTo={target}
          onSignedIn={() => {
            signedIn.current = true;
            navigate(target, { replace: true });
          }}
        />
      </section>
      <p className={styles.aside}>
        Are you a licensed real estate agent?{' '}
        <Button variant="link" onClick={() => setAgentOpen(true)}>
          Apply to join as an agent
        </Button>
      </p>
      {agentOpen && (
        <AgentSignup
          onClose={() => setAgentOpen(false)}
          onLogInInstead={() => {
            setAgentOpen(false);
            document.querySelector<HTMLInputElement>('input[type="tel"]')?.focus();
          }}
        />
      )}
    </div>
  );
}
