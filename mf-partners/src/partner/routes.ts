import type { SliceRoute } from '@homeward/contracts';

/**
 * Partner onboarding and the partner dashboards. The programme pages are public; applying and the
 * dashboards need a signed-in user (the footer's partner links send visitors to sign in first).
 */
export const partnerRoutes: SliceRoute[] = [
  { path: '/become-a-partner', page: 'partner/pages/BecomePartnerPage', layout: 'default', guard: 'public', title: 'Become a partner' },
  { path: '/become-a-partner/PartnerIndex/PartnerIndex', page: 'partner/pages/BecomePartnerPage', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/builder', page: 'partner/pages/ProgrammePage', layout: 'default', guard: 'public', title: 'Builder partners' },
  { path: '/become-a-partner/inspector', page: 'partner/pages/ProgrammePage', layout: 'default', guard: 'public', title: 'Home inspector partners' },
  { path: '/become-a-partner/lender', page: 'partner/pages/ProgrammePage', layout: 'default', guard: 'public', title: 'Lender and loan broker partners' },
  { path: '/become-a-partner/title-and-escrow', page: 'partner/pages/ProgrammePage', layout: 'default', guard: 'public', title: 'Title and escrow partners' },
  { path: '/become-a-partner/sections/Agent', page: 'partner/pages/SectionPage', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/sections/Builder', page: 'partner/pages/SectionPage', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/sections/Inspector', page: 'partner/pages/SectionPage', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/sections/Lender', page: 'partner/pages/SectionPage', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/sections/TitleEscrow', page: 'partner/pages/SectionPage', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/:programme/:step', page: 'partner/application/ApplicationPage', layout: 'default', guard: 'private' },
  { path: '/inspections/become_an_inspector', page: 'partner/pages/ProgrammePage', layout: 'default', guard: 'public', title: 'Become a home inspector partner' },
  { path: '/inspections/inspector', page: 'partner/pages/ProgrammePage', layout: 'default', guard: 'public' },
  { path: '/inspections/inspector/inspector-info', page: 'partner/application/ApplicationPage', layout: 'default', guard: 'private' },
  { path: '/inspections/inspector/business-info', page: 'partner/application/ApplicationPage', layout: 'default', guard: 'private' },
  { path: '/inspections/inspector/additional-info', page: 'partner/application/ApplicationPage', layout: 'default', guard: 'private' },
  { path: '/partner/lender', page: 'partner/pages/PartnerLandingPage', layout: 'default', guard: 'private' },
  { path: '/partner/loanbroker', page: 'partner/pages/PartnerLandingPage', layout: 'default', guard: 'private' },
  { path: '/partner/realestate', page: 'partner/pages/PartnerLandingPage', layout: 'default', guard: 'private' },
  { path: '/partner/serviceprovider', page: 'partner/pages/PartnerLandingPage', layout: 'default', guard: 'private' },
  { path: '/partner/lender/dashboard', page: 'partner/dashboard/DashboardPage', layout: 'dashboard', guard: 'private' },
  { path: '/partner/loanbroker/dashboard', page: 'partner/dashboard/DashboardPage', layout: 'dashboard', guard: 'private' },
  { path: '/partner/realestate/dashboard', page: 'partner/dashboard/DashboardPage', layout: 'dashboard', guard: 'private' },
  { path: '/partner/serviceprovider/dashboard', page: 'partner/dashboard/DashboardPage', layout: 'dashboard', guard: 'private' },
  { path: '/agent/activity', page: 'partner/dashboard/DashboardPage', layout: 'dashboard', guard: 'private' },
  { path: '/agent/Index', page: 'partner/dashboard/DashboardPage', layout: 'dashboard', guard: 'private' },
  { path: '/agent/AgentIndex/AgentIndex', page: 'partner/dashboard/DashboardPage', layout: 'dashboard', guard: 'private' },
];
