import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadAuthConfig, type IdentityProviderSettings } from '@homeward/platform';
import { Button } from '@homeward/ui';
import styles from './SocialButtons.module.css';
import { SIGN_IN_FAILED_MESSAGE, SocialSignInError, startSocialSignIn } from './oidc';

export interface SocialButtonsProps {
  /** Where the user continues after the provider sends them back. */
  returnTo: string;
}

/** Social sign-in (spec 2.6): one button per configured identity provider, then an 'or' divider. */
export function SocialButtons({ returnTo }: SocialButtonsProps) {
  const config = useQuery({ queryKey: ['auth-config'], queryFn: () => loadAuthConfig(), staleTime: Infinity });
  const [leaving, setLeaving] = useState<number>();
  const [error, setError] = useState('');
  const providers = config.data?.providers ?? [];
  if (providers.length === 0) return null;

  async function start(settings: IdentityProviderSettings) {
    setError('');
    setLeaving(settings.authProvider);
    try {
      await startSocialSignIn(settings, returnTo);
    } catch (failure) {
      console.error('Social sign-in could not start', failure);
      setError(failure instanceof SocialSignInError ? failure.message : SIGN_IN_FAILED_MESSAGE);
      setLeaving(undefined);
    }
  }

  return (
    <div className={styles.social}>
      {providers.map((settings) => (
        <Button
          key={settings.authProvider}
          variant="secondary"
          block
          busy={leaving === settings.authProvider}
          onClick={() => void start(settings)}
        >
          {leaving === settings.authProvider ? `Opening ${settings.label}…` : `Continue with ${settings.label}`}
        </Button>
      ))}
      <p className={styles.error} role="alert">
        {error}
      </p>
      <p className={styles.divider}>
        <span>or use your phone</span>
      </p>
    </div>
  );
}
