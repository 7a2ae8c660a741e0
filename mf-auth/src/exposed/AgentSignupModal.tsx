import type { AgentSignupModalProps } from '@homeward/contracts';
import { bus } from '@homeward/platform';
import { AgentSignup } from '../features/agent-signup/AgentSignup';

/**
 * The agent sign-up modal for any slice: `<RemoteComponent id="mf_auth/AgentSignupModal" …/>`.
 * Also opened by the bus: `auth:login-requested` with reason `agent-signup`.
 */
export default function AgentSignupModal({ onClose }: AgentSignupModalProps) {
  return (
    <AgentSignup
      onClose={onClose}
      onLogInInstead={() => {
        onClose();
        bus.publish({ type: 'auth:login-requested', redirect: window.location.pathname + window.location.search });
      }}
    />
  );
}
