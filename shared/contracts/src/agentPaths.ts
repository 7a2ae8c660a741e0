import { sitePages } from './pagePaths';

/**
 * Site paths of the agent application (spec 2.1). mf-auth's agent sign-up modal and mf-partners
 * link to them; mf-partners owns the pages.
 */
export const agentPagePaths = {
  becomeAnAgent: '/agent/become-an-agent',
  becomeAPartner: '/agent/become-a-partner',
  agentFlow: '/agent/agent-flow',
  alreadyAgent: '/agent/agent-flow/alreadyagent',
  underReview: '/agent/underreview',
  thankYou: '/agent/agentflow-thankyou',
  checkout: '/agent/become-an-agent/checkout',
  checkoutConfirm: '/agent/become-an-agent/checkout/confirm',
  checkoutDetails: '/agent/become-an-agent/checkout/details',
  /** The agent details form (spec 2.1 spells it both ways). */
  detailsForm: '/agent-become-an-agentdetails',
  detailsFormAlias: '/agent-become-an-agent-details',
  /** The approved agent's home (the requests dashboard). */
  agentHome: '/agent/Index',
  brokerAgreement: sitePages.brokerAgreement,
} as const;

/** `auth:login-requested` with this reason opens the agent sign-up modal instead of the login modal. */
export const AGENT_SIGNUP_REASON = 'agent-signup';
