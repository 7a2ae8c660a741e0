import type { SliceRoute } from '@homeward/contracts';
import { agentRoutes } from './agent/routes';
import { partnerRoutes } from './partner/routes';

/** The pages this slice owns. Read at build time into descriptor.json; pure data only. */
export const routes: SliceRoute[] = [...agentRoutes, ...partnerRoutes];
