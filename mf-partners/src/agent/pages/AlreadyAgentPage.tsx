import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import { buttonClass, classes, layoutStyles } from '@homeward/ui';
import { AgentPage } from '../AgentPage';
import styles from '../Agent.module.css';

/** /agent/agent-flow/alreadyagent: an approved agent has nothing to apply for. */
export default function AlreadyAgentPage() {
  return (
    <AgentPage title="You are already a Homeward agent">
      <section className={styles.notice}>
        <p>Your mobile number belongs to an approved agent account, so there is no need to apply again. Your requests and activity are on your agent dashboard.</p>
        <div className={classes(layoutStyles.actions, styles.actions)}>
          <Link className={buttonClass()} to={paths.agent.home.href()}>
            Go to my agent dashboard
          </Link>
          <Link className={buttonClass('secondary')} to={paths.content.home.href()}>
            Back to home
          </Link>
        </div>
      </section>
    </AgentPage>
  );
}
