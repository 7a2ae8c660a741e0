import type { SliceRoute } from '@homeward/contracts';

/**
 * The agent application and where each agent status leads (spec 2.1, 4.3). The application pages
 * are public: a visitor who verified a phone in the agent sign-up modal applies before having an
 * account. The agent's home (/agent/Index, /agent/AgentIndex/AgentIndex, /agent/activity) is drawn
 * by the partner dashboards.
 */
export const agentRoutes: SliceRoute[] = [
  { path: '/agent/become-an-agent', page: 'agent/pages/BecomeAnAgentPage', layout: 'default', guard: 'public', title: 'Become a Homeward agent' },
  { path: '/agent/become-a-partner', page: 'agent/pages/BecomeAPartnerPage', layout: 'default', guard: 'public', title: 'Partner with Homeward as an agent' },
  { path: '/agent/agent-flow', page: 'agent/pages/AgentFlowPage', layout: 'default', guard: 'public', title: 'Agent application' },
  { path: '/agent/agent-flow/alreadyagent', page: 'agent/pages/AlreadyAgentPage', layout: 'default', guard: 'public' },
  { path: '/agent/underreview', page: 'agent/pages/UnderReviewPage', layout: 'default', guard: 'public' },
  { path: '/agent/agentflow-thankyou', page: 'agent/pages/ThankYouPage', layout: 'default', guard: 'public' },
  { path: '/agent/become-an-agent/checkout', page: 'agent/pages/AgentFlowPage', layout: 'default', guard: 'public' },
  { path: '/agent/become-an-agent/checkout/confirm', page: 'agent/pages/CheckoutConfirmPage', layout: 'default', guard: 'public' },
  { path: '/agent/become-an-agent/checkout/details', page: 'agent/pages/DetailsFormPage', layout: 'default', guard: 'public' },
  { path: '/agent-become-an-agentdetails', page: 'agent/pages/DetailsFormPage', layout: 'default', guard: 'public' },
  { path: '/agent-become-an-agent-details', page: 'agent/pages/DetailsFormPage', layout: 'default', guard: 'public' },
];
