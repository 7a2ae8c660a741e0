import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { formatCents, formatDate, maskedCard } from '@homeward/domain';
import { callApi } from '@homeward/platform';
import { primitiveStyles } from '@homeward/ui';
import { AccountFrame } from '../features/account/AccountFrame';
import { QueryState } from '../components/QueryState';
import { accountKeys, useAccountRecord } from '../shared/accountApi';
import { cardClass } from '../shared/card';
import tableStyles from './PaymentPage.module.css';

const STATUS_LABEL: Record<string, string> = { succeeded: 'Paid', refunded: 'Refunded', declined: 'Declined', failed: 'Failed' };

/** /account/Payment: the card on file (brand and last 4 only) and the payment history. */
export default function PaymentPage() {
  const payments = useAccountRecord(accountKeys.payments, () => callApi(signedInCalls.payments));
  return (
    <AccountFrame title="Payment" intro="Payments you made to Homeward. We keep only the card brand and its last 4 digits.">
      <QueryState query={payments} loading="Loading your payments…">
        {(data) =>
          data.payments.length === 0 ? (
            <section className={cardClass}>
              <h2 className={primitiveStyles.sectionTitle}>No payments yet</h2>
              <p>
                Buying and saving homes on Homeward is free. Agents pay a one-time fee when they apply to join; that payment and
                the card used will show here.
              </p>
              <Link to={paths.agent.becomeAnAgent.href()}>Learn about becoming a Homeward agent</Link>
            </section>
          ) : (
            <>
              <section className={cardClass} aria-labelledby="card-title">
                <h2 id="card-title" className={primitiveStyles.sectionTitle}>
                  Card on file
                </h2>
                <p data-testid="card-on-file">{data.cardOnFile ? maskedCard(data.cardOnFile.brand, data.cardOnFile.last4) : 'No card on file.'}</p>
              </section>
              <section className={cardClass} aria-labelledby="history-title">
                <h2 id="history-title" className={primitiveStyles.sectionTitle}>
                  Payment history
                </h2>
                <div className={tableStyles.scroll}>
                  <table className={tableStyles.table}>
                    <thead>
                      <tr>
                        <th scope="col">Date</th>
                        <th scope="col">Description</th>
                        <th scope="col">Card</th>
                        <th scope="col">Amount</th>
                        <th scope="col">Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.payments.map((p) => (
                        <tr key={p.id}>
                          <td>{formatDate(new Date(p.createdAt), 'medium')}</td>
                          <td>{p.description ?? 'Homeward payment'}</td>
                          <td>{p.cardLast4 ? maskedCard(p.cardBrand, p.cardLast4) : '—'}</td>
                          <td>{formatCents(p.amountCents, p.currency)}</td>
                          <td>{STATUS_LABEL[p.status] ?? p.status}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            </>
          )
        }
      </QueryState>
    </AccountFrame>
  );
}
