import { AGENT_PENDING_MESSAGE } from '@homeward/domain';
import { AgentPage } from '../AgentPage';
import { Receipt, ReceiptActions } from '../Receipt';
import styles from '../Agent.module.css';

/** /agent/agentflow-thankyou: the application was paid for and is under review (status 0). */
export default function ThankYouPage() {
  return (
    <AgentPage title="Thank you for applying">
      <section className={styles.notice}>
        <p>We have your application and your payment. {AGENT_PENDING_MESSAGE}</p>
        <Receipt />
        <ReceiptActions />
      </section>
    </AgentPage>
  );
}
