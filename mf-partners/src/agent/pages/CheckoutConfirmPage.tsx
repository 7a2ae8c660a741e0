import { AgentPage } from '../AgentPage';
import { Receipt, ReceiptActions } from '../Receipt';
import styles from '../Agent.module.css';

/** /agent/become-an-agent/checkout/confirm: the payment confirmation of the application fee. */
export default function CheckoutConfirmPage() {
  return (
    <AgentPage title="Payment confirmation">
      <section className={styles.notice}>
        <Receipt empty={<p>There is no recent payment in this browser tab. Your payments are listed in your account.</p>} />
        <ReceiptActions />
      </section>
    </AgentPage>
  );
}
