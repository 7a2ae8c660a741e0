import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import { AGENT_PENDING_MESSAGE, AGENT_PENDING_TITLE } from '@homeward/domain';
import { bus, useSupportEmail } from '@homeward/platform';
import { Button, buttonClass, LoadingBlock, classes, layoutStyles } from '@homeward/ui';
import { AgentPage } from '../AgentPage';
import { useApplicant } from '../standing';
import { openAgentSignup, StatusNotice } from '../StatusNotice';
import styles from '../Agent.module.css';

/** /agent/underreview (status 0). Someone whose status moved on is sent where it now leads. */
export default function UnderReviewPage() {
  const applicant = useApplicant();
  const supportEmail = useSupportEmail();
  if (applicant.kind === 'loading') return <LoadingBlock />;
  if (applicant.kind === 'known' && applicant.route !== 'under-review') {
    return (
      <AgentPage title="Your agent application">
        <StatusNotice route={applicant.route} here={paths.agent.underReview.href()} />
      </AgentPage>
    );
  }
  // Nobody is known here (not signed in, no phone verified in this tab): nothing says an application exists.
  if (applicant.kind === 'verify') {
    return (
      <AgentPage title="Your agent application">
        <section className={styles.notice} aria-labelledby="agent-status-unknown">
          <h2 id="agent-status-unknown">Check your application’s status</h2>
          <p>Log in, or verify the mobile number you applied with, to see where your application stands. Not applied yet? It takes a few minutes.</p>
          <div className={classes(layoutStyles.actions, styles.actions)}>
            <Button onClick={() => bus.publish({ type: 'auth:login-requested', redirect: paths.agent.underReview.href() })}>Log in</Button>
            <Button variant="secondary" onClick={openAgentSignup}>
              Verify my number
            </Button>
            <Link className={buttonClass('ghost')} to={paths.agent.becomeAnAgent.href()}>
              Become a Homeward agent
            </Link>
          </div>
        </section>
      </AgentPage>
    );
  }
  return (
    <AgentPage title={AGENT_PENDING_TITLE}>
      <section className={styles.notice}>
        <p>{AGENT_PENDING_MESSAGE}</p>
        <p>
          Reviews usually take a few business days. We check your licence and firm details, then tell you by text message and email.
          {supportEmail && (
            <>
              {' '}
              Questions? Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </>
          )}
        </p>
        <div className={classes(layoutStyles.actions, styles.actions)}>
          <Link className={buttonClass()} to={paths.content.home.href()}>
            Back to home
          </Link>
          <Link className={buttonClass('secondary')} to={paths.content.learn.href()}>
            Learn how Homeward works
          </Link>
        </div>
      </section>
    </AgentPage>
  );
}
