import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import { buttonClass, classes, layoutStyles } from '@homeward/ui';
import { feeReceipt } from './application/feePayment';
import styles from './Agent.module.css';
import { formatCents, formatDate } from '@homeward/domain';

/** What was charged for the application: amount, card brand and last 4, date. */
export function Receipt({ empty = null }: { empty?: ReactNode }) {
  const receipt = feeReceipt.read();
  if (!receipt) return <>{empty}</>;
  return (
    <dl className={styles.receipt} aria-label="Payment receipt">
      <div>
        <dt>Amount</dt>
        <dd>{formatCents(receipt.amountCents, receipt.currency)}</dd>
      </div>
      <div>
        <dt>Card</dt>
        <dd>{[receipt.cardBrand, receipt.cardLast4 && `ending in ${receipt.cardLast4}`].filter(Boolean).join(' ') || 'Card'}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{formatDate(new Date(receipt.paidAt), 'long')}</dd>
      </div>
      <div>
        <dt>Reference</dt>
        <dd className={styles.reference}>{receipt.reference}</dd>
      </div>
    </dl>
  );
}

/** Where to go after paying: the application's status, or the account's list of payments. */
export function ReceiptActions() {
  return (
    <div className={classes(layoutStyles.actions, styles.actions)}>
      <Link className={buttonClass()} to={paths.agent.underReview.href()}>
        See application status
      </Link>
      <Link className={buttonClass('secondary')} to={paths.account.payment.href()}>
        Your payments
      </Link>
    </div>
  );
}
