import { Link } from 'react-router';
import { accountPages, agentPagePaths } from '@homeward/contracts';
import { buttonClass } from '@homeward/ui';
import { AgentPage } from '../AgentPage';
import { Receipt } from '../Receipt';
import styles from '../Agent.module.css';

/** /agent/become-an-agent/checkout/confirm: the payment confirmation of the application fee. */
export default function CheckoutConfirmPage() {
  return (
    <AgentPage title="Payment confirmation">
      <section className={styles.notice}>
        <Receipt empty={<p>There is no recent payment in this browser tab. Your payments are listed in your account.</p>} />
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
