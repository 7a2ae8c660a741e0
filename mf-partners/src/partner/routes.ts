import type { SliceRoute } from '@homeward/contracts';

/**
 * Partner onboarding and the partner dashboards. The programme pages are public; applying and the
 * dashboards need a signed-in user (the footer's partner links send visitors to sign in first).
 */
export const partnerRoutes: SliceRoute[] = [
  { path: '/become-a-partner', layout: 'default', guard: 'public', title: 'Become a partner' },
  { path: '/become-a-partner/PartnerIndex/PartnerIndex', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/builder', layout: 'default', guard: 'public', title: 'Builder partners' },
  { path: '/become-a-partner/inspector', layout: 'default', guard: 'public', title: 'Home inspector partners' },
  { path: '/become-a-partner/lender', layout: 'default', guard: 'public', title: 'Lender and loan broker partners' },
  { path: '/become-a-partner/title-and-escrow', layout: 'default', guard: 'public', title: 'Title and escrow partners' },
  { path: '/become-a-partner/sections/Agent', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/sections/Builder', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/sections/Inspector', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/sections/Lender', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/sections/TitleEscrow', layout: 'default', guard: 'public' },
  { path: '/become-a-partner/:programme/:step', layout: 'default', guard: 'private' },
  { path: '/inspections/become_an_inspector', layout: 'default', guard: 'public', title: 'Become a home inspector partner' },
  { path: '/inspections/inspector', layout: 'default', guard: 'public' },
  { path: '/inspections/inspector/inspector-info', layout: 'default', guard: 'private' },
  { path: '/inspections/inspector/business-info', layout: 'default', guard: 'private' },
  { path: '/inspections/inspector/additional-info', layout: 'default', guard: 'private' },
  { path: '/partner/lender', layout: 'default', guard: 'private' },
  { path: '/partner/loanbroker', layout: 'default', guard: 'private' },
  { path: '/partner/realestate', layout: 'default', guard: 'private' },
  { path: '/partner/serviceprovider', layout: 'default', guard: 'private' },
  { path: '/partner/lender/dashboard', layout: 'dashboard', guard: 'private' },
  { path: '/partner/loanbroker/dashboard', layout: 'dashboard', guard: 'private' },
  { path: '/partner/realestate/dashboard', layout: 'dashboard', guard: 'private' },
  { path: '/partner/serviceprovider/dashboard', layout: 'dashboard', guard: 'private' },
  { path: '/agent/activity', layout: 'dashboard', guard: 'private' },
  { path: '/agent/Index', layout: 'dashboard', guard: 'private' },
  { path: '/agent/AgentIndex/AgentIndex', layout: 'dashboard', guard: 'private' },
];
