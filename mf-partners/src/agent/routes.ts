import type { SliceRoute } from '@homeward/contracts';

/** The agent application and the agent's own pages. */
export const agentRoutes: SliceRoute[] = [];
