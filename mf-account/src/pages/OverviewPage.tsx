import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import { formatPhoneNumber } from '@homeward/contracts/phone';
import { AccountFrame } from '../features/account/AccountFrame';
import { Avatar } from '../features/account/Avatar';
import { PersonalInfoForm } from '../features/account/PersonalInfoForm';
import { QueryState } from '../components/QueryState';
import { useAccountDetails } from '../shared/accountApi';
import { cardClass } from '../shared/card';
import styles from '../shared/Account.module.css';
import { EmailStatus } from '../features/email/EmailStatus';
import { MessagePreferences } from '../features/messages/MessagePreferences';
import { Notices } from '../features/notices/Notices';
import { classes, layoutStyles, primitiveStyles } from '@homeward/ui';


interface Section {
  to: string;
  label: string;
  text: string;
}

/** /account: who the user is, whether their email is confirmed, which messages they get, their notices, and every section. */
export default function OverviewPage() {
  const details = useAccountDetails();
  return (
    <AccountFrame title="Account settings" backLink={false}>
      <QueryState query={details} loading="Loading your account…">
        {(user) => {
          const sections: Section[] = [
            { to: paths.account.personalInfo.href(), label: 'Personal information', text: 'Your name, email and profile picture' },
            { to: paths.account.favorites.href(), label: 'Favorites', text: 'The homes you saved' },
            { to: paths.account.savedSearches.href(), label: 'Saved searches', text: 'Your searches, their alerts and the latest homes they found' },
            ...(user.isAgent
              ? [
                  { to: paths.account.firmInfo.href(), label: 'Firm information', text: 'Your firm, licence and broker agreement' },
                  { to: paths.account.payment.href(), label: 'Payment', text: 'Your card on file and payment history' },
                ]
              : []),
            { to: paths.account.deletion.href(), label: 'Delete account', text: 'Remove your account and everything in it' },
          ];
          const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
          return (
            <>
              {!user.isEstablished && (
                // Spec 4.2: a social sign-in without a full profile is asked for what is missing first.
                <section className={cardClass} aria-labelledby="finish-title">
                  <h2 id="finish-title" className={primitiveStyles.sectionTitle}>
                    Finish your profile
                  </h2>
                  <p className={styles.muted}>Add your first name, last name and email to finish setting up your account.</p>
                  <PersonalInfoForm details={user} submitLabel="Finish profile" />
                </section>
              )}
              <section className={cardClass} aria-labelledby="who-title">
                <div className={styles.who}>
                  <Avatar image={user.image} firstName={user.firstName} lastName={user.lastName} />
                  <div className={styles.whoText}>
                    <h2 id="who-title" className={styles.whoName}>
                      {name || 'Your account'}
                    </h2>
                    {user.isAgent && <span className={styles.muted}>Agent account</span>}
                  </div>
                </div>
                <dl className={styles.facts}>
                  <dt>Phone</dt>
                  <dd>{user.phone ? formatPhoneNumber(user.phone) : <span className={styles.muted}>Signed in without a phone</span>}</dd>
                  <dt>Email</dt>
                  <dd>
                    <EmailStatus details={user} />
                  </dd>
                </dl>
              </section>
              <nav aria-label="Account sections">
                <ul className={classes(layoutStyles.cardGrid, styles.sections)}>
                  {sections.map((s) => (
                    <li key={s.to}>
                      <Link className={classes(layoutStyles.card, styles.sectionLink)} to={s.to}>
                        <strong>{s.label}</strong>
                        <span>{s.text}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <MessagePreferences />
              <Notices />
            </>
          );
        }}
      </QueryState>
    </AccountFrame>
  );
}
