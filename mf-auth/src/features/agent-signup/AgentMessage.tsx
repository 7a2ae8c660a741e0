import {
  AGENT_PENDING_MESSAGE,
  AGENT_PENDING_TITLE,
  EXISTING_ACCOUNT_MESSAGE,
  SUPPORT_EMAIL,
  agentRejectedMessage,
  agentRemovedMessage,
} from '@homeward/domain';
import { Button, Modal } from '@homeward/ui';
import styles from './AgentMessage.module.css';
import { AGENT_ROUTES, type AgentOutcome } from './agentOutcome';

export interface AgentMessageProps {
  outcome: Exclude<AgentOutcome, { kind: 'navigate' }>;
  onClose: () => void;
  onTryAgain: () => void;
  onLogInInstead: () => void;
  onSeeStatus: (to: string) => void;
}

/** The support address in a spec 8 text becomes a mail link; the rest stays plain text. */
function WithEmailLink({ text }: { text: string }) {
  const at = text.indexOf(SUPPORT_EMAIL);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      {text.slice(at + SUPPORT_EMAIL.length)}
    </>
  );
}

/** The agent flow's error and notice modal (spec 8 agent flow texts, 'Log in instead' / 'Try again'). */
export function AgentMessage({ outcome, onClose, onTryAgain, onLogInInstead, onSeeStatus }: AgentMessageProps) {
  switch (outcome.kind) {
    case 'pending':
      return (
        <Modal open onClose={onClose} title={AGENT_PENDING_TITLE}>
          <p className={styles.message} role="alert">
            {AGENT_PENDING_MESSAGE}
          </p>
          <div className={styles.actions}>
            <Button onClick={() => onSeeStatus(AGENT_ROUTES.underReview)}>See application status</Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </Modal>
      );
    case 'existing-account':
      return (
        <Modal open onClose={onClose} title="You already have an account">
          <p className={styles.message} role="alert">
            {EXISTING_ACCOUNT_MESSAGE}
          </p>
          <div className={styles.actions}>
            <Button onClick={onLogInInstead}>Log in instead</Button>
            <Button variant="secondary" onClick={onTryAgain}>
              Try again
            </Button>
          </div>
        </Modal>
      );
    case 'rejected':
    case 'removed':
      return (
        <Modal open onClose={onClose} title={outcome.kind === 'rejected' ? 'Application not accepted' : 'Account deactivated'}>
          <p className={styles.message} role="alert">
            <WithEmailLink text={outcome.kind === 'rejected' ? agentRejectedMessage(SUPPORT_EMAIL) : agentRemovedMessage(SUPPORT_EMAIL)} />
          </p>
          <div className={styles.actions}>
            <Button onClick={onTryAgain}>Try again</Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </Modal>
      );
  }
}
