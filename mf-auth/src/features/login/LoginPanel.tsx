import { paths } from '@homeward/contracts';
import { Link } from 'react-router';
import { PhoneLogin } from './phone/PhoneLogin';
import { SocialButtons } from './social/SocialButtons';
import styles from './LoginPanel.module.css';

export interface LoginPanelProps {
  /** Where the user continues after a social sign-in's round trip. */
  returnTo: string;
  onSignedIn: () => void;
  reason?: string;
}

/** The body of the login page and modal: social sign-in, then phone login (spec 2.6). */
export function LoginPanel({ returnTo, onSignedIn, reason }: LoginPanelProps) {
  return (
    <div className={styles.panel}>
      {reason && <p className={styles.reason}>{reason}</p>}
      <SocialButtons returnTo={returnTo} />
      <PhoneLogin onSignedIn={onSignedIn} />
      <p className={styles.terms}>
        By continuing you agree to our <Link to={paths.content.termsOfUse.href()}>Terms of Use</Link> and <Link to={paths.content.privacyPolicy.href()}>Privacy Policy</Link>. We text you a
        one-time code; message and data rates may apply.
      </p>
    </div>
  );
}
