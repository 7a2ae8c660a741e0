import { agentRejectedMessage, agentRemovedMessage, AGENT_PENDING_MESSAGE, SUPPORT_EMAIL } from './messages';

/** agentStatus values of spec 4.3 (Approved is the value the API sets; any unlisted value also means "already an agent"). */
export const AGENT_STATUS = {
  NewApplicant: -1,
  UnderReview: 0,
  Approved: 1,
  Rejected: 2,
  DetailsRequired: 3,
  Removed: 4,
} as const;

export type AgentRoute = 'agent-flow' | 'under-review' | 'rejected' | 'details-form' | 'removed' | 'already-agent';

/** Where spec 4.3 sends a user in the agent flow. Users who are not agents start the agent flow. */
export function agentStatusRoute(user: { isAgent: boolean; agentStatus: number }): AgentRoute {
  if (!user.isAgent || user.agentStatus === AGENT_STATUS.NewApplicant) return 'agent-flow';
  switch (user.agentStatus) {
    case AGENT_STATUS.UnderReview:
      return 'under-review';
    case AGENT_STATUS.Rejected:
      return 'rejected';
    case AGENT_STATUS.DetailsRequired:
      return 'details-form';
    case AGENT_STATUS.Removed:
      return 'removed';
    default:
      return 'already-agent';
  }
}

/** The spec 8 text shown for a route, when it shows one. */
export function agentRouteMessage(route: AgentRoute, supportEmail: string = SUPPORT_EMAIL): string | null {
  switch (route) {
    case 'under-review':
      return AGENT_PENDING_MESSAGE;
    case 'rejected':
      return agentRejectedMessage(supportEmail);
    case 'removed':
      return agentRemovedMessage(supportEmail);
    default:
      return null;
  }
}

/** Partner types of spec 3. */
export const PARTNER_TYPES = [
  { value: 1, label: 'Lender', dashboard: '/partner/lender' },
  { value: 2, label: 'Loan Broker', dashboard: '/partner/loanbroker' },
  { value: 3, label: 'Real Estate Agent', dashboard: '/partner/realestate' },
  { value: 4, label: 'Service Provider', dashboard: '/partner/serviceprovider' },
] as const;

export function partnerTypeLabel(type: number): string {
  return PARTNER_TYPES.find((t) => t.value === type)?.label ?? 'Partner';
}

/** Words a manager reads for each agentStatus of spec 4.3. */
export function agentStatusLabel(agentStatus: number): string {
  switch (agentStatus) {
    case AGENT_STATUS.NewApplicant:
      return 'New applicant';
    case AGENT_STATUS.UnderReview:
      return 'Under review';
    case AGENT_STATUS.Rejected:
      return 'Rejected';
    case AGENT_STATUS.DetailsRequired:
      return 'Details required';
    case AGENT_STATUS.Removed:
      return 'Deactivated';
    default:
      return 'Approved';
  }
}
