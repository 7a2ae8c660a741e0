import { PARTNER_TYPES_TABLE, type PartnerKind, type PartnerType, partnerTypeEntry, type PartnerTypeEntry, paths } from '@homeward/contracts';
import type { PartnerApplicationKind } from '@homeward/contracts/signed-in';

/** One partner programme: what the pages say about it and how its application is laid out. */
export interface Programme {
  kind: PartnerApplicationKind;
  /** 'Home inspector', used in headings. */
  name: string;
  partnerType: PartnerType;
  /** The programme page. */
  path: string;
  /** Other addresses of the programme page. */
  aliases?: readonly string[];
  /** The application's step pages, step 1 to 3. */
  stepPaths: readonly [string, string, string];
  summary: string;
  benefits: readonly string[];
  licenseLabel: string;
  licenseHint: string;
  servicesLabel: string;
  services: readonly string[];
  /** The first step's label in the breadcrumb when the spec names it ('Inspector info'). */
  contactStepLabel?: string;
}

const steps = (kind: PartnerApplicationKind) =>
  [paths.partner.applicationStep.href(kind, 1), paths.partner.applicationStep.href(kind, 2), paths.partner.applicationStep.href(kind, 3)] as const;

/** Lenders and loan brokers both answer buyers' mortgage requests, licensed by their NMLS number. */
const MORTGAGE_PARTNER = {
  benefits: [
    'Requests arrive with the mortgage form the buyer filled in.',
    'Buyers can name you with your lender code so their request comes straight to you.',
    'Your answer shows on the buyer’s mortgage tasks page.',
  ],
  licenseLabel: 'NMLS ID',
  licenseHint: 'Your Nationwide Multistate Licensing System number, digits only.',
} satisfies Partial<Programme>;
const LOAN_SERVICES = ['Purchase', 'Refinance', 'Home equity line of credit', 'FHA', 'VA', 'Jumbo'];

export const PROGRAMMES: Record<PartnerApplicationKind, Programme> = {
  inspector: {
    kind: 'inspector',
    name: 'Home inspector',
    partnerType: 4,
    path: paths.partner.inspector.href(),
    aliases: paths.partner.inspector.aliases,
    stepPaths: steps('inspector'),
    contactStepLabel: 'Inspector info',
    summary: 'Receive inspection requests from buyers whose homes are in your service area, with the address and the day they prefer.',
    benefits: [
      'Requests arrive with the address, the inspection type and the preferred day.',
      'You choose the states and zip codes you cover.',
      'Accept or decline each request from your dashboard; the buyer sees your answer at once.',
    ],
    licenseLabel: 'Home inspector licence number',
    licenseHint: 'As issued by your state licensing board.',
    servicesLabel: 'Inspections you offer',
    services: ['General', 'Pest', 'Roof', 'Sewer', 'Other'],
  },
  builder: {
    kind: 'builder',
    name: 'Builder',
    partnerType: 4,
    path: paths.partner.builder.href(),
    stepPaths: steps('builder'),
    summary: 'Show buyers who want a new home what you build, and hear from them when they are ready.',
    benefits: [
      'Your company appears to buyers looking in the areas you build in.',
      'You choose the states and zip codes you cover.',
      'One dashboard for every request routed to you.',
    ],
    licenseLabel: 'Contractor registration number (optional)',
    licenseHint: 'Leave empty if your state does not register builders.',
    servicesLabel: 'What you build',
    services: ['Single-family homes', 'Townhouses', 'Condominiums', 'Custom homes', 'Remodels and additions'],
  },
  lender: {
    kind: 'lender',
    name: 'Lender',
    partnerType: 1,
    path: paths.partner.lender.href(),
    stepPaths: steps('lender'),
    summary: 'Receive mortgage requests from buyers in your area, with the price, down payment and loan they are looking for.',
    ...MORTGAGE_PARTNER,
    servicesLabel: 'Loans you offer',
    services: LOAN_SERVICES,
  },
  'loan-broker': {
    kind: 'loan-broker',
    name: 'Loan broker',
    partnerType: 2,
    path: paths.partner.lender.href(),
    stepPaths: steps('loan-broker'),
    summary: 'Receive mortgage requests from buyers in your area and match them with the lenders you work with.',
    ...MORTGAGE_PARTNER,
    servicesLabel: 'Loans you arrange',
    services: LOAN_SERVICES,
  },
  'title-and-escrow': {
    kind: 'title-and-escrow',
    name: 'Title and escrow company',
    partnerType: 4,
    path: paths.partner.titleAndEscrow.href(),
    stepPaths: steps('title-and-escrow'),
    summary: 'Close the sales of buyers in your area: title search, title insurance and escrow.',
    benefits: [
      'Your company is offered to buyers closing in the areas you cover.',
      'You choose the states and zip codes you cover.',
      'One dashboard for every request routed to you.',
    ],
    licenseLabel: 'Title or escrow licence number',
    licenseHint: 'As issued by your state insurance or financial regulator.',
    servicesLabel: 'Services you offer',
    services: ['Title search', 'Title insurance', 'Escrow', 'Closing and signing'],
  },
};

/** The titles of the three steps (spec 4.4). */
export const STEP_TITLES = ['Enter your information', 'Enter info about your business', 'Enter additional info about your business'] as const;
/** Short labels of a programme's steps in the breadcrumb (spec 4.4: the inspector's are Inspector info, Business info, Additional info). */
export function stepLabels(programme: Pick<Programme, 'contactStepLabel'>): readonly [string, string, string] {
  return [programme.contactStepLabel ?? 'Your information', 'Business info', 'Additional info'];
}
export const MAX_STEPS = 3;

/**
 * A partner dashboard (spec 2.1 /partner/*): the kernel's entry for its partner type (number, URL
 * kind, dashboard name, landing page and dashboard), what it lists, and where someone without the
 * profile applies.
 */
export type DashboardKind = PartnerTypeEntry & {
  /** `/partner/{kind}`: the type's landing page. */
  landing: string;
  /** `/partner/{kind}/dashboard`. */
  dashboard: string;
  intro: string;
  apply: { label: string; to: string }[];
};

const MORTGAGE_INTRO = 'Mortgage requests from buyers in your area or who named your lender code, with the loan they are looking for.';

const DASHBOARD_TEXT: Record<PartnerKind, Pick<DashboardKind, 'intro' | 'apply'>> = {
  realestate: {
    intro: 'Tours and offers from buyers looking at homes in your area, grouped as upcoming tours, buy, sell and make-offer requests.',
    apply: [{ label: 'Apply as a real estate agent', to: paths.agent.becomeAnAgent.href() }],
  },
  lender: {
    intro: MORTGAGE_INTRO,
    apply: [{ label: 'Apply as a lender', to: PROGRAMMES.lender.stepPaths[0] }],
  },
  loanbroker: {
    intro: MORTGAGE_INTRO,
    apply: [{ label: 'Apply as a loan broker', to: PROGRAMMES['loan-broker'].stepPaths[0] }],
  },
  serviceprovider: {
    intro: 'Inspection requests for homes in your area, with the address and the day the buyer prefers.',
    apply: [
      { label: 'Apply as a home inspector', to: PROGRAMMES.inspector.stepPaths[0] },
      { label: 'Apply as a builder', to: PROGRAMMES.builder.stepPaths[0] },
      { label: 'Apply as a title and escrow company', to: PROGRAMMES['title-and-escrow'].stepPaths[0] },
    ],
  },
};

export const DASHBOARDS = Object.fromEntries(PARTNER_TYPES_TABLE.map((entry) => [entry.kind, { ...entry, landing: paths.partner.landing.href(entry.kind), dashboard: paths.partner.dashboard.href(entry.kind), ...DASHBOARD_TEXT[entry.kind] }])) as Record<PartnerKind, DashboardKind>;

export const dashboardOfType = (type: number): DashboardKind | undefined => {
  const entry = partnerTypeEntry(type);
  return entry && DASHBOARDS[entry.kind];
};

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The dashboard a path draws: /partner/{kind}/dashboard, or the real estate one for the agent's home pages. */
export const dashboardAt = (pathname: string): DashboardKind => Object.values(DASHBOARDS).find((d) => samePath(d.dashboard, pathname)) ?? DASHBOARDS.realestate;

/** The partner type whose landing page (/partner/{kind}) a path is. */
export const landingAt = (pathname: string): DashboardKind | undefined => Object.values(DASHBOARDS).find((d) => samePath(d.landing, pathname));

/** The programmes a programme page presents (lenders and loan brokers share theirs). */
export const programmesAt = (pathname: string): Programme[] =>
  Object.values(PROGRAMMES).filter((p) => [p.path, ...(p.aliases ?? [])].some((path) => samePath(path, pathname)));

/** The programme and step (1–3) of an application step's page; undefined for any other path. */
export function applicationStepAt(pathname: string): { programme: Programme; step: 1 | 2 | 3 } | undefined {
  for (const programme of Object.values(PROGRAMMES)) {
    const index = programme.stepPaths.findIndex((path) => samePath(path, pathname));
    if (index >= 0) return { programme, step: (index + 1) as 1 | 2 | 3 };
  }
  return undefined;
}
