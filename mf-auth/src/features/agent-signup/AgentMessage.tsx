import {
  AGENT_PENDING_MESSAGE,
  AGENT_PENDING_TITLE,
  EXISTING_ACCOUNT_MESSAGE,
  agentRejectedMessage,
  agentRemovedMessage,
} from '@homeward/domain';
import { useSupportEmail } from '@homeward/platform';
import { Button, Modal, TextWithEmailLink, classes, layoutStyles } from '@homeward/ui';
import styles from './AgentMessage.module.css';
import { AGENT_ROUTES, type AgentOutcome } from './agentOutcome';

export interface AgentMessageProps {
  outcome: Exclude<AgentOutcome, { kind: 'navigate' }>;
  onClose: () => void;
  onTryAgain: () => void;
  onLogInInstead: () => void;
  onSeeStatus: (to: string) => void;
}

/** The agent flow's error and notice modal (spec 8 agent flow texts, 'Log in instead' / 'Try again'). */
export function AgentMessage({ outcome, onClose, onTryAgain, onLogInInstead, onSeeStatus }: AgentMessageProps) {
  const supportEmail = useSupportEmail() ?? '';
  switch (outcome.kind) {
    case 'pending':
      return (
        <Modal open onClose={onClose} title={AGENT_PENDING_TITLE}>
          <p className={styles.message} role="alert">
            {AGENT_PENDING_MESSAGE}
          </p>
          <div className={classes(layoutStyles.actions, styles.actions)}>
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
          <div className={classes(layoutStyles.actions, styles.actions)}>
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
            {supportEmail && (
              <TextWithEmailLink text={outcome.kind === 'rejected' ? agentRejectedMessage(supportEmail) : agentRemovedMessage(supportEmail)} email={supportEmail} />
            )}
          </p>
          <div className={classes(layoutStyles.actions, styles.actions)}>
            <Button onClick={onTryAgain}>Try again</Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </Modal>
      );
  }
}
