import type { PartnerType } from '@homeward/contracts';
import type { PartnerApplicationKind } from '@homeward/contracts/signed-in';

/** One partner programme: what the pages say about it and how its application is laid out. */
export interface Programme {
  kind: PartnerApplicationKind;
  /** 'Home inspector', used in headings. */
  name: string;
  partnerType: PartnerType;
  /** The programme page. */
  path: string;
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

const steps = (base: string, first = 'contact-info') => [`${base}/${first}`, `${base}/business-info`, `${base}/additional-info`] as const;

export const PROGRAMMES: Record<PartnerApplicationKind, Programme> = {
  inspector: {
    kind: 'inspector',
    name: 'Home inspector',
    partnerType: 4,
    path: '/inspections/become_an_inspector',
    stepPaths: steps('/inspections/inspector', 'inspector-info'),
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
    path: '/become-a-partner/builder',
    stepPaths: steps('/become-a-partner/builder'),
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
    path: '/become-a-partner/lender',
    stepPaths: steps('/become-a-partner/lender'),
    summary: 'Receive mortgage requests from buyers in your area, with the price, down payment and loan they are looking for.',
    benefits: [
      'Requests arrive with the mortgage form the buyer filled in.',
      'Buyers can name you with your lender code so their request comes straight to you.',
      'Your answer shows on the buyer’s mortgage tasks page.',
    ],
    licenseLabel: 'NMLS ID',
    licenseHint: 'Your Nationwide Multistate Licensing System number, digits only.',
    servicesLabel: 'Loans you offer',
    services: ['Purchase', 'Refinance', 'Home equity line of credit', 'FHA', 'VA', 'Jumbo'],
  },
  'loan-broker': {
    kind: 'loan-broker',
    name: 'Loan broker',
    partnerType: 2,
    path: '/become-a-partner/lender',
    stepPaths: steps('/become-a-partner/loan-broker'),
    summary: 'Receive mortgage requests from buyers in your area and match them with the lenders you work with.',
    benefits: [
      'Requests arrive with the mortgage form the buyer filled in.',
      'Buyers can name you with your lender code so their request comes straight to you.',
      'Your answer shows on the buyer’s mortgage tasks page.',
    ],
    licenseLabel: 'NMLS ID',
    licenseHint: 'Your Nationwide Multistate Licensing System number, digits only.',
    servicesLabel: 'Loans you arrange',
    services: ['Purchase', 'Refinance', 'Home equity line of credit', 'FHA', 'VA', 'Jumbo'],
  },
  'title-and-escrow': {
    kind: 'title-and-escrow',
    name: 'Title and escrow company',
    partnerType: 4,
    path: '/become-a-partner/title-and-escrow',
    stepPaths: steps('/become-a-partner/title-and-escrow'),
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

/** A partner dashboard (spec 2.1 /partner/*): which profile it needs and what it lists. */
export interface DashboardKind {
  slug: 'lender' | 'loanbroker' | 'realestate' | 'serviceprovider';
  partnerType: PartnerType;
  title: string;
  /** The landing page. */
  path: string;
  dashboardPath: string;
  intro: string;
  /** Where someone without the profile applies. */
  apply: { label: string; to: string }[];
}

export const DASHBOARDS: Record<DashboardKind['slug'], DashboardKind> = {
  realestate: {
    slug: 'realestate',
    partnerType: 3,
    title: 'Real Estate Dashboard',
    path: '/partner/realestate',
    dashboardPath: '/partner/realestate/dashboard',
    intro: 'Tours and offers from buyers looking at homes in your area, grouped as upcoming tours, buy, sell and make-offer requests.',
    apply: [{ label: 'Apply as a real estate agent', to: '/agent/become-an-agent' }],
  },
  lender: {
    slug: 'lender',
    partnerType: 1,
    title: 'Lender Dashboard',
    path: '/partner/lender',
    dashboardPath: '/partner/lender/dashboard',
    intro: 'Mortgage requests from buyers in your area or who named your lender code, with the loan they are looking for.',
    apply: [{ label: 'Apply as a lender', to: PROGRAMMES.lender.stepPaths[0] }],
  },
  loanbroker: {
    slug: 'loanbroker',
    partnerType: 2,
    title: 'Loan Broker Dashboard',
    path: '/partner/loanbroker',
    dashboardPath: '/partner/loanbroker/dashboard',
    intro: 'Mortgage requests from buyers in your area or who named your lender code, with the loan they are looking for.',
    apply: [{ label: 'Apply as a loan broker', to: PROGRAMMES['loan-broker'].stepPaths[0] }],
  },
  serviceprovider: {
    slug: 'serviceprovider',
    partnerType: 4,
    title: 'Service Provider Dashboard',
    path: '/partner/serviceprovider',
    dashboardPath: '/partner/serviceprovider/dashboard',
    intro: 'Inspection requests for homes in your area, with the address and the day the buyer prefers.',
    apply: [
      { label: 'Apply as a home inspector', to: PROGRAMMES.inspector.stepPaths[0] },
      { label: 'Apply as a builder', to: PROGRAMMES.builder.stepPaths[0] },
      { label: 'Apply as a title and escrow company', to: PROGRAMMES['title-and-escrow'].stepPaths[0] },
    ],
  },
};

export const dashboardOfType = (type: number): DashboardKind | undefined => Object.values(DASHBOARDS).find((d) => d.partnerType === type);
