import type { SliceRoute } from '@homeward/contracts';

/**
 * The agent application and where each agent status leads (spec 2.1, 4.3). The application pages
 * are public: a visitor who verified a phone in the agent sign-up modal applies before having an
 * account. The agent's home (/agent/Index, /agent/AgentIndex/AgentIndex, /agent/activity) is drawn
 * by the partner dashboards.
 */
export const agentRoutes: SliceRoute[] = [
  { path: '/agent/become-an-agent', layout: 'default', guard: 'public', title: 'Become a Homeward agent' },
  { path: '/agent/become-a-partner', layout: 'default', guard: 'public', title: 'Partner with Homeward as an agent' },
  { path: '/agent/agent-flow', layout: 'default', guard: 'public', title: 'Agent application' },
  { path: '/agent/agent-flow/alreadyagent', layout: 'default', guard: 'public' },
  { path: '/agent/underreview', layout: 'default', guard: 'public' },
  { path: '/agent/agentflow-thankyou', layout: 'default', guard: 'public' },
  { path: '/agent/become-an-agent/checkout', layout: 'default', guard: 'public' },
  { path: '/agent/become-an-agent/checkout/confirm', layout: 'default', guard: 'public' },
  { path: '/agent/become-an-agent/checkout/details', layout: 'default', guard: 'public' },
  { path: '/agent-become-an-agentdetails', layout: 'default', guard: 'public' },
  { path: '/agent-become-an-agent-details', layout: 'default', guard: 'public' },
];
