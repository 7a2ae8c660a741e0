import { AccountFrame } from '../features/account/AccountFrame';
import { AvatarField } from '../features/account/AvatarField';
import { PersonalInfoForm } from '../features/account/PersonalInfoForm';
import { QueryState } from '../components/QueryState';
import { useAccountDetails } from '../shared/accountApi';
import { cardClass } from '../shared/card';
import styles from '../shared/Account.module.css';
import { EmailStatus } from '../features/email/EmailStatus';
import { primitiveStyles } from '@homeward/ui';

/** /account/PersonalInfo: name, email and profile picture. */
export default function PersonalInfoPage() {
  const details = useAccountDetails();
  return (
    <AccountFrame title="Personal information" intro="This is how you appear on Homeward and how we reach you.">
      <QueryState query={details} loading="Loading your details…">
        {(user) => (
          <>
            <section className={cardClass} aria-label="Profile picture">
              <AvatarField details={user} />
            </section>
            <section className={cardClass} aria-labelledby="details-title">
              <h2 id="details-title" className={primitiveStyles.sectionTitle}>
                Name and email
              </h2>
              <PersonalInfoForm details={user} />
              <div className={styles.status}>
                <EmailStatus details={user} />
              </div>
            </section>
          </>
        )}
      </QueryState>
    </AccountFrame>
  );
}
