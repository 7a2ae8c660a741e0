import { AGENT_STATUS } from '@homeward/domain';

/** The agent status a manager's decision sets. */
export type Decision = 0 | 1 | 2 | 3 | 4;

export interface DecisionText {
  label: string;
  busy: string;
  done: string;
  danger?: boolean;
  /** What the applicant sees next. */
  next: string;
}

/** What each decision does and what the applicant sees next (spec 4.3 / 8). */
export const DECISIONS: Record<Decision, DecisionText> = {
  1: { label: 'Approve', busy: 'Approving…', done: 'Approved.', next: 'They become an agent: signing in again takes them to their agent pages and the real estate dashboard.' },
  3: { label: 'Ask for details', busy: 'Sending back…', done: 'Sent back for details.', next: 'They are sent to the agent details form to complete their application.' },
  2: { label: 'Reject', busy: 'Rejecting…', done: 'Rejected.', danger: true, next: 'They see that their agent application was not accepted.' },
  4: { label: 'Deactivate', busy: 'Deactivating…', done: 'Deactivated.', danger: true, next: 'They see that their account has been deactivated and lose the real estate dashboard.' },
  0: { label: 'Back to review', busy: 'Moving…', done: 'Back under review.', next: 'Their application is under review again; they see the pending message.' },
};

/** The decisions a manager may take on an application in each status, in the order they are offered. */
export function decisionsFor(agentStatus: number): Decision[] {
  switch (agentStatus) {
    case AGENT_STATUS.UnderReview:
      return [1, 3, 2];
    case AGENT_STATUS.DetailsRequired:
      return [1, 2];
    case AGENT_STATUS.Rejected:
      return [0];
    case AGENT_STATUS.Removed:
      return [1];
    default:
      return [4];
  }
}

/** The badge colour of each status. */
export const STATUS_TONE: Record<number, 'good' | 'warn' | 'bad' | 'info'> = { 0: 'warn', 1: 'good', 2: 'bad', 3: 'info', 4: 'bad' };
