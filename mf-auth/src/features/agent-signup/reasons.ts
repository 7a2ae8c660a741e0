/** `auth:login-requested` with this reason opens the agent sign-up modal instead of the login modal. */
export const AGENT_SIGNUP_REASON = 'agent-signup';
