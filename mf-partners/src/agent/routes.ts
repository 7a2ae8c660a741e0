import { paths, type SliceRoute } from '@homeward/contracts';

const page = (module: `agent/pages/${string}`) => ({ page: module, layout: 'default', guard: 'public' }) as const;
const { agent } = paths;

/**
 * The agent application and where each agent status leads (spec 2.1, 4.3; `paths.agent`). The
 * application pages are public: a visitor who verified a phone in the agent sign-up modal applies
 * before having an account. The agent's home (`paths.agent.home`) is drawn by the partner
 * dashboards (partner/routes.ts).
 */
export const agentRoutes: SliceRoute[] = [
  { path: agent.becomeAnAgent.path, ...page('agent/pages/BecomeAnAgentPage'), title: 'Become a Homeward agent' },
  { path: agent.becomeAPartner.path, ...page('agent/pages/BecomeAPartnerPage'), title: 'Partner with Homeward as an agent' },
  { path: agent.agentFlow.path, ...page('agent/pages/AgentFlowPage'), title: 'Agent application' },
  { path: agent.alreadyAgent.path, ...page('agent/pages/AlreadyAgentPage') },
  { path: agent.underReview.path, ...page('agent/pages/UnderReviewPage') },
  { path: agent.thankYou.path, ...page('agent/pages/ThankYouPage') },
  { path: agent.checkout.path, ...page('agent/pages/AgentFlowPage') },
  { path: agent.checkoutConfirm.path, ...page('agent/pages/CheckoutConfirmPage') },
  ...[agent.checkoutDetails.path, agent.detailsForm.path, ...agent.detailsForm.aliases].map((path) => ({ path, ...page('agent/pages/DetailsFormPage') })),
];
