import { lazyPage, type PreloadablePage } from '@homeward/platform';
import type { ComponentType } from 'react';

/**
 * The page modules that routes.ts names, by name (relative to src, no extension): each is loaded
 * the first time a route that names it is drawn. A page reads what it shows from its path.
 */
export const PAGES: Readonly<Record<string, PreloadablePage<ComponentType>>> = {
  'agent/pages/BecomeAnAgentPage': lazyPage(() => import('./agent/pages/BecomeAnAgentPage')),
  'agent/pages/BecomeAPartnerPage': lazyPage(() => import('./agent/pages/BecomeAPartnerPage')),
  'agent/pages/AgentFlowPage': lazyPage(() => import('./agent/pages/AgentFlowPage')),
  'agent/pages/AlreadyAgentPage': lazyPage(() => import('./agent/pages/AlreadyAgentPage')),
  'agent/pages/UnderReviewPage': lazyPage(() => import('./agent/pages/UnderReviewPage')),
  'agent/pages/ThankYouPage': lazyPage(() => import('./agent/pages/ThankYouPage')),
  'agent/pages/CheckoutConfirmPage': lazyPage(() => import('./agent/pages/CheckoutConfirmPage')),
  'agent/pages/DetailsFormPage': lazyPage(() => import('./agent/pages/DetailsFormPage')),
  'partner/pages/BecomePartnerPage': lazyPage(() => import('./partner/pages/BecomePartnerPage')),
  'partner/pages/SectionPage': lazyPage(() => import('./partner/pages/SectionPage')),
  'partner/pages/ProgrammePage': lazyPage(() => import('./partner/pages/ProgrammePage')),
  'partner/application/ApplicationPage': lazyPage(() => import('./partner/application/ApplicationPage')),
  'partner/pages/PartnerLandingPage': lazyPage(() => import('./partner/pages/PartnerLandingPage')),
  'partner/dashboard/DashboardPage': lazyPage(() => import('./partner/dashboard/DashboardPage')),
};
