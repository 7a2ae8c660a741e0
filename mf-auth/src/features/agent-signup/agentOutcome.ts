import { AGENT_STATUS } from '@homeward/domain';

export const AGENT_ROUTES = {
  agentFlow: '/agent/agent-flow',
  underReview: '/agent/underreview',
  detailsForm: '/agent-become-an-agentdetails',
  alreadyAgent: '/agent/agent-flow/alreadyagent',
} as const;

export type AgentOutcome =
  | { kind: 'navigate'; to: (typeof AGENT_ROUTES)[keyof typeof AGENT_ROUTES] }
  | { kind: 'pending' }
  | { kind: 'rejected' }
  | { kind: 'removed' }
  | { kind: 'existing-account' };

export interface VerifiedApplicant {
  isNewUser: boolean;
  user: { isAgent: boolean; agentStatus: number };
}

/**
 * Spec 4.3 routing after the agent sign-up phone check. -1 starts the agent flow for a new
 * phone, while an existing (non-agent) account is asked to log in first (spec 8 'existing
 * account'); 0 is under review; 2 rejected; 3 the details form; 4 removed; anything else means
 * already an agent. For someone who already is an agent the same table applies, with -1 counted
 * among "other values" (the already-agent page).
 */
export function agentSignupOutcome({ isNewUser, user }: VerifiedApplicant): AgentOutcome {
  switch (user.agentStatus) {
    case AGENT_STATUS.NewApplicant:
      if (user.isAgent) return { kind: 'navigate', to: AGENT_ROUTES.alreadyAgent };
      return isNewUser ? { kind: 'navigate', to: AGENT_ROUTES.agentFlow } : { kind: 'existing-account' };
    case AGENT_STATUS.UnderReview:
      return { kind: 'pending' };
    case AGENT_STATUS.Rejected:
      return { kind: 'rejected' };
    case AGENT_STATUS.DetailsRequired:
      return { kind: 'navigate', to: AGENT_ROUTES.detailsForm };
    case AGENT_STATUS.Removed:
      return { kind: 'removed' };
    default:
      return { kind: 'navigate', to: AGENT_ROUTES.alreadyAgent };
  }
}
