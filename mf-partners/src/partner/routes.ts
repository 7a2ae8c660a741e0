import { PARTNER_TYPES_TABLE, paths, type SliceRoute } from '@homeward/contracts';

type Module = `partner/${string}`;
const open = (module: Module, title?: string) => ({ page: module, layout: 'default', guard: 'public', ...(title && { title }) }) as const;
const signedIn = (module: Module) => ({ page: module, layout: 'default', guard: 'private' }) as const;
const dashboard = { page: 'partner/dashboard/DashboardPage', layout: 'dashboard', guard: 'private' } as const;
const { partner, agent } = paths;
const KINDS = PARTNER_TYPES_TABLE.map((entry) => entry.kind);
const SECTIONS = ['Agent', 'Builder', 'Inspector', 'Lender', 'TitleEscrow'] as const;

/**
 * Partner onboarding and the partner dashboards (`paths.partner`, and the agent's home in
 * `paths.agent`). The programme pages are public; applying and the dashboards need a signed-in
 * user (the footer's partner links send visitors to sign in first).
 */
export const partnerRoutes: SliceRoute[] = [
  { path: partner.becomeAPartner.path, ...open('partner/pages/BecomePartnerPage', 'Become a partner') },
  ...partner.becomeAPartner.aliases.map((path) => ({ path, ...open('partner/pages/BecomePartnerPage') })),
  { path: partner.builder.path, ...open('partner/pages/ProgrammePage', 'Builder partners') },
  { path: partner.lender.path, ...open('partner/pages/ProgrammePage', 'Lender and loan broker partners') },
  { path: partner.titleAndEscrow.path, ...open('partner/pages/ProgrammePage', 'Title and escrow partners') },
  { path: partner.inspector.path, ...open('partner/pages/ProgrammePage', 'Become a home inspector partner') },
  { path: partner.inspector.aliases[0], ...open('partner/pages/ProgrammePage', 'Home inspector partners') },
  { path: partner.inspector.aliases[1], ...open('partner/pages/ProgrammePage') },
  ...SECTIONS.map((name) => ({ path: partner.section.href(name), ...open('partner/pages/SectionPage') })),
  ...[partner.applicationStep.path, ...partner.applicationStep.aliases].map((path) => ({ path, ...signedIn('partner/application/ApplicationPage') })),
  ...KINDS.map((kind) => ({ path: partner.landing.href(kind), ...signedIn('partner/pages/PartnerLandingPage') })),
  ...KINDS.map((kind) => ({ path: partner.dashboard.href(kind), ...dashboard })),
  ...[agent.home.path, ...agent.home.aliases].map((path) => ({ path, ...dashboard })),
];
