import { paths } from '@homeward/contracts';
import { AGENT_ROUTE_PATHS, agentStatusRoute } from '@homeward/domain';

export const AGENT_ROUTES = {
  agentFlow: paths.agent.agentFlow.href(),
  underReview: paths.agent.underReview.href(),
  detailsForm: paths.agent.detailsForm.href(),
  alreadyAgent: paths.agent.alreadyAgent.href(),
} as const;

export type AgentOutcome =
  | { kind: 'navigate'; to: string }
  | { kind: 'pending' }
  | { kind: 'rejected' }
  | { kind: 'removed' }
  | { kind: 'existing-account' };

export interface VerifiedApplicant {
  isNewUser: boolean;
  user: { isAgent: boolean; agentStatus: number };
}

/**
 * Where the sign-up modal goes after the phone check: the one spec 4.3 routing of
 * `@homeward/domain`. Under review is told in the modal first (spec 8 title and text), with a link
 * to the status page; rejected, deactivated and existing-account are told in the modal.
 */
export function agentSignupOutcome({ isNewUser, user }: VerifiedApplicant, signedIn = false): AgentOutcome {
  const route = agentStatusRoute(user, { hasAccount: !isNewUser, signedIn });
  switch (route) {
    case 'under-review':
      return { kind: 'pending' };
    case 'rejected':
    case 'removed':
    case 'existing-account':
      return { kind: route };
    default:
      return { kind: 'navigate', to: AGENT_ROUTE_PATHS[route]! };
  }
}
