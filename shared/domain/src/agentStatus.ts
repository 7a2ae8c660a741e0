import { PARTNER_TYPES_TABLE, partnerTypeEntry, paths } from '@homeward/contracts';
import { agentRejectedMessage, agentRemovedMessage, AGENT_PENDING_MESSAGE, EXISTING_ACCOUNT_MESSAGE } from './messages';

/** agentStatus values of spec 4.3 (Approved is the value the API sets; any unlisted value also means "already an agent"). */
export const AGENT_STATUS = {
  NewApplicant: -1,
  UnderReview: 0,
  Approved: 1,
  Rejected: 2,
  DetailsRequired: 3,
  Removed: 4,
} as const;

export type AgentRoute =
  | 'agent-flow'
  | 'existing-account'
  | 'under-review'
  | 'rejected'
  | 'details-form'
  | 'removed'
  | 'already-agent';

export interface AgentStanding {
  isAgent: boolean;
  agentStatus: number;
}

export interface AgentRoutingContext {
  /** The verified phone already belongs to an account (VerifyCodeWithAgentStatus said isNewUser false). */
  hasAccount?: boolean;
  /** The visitor is signed in, so an existing account may apply with its own sign-in. */
  signedIn?: boolean;
}

/** The route of each agentStatus past the application's start; any other value is an agent already. */
const STATUS_ROUTES: ReadonlyMap<number, AgentRoute> = new Map([
  [AGENT_STATUS.UnderReview, 'under-review'],
  [AGENT_STATUS.Rejected, 'rejected'],
  [AGENT_STATUS.DetailsRequired, 'details-form'],
  [AGENT_STATUS.Removed, 'removed'],
]);

/**
 * The one agent-status routing of spec 4.3, used by mf-auth's sign-up modal, mf-partners' pages
 * and the API: -1 starts the application (an account that is not signed in must log in first,
 * spec 8 'existing account'); 0 under review; 2 rejected; 3 the details form; 4 deactivated; any
 * other value means already an agent. For someone who already is an agent, -1 counts among the
 * other values.
 */
export function agentStatusRoute(user: AgentStanding, context: AgentRoutingContext = {}): AgentRoute {
  if (user.agentStatus === AGENT_STATUS.NewApplicant) {
    if (user.isAgent) return 'already-agent';
    return context.hasAccount && !context.signedIn ? 'existing-account' : 'agent-flow';
  }
  return STATUS_ROUTES.get(user.agentStatus) ?? 'already-agent';
}

/** The page each route leads to; routes without a page are told in a modal (spec 8). */
export const AGENT_ROUTE_PATHS: Readonly<Record<AgentRoute, string | null>> = {
  'agent-flow': paths.agent.agentFlow.href(),
  'existing-account': null,
  'under-review': paths.agent.underReview.href(),
  rejected: null,
  'details-form': paths.agent.detailsForm.href(),
  removed: null,
  'already-agent': paths.agent.alreadyAgent.href(),
};

/** The spec 8 text shown for a route, when it shows one; `supportEmail` is the deployment's (site config). */
export function agentRouteMessage(route: AgentRoute, supportEmail: string): string | null {
  switch (route) {
    case 'under-review':
      return AGENT_PENDING_MESSAGE;
    case 'rejected':
      return agentRejectedMessage(supportEmail);
    case 'removed':
      return agentRemovedMessage(supportEmail);
    case 'existing-account':
      return EXISTING_ACCOUNT_MESSAGE;
    default:
      return null;
  }
}

/** Partner types of spec 3 as a list to choose from: the number and its name (the contracts' table). */
export const PARTNER_TYPES = PARTNER_TYPES_TABLE.map(({ type, label }) => ({ value: type, label }));

export function partnerTypeLabel(type: number): string {
  return partnerTypeEntry(type)?.label ?? 'Partner';
}

/** Words a manager reads for each agentStatus of spec 4.3; any other value is Approved. */
const STATUS_LABELS: ReadonlyMap<number, string> = new Map([
  [AGENT_STATUS.NewApplicant, 'New applicant'],
  [AGENT_STATUS.UnderReview, 'Under review'],
  [AGENT_STATUS.Rejected, 'Rejected'],
  [AGENT_STATUS.DetailsRequired, 'Details required'],
  [AGENT_STATUS.Removed, 'Deactivated'],
]);

export function agentStatusLabel(agentStatus: number): string {
  return STATUS_LABELS.get(agentStatus) ?? 'Approved';
}
