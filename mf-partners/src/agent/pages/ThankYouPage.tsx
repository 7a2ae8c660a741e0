import { Link } from 'react-router';
import { accountPages, agentPagePaths } from '@homeward/contracts';
import { AGENT_PENDING_MESSAGE } from '@homeward/domain';
import { buttonClass } from '@homeward/ui';
import { AgentPage } from '../AgentPage';
import { Receipt } from '../Receipt';
import styles from '../Agent.module.css';

/** /agent/agentflow-thankyou: the application was paid for and is under review (status 0). */
export default function ThankYouPage() {
  return (
    <AgentPage title="Thank you for applying">
      <section className={styles.notice}>
        <p>We have your application and your payment. {AGENT_PENDING_MESSAGE}</p>
        <Receipt />
        <div className={styles.actions}>
          <Link className={buttonClass()} to={agentPagePaths.underReview}>
            See application status
          </Link>
          <Link className={buttonClass('secondary')} to={accountPages.payment}>
            Your payments
          </Link>
        </div>
      </section>
    </AgentPage>
  );
}
