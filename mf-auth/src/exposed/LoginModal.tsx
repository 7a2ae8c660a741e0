import { useNavigate } from 'react-router';
import { isSafeRedirect } from '@homeward/domain';
import { Modal } from '@homeward/ui';
import { LoginPanel } from '../features/login/LoginPanel';
import { AGENT_SIGNUP_REASON } from '../features/agent-signup/reasons';
import AgentSignupModal from './AgentSignupModal';

export interface LoginModalProps {
  /** Where to continue after signing in (same-origin path); the current page when absent. */
  redirect?: string;
  /** Why the user is asked to sign in, shown above the form (plain text). */
  reason?: string;
  onClose: (signedIn: boolean) => void;
}

export const LOGIN_MODAL_TITLE = 'Tell us about yourself.';
export const LOGIN_MODAL_SUBTITLE = 'Log in or create an account to continue.';

/** Spec 2.6 login modal, mounted by the shell whenever a slice publishes `auth:login-requested`. */
export default function LoginModal({ redirect, reason, onClose }: LoginModalProps) {
  const navigate = useNavigate();
  if (reason === AGENT_SIGNUP_REASON) return <AgentSignupModal onClose={() => onClose(false)} />;

  const here = window.location.pathname + window.location.search;
  const target = isSafeRedirect(redirect) ? redirect : here;
  return (
    <Modal open onClose={() => onClose(false)} title={LOGIN_MODAL_TITLE} subtitle={LOGIN_MODAL_SUBTITLE}>
      <LoginPanel
        reason={reason}
        returnTo={target}
        onSignedIn={() => {
          onClose(true);
          if (target !== here) navigate(target);
        }}
      />
    </Modal>
  );
}
