import { Link, Navigate } from 'react-router';
import { AGENT_SIGNUP_REASON, paths } from '@homeward/contracts';
import { AGENT_PENDING_TITLE, AGENT_ROUTE_PATHS, agentRouteMessage, type AgentRoute } from '@homeward/domain';
import { bus, useSupportEmail } from '@homeward/platform';
import { Button, buttonClass, TextWithEmailLink, classes, layoutStyles } from '@homeward/ui';
import styles from './Agent.module.css';

const TITLES: Partial<Record<AgentRoute, string>> = {
  'under-review': AGENT_PENDING_TITLE,
  rejected: 'Application not accepted',
  removed: 'Account deactivated',
  'existing-account': 'You already have an account',
};

/** Opens the agent sign-up modal (phone and code) of mf-auth. */
export function openAgentSignup(): void {
  bus.publish({ type: 'auth:login-requested', reason: AGENT_SIGNUP_REASON, redirect: paths.agent.agentFlow.href() });
}

/**
 * Where spec 4.3 sends someone whose status does not belong on this page: a message for rejected,
 * deactivated and existing-account (spec 8), otherwise the page of their status.
 */
export function StatusNotice({ route, here }: { route: AgentRoute; here?: string }) {
  const path = AGENT_ROUTE_PATHS[route];
  // The deployment's support address (site config); the notice waits for it rather than name another.
  const supportEmail = useSupportEmail();
  const message = supportEmail ? agentRouteMessage(route, supportEmail) : null;
  if (path && path !== here && route !== 'under-review') return <Navigate to={path} replace />;
  return (
    <section className={styles.notice} aria-labelledby="agent-notice-title">
      <h2 id="agent-notice-title">{TITLES[route] ?? 'Your agent application'}</h2>
      {message && (
        <p role={route === 'rejected' || route === 'removed' || route === 'existing-account' ? 'alert' : undefined}>
          <TextWithEmailLink text={message} email={supportEmail ?? ''} />
        </p>
      )}
      <div className={classes(layoutStyles.actions, styles.actions)}>
        {route === 'existing-account' ? (
          <Button onClick={() => bus.publish({ type: 'auth:login-requested', redirect: paths.agent.agentFlow.href() })}>Log in instead</Button>
        ) : route === 'under-review' && path !== here ? (
          <Link className={buttonClass()} to={paths.agent.underReview.href()}>
            See application status
          </Link>
        ) : null}
        <Link className={buttonClass('secondary')} to={paths.content.home.href()}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

/** For someone who has not verified a phone yet: the agent sign-up modal starts the application. */
export function VerifyFirst() {
  return (
    <section className={styles.notice} aria-labelledby="agent-verify-title">
      <h2 id="agent-verify-title">Verify your mobile number to continue</h2>
      <p>Your application is tied to your mobile number. We will text you a 6-digit code; it takes a minute.</p>
      <div className={classes(layoutStyles.actions, styles.actions)}>
        <Button onClick={openAgentSignup}>Verify my number</Button>
      </div>
    </section>
  );
}
