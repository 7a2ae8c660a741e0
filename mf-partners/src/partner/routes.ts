import type { SliceRoute } from '@homeward/contracts';

/** Partner onboarding and the partner dashboards. */
export const partnerRoutes: SliceRoute[] = [];
