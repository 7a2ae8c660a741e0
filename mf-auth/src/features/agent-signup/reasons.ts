export { AGENT_SIGNUP_REASON } from '@homeward/contracts';
