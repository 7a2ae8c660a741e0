import { useNavigate } from 'react-router';
import type { LoginModalProps } from '@homeward/contracts';
import { isSafeRedirect } from '@homeward/domain';
import { Modal } from '@homeward/ui';
import { LoginPanel } from '../features/login/LoginPanel';
import { AGENT_SIGNUP_REASON } from '../features/agent-signup/reasons';
import AgentSignupModal from './AgentSignupModal';


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
