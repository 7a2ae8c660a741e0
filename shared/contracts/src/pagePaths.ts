/**
 * Every page address that more than one place links to: the route pattern a router matches and
 * the builder a link uses, side by side, so a URL is spelt (and encoded) once. Patterns are
 * react-router 7 patterns; builders return absolute, same-origin paths.
 */
import type { PartnerType } from './api/codes';
import type { PartnerApplicationKind } from './api/partnerApplications';

const enc = encodeURIComponent;

/** City segment of a listings URL (spec 2.2): spaces become hyphens. */
export function citySlug(city: string): string {
  return city.trim().replace(/\s+/g, '-');
}

/** A segment of a home's address-shaped URL: lower case, words joined by hyphens. */
function addressSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a home's address-shaped URL is made of. */
export interface HomeAddressParts {
  mls: string;
  state: string;
  city: string;
  address: string;
  unit?: string | null;
}

/**
 * The address-shaped URL of a home (spec 2.2 `/:state/:city/:street?/:unit?/home/:mls`), so a
 * shared link says where the home is before anyone opens it. It is the home's canonical address:
 * `/home/:mls` and `/listingdetails/:state/:mls` point to it.
 */
function propertyByAddress(listing: HomeAddressParts): string {
  const parts = [listing.state.toUpperCase(), addressSlug(listing.city) || 'city'];
  const street = addressSlug(listing.address);
  if (street) parts.push(street);
  if (street && listing.unit && addressSlug(listing.unit)) parts.push(addressSlug(listing.unit));
  return `/${parts.map(enc).join('/')}/home/${enc(listing.mls)}`;
}

/** Two-letter state segment: trimmed, upper case. */
const stateSegment = (state: string) => enc(state.trim().toUpperCase());

/** `?a=1&b=2` from the pairs that have a value; '' when none has. */
function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The listings pages and their sold-homes mirror (spec 2.1): same shapes, another root. */
export const LISTINGS_ROOT = '/listings';
export const SOLD_LISTINGS_ROOT = '/listingsold';

/** Options of the listings builders: `sold` builds the /listingsold mirror of the same page. */
export interface ListingsPathOptions {
  sold?: boolean;
}

const listingsRoot = (options?: ListingsPathOptions) => (options?.sold ? SOLD_LISTINGS_ROOT : LISTINGS_ROOT);

/** Whether a path is on the /listingsold mirror (so the links it makes stay there). */
export function isSoldListingsPath(pathname: string): boolean {
  return /^\/listingsold(\/|$)/i.test(pathname);
}

export const pagePatterns = {
  home: '/',
  listings: '/listings/:parent?/:state?/:city?',
  soldListings: '/listingsold/:parent?/:state?/:city?',
  property: '/home/:mls?',
  propertyByAddress: '/:state/:city/:street?/:unit?/home/:mls',
  login: '/login',
  adminLogin: '/admin/login',
  /** The manager pages (mf-admin); `/admin` itself goes on to adminHome. */
  admin: '/admin',
  adminHome: '/admin/home',
  adminAgents: '/admin/agents',
  adminAgentsToVerify: '/admin/agents/vertifyStatus',
  adminUsers: '/admin/user-manager',
  adminPartnerApplications: '/admin/inspector-manager',
  adminRequests: '/admin/request',
  adminLenders: '/admin/lend/lending-manager',
  adminMortgageRequests: '/admin/lend/lending-details',
  adminLenderDetails: '/admin/lend/lender-details/:id?',
  adminNotifications: '/admin/notification',
  adminSettings: '/admin/settings',
  adminListingsFeed: '/admin/listings-feed',
  account: '/account',
  sitemap: '/sitemap',
  partnerLanding: '/partner/:kind',
  partnerDashboard: '/partner/:kind/dashboard',
  /** A step of a builder's, lender's, loan broker's or title and escrow company's application. */
  partnerApplicationStep: '/become-a-partner/:programme/:step',
} as const;

/**
 * The partner types of spec 3, once: each type's number, the kind that spells it in URLs, its
 * name, its dashboard's name, and its landing page and dashboard (spec 2.1 /partner/*). The
 * shell's menus, the partners slice, the domain's labels and the API's messages read this table.
 */
export const PARTNER_TYPES_TABLE = [
  { type: 1, kind: 'lender', label: 'Lender', dashboardLabel: 'Lender Dashboard', landing: '/partner/lender', dashboard: '/partner/lender/dashboard' },
  { type: 2, kind: 'loanbroker', label: 'Loan Broker', dashboardLabel: 'Loan Broker Dashboard', landing: '/partner/loanbroker', dashboard: '/partner/loanbroker/dashboard' },
  { type: 3, kind: 'realestate', label: 'Real Estate Agent', dashboardLabel: 'Real Estate Dashboard', landing: '/partner/realestate', dashboard: '/partner/realestate/dashboard' },
  { type: 4, kind: 'serviceprovider', label: 'Service Provider', dashboardLabel: 'Service Provider Dashboard', landing: '/partner/serviceprovider', dashboard: '/partner/serviceprovider/dashboard' },
] as const satisfies readonly { type: PartnerType; kind: string; label: string; dashboardLabel: string; landing: string; dashboard: string }[];

export type PartnerTypeEntry = (typeof PARTNER_TYPES_TABLE)[number];
/** Partner kinds in URLs (spec 3). */
export type PartnerKind = PartnerTypeEntry['kind'];

/** The table's entry for a partner type number; undefined for a number spec 3 does not list. */
export function partnerTypeEntry(type: number): PartnerTypeEntry | undefined {
  return PARTNER_TYPES_TABLE.find((entry) => entry.type === type);
}

const partnerKindEntry = (kind: PartnerKind): PartnerTypeEntry => PARTNER_TYPES_TABLE.find((entry) => entry.kind === kind)!;

/** `/listings/city/WA/Mercer-Island` (or `/listingsold/…`): the one spelling of a city's listings. */
const cityListings = (state: string, city: string, options?: ListingsPathOptions) =>
  `${listingsRoot(options)}/city/${stateSegment(state)}/${enc(citySlug(city))}`;

export const pagePaths = {
  home: (tab?: number) => (tab === undefined ? '/' : `/?tab=${tab}`),
  cityListings,
  zipListings: (state: string, zip: string, options?: ListingsPathOptions) => `${listingsRoot(options)}/zip/${stateSegment(state)}/${enc(zip.trim())}`,
  zipcodeListings: (zip: string, options?: ListingsPathOptions) => `${listingsRoot(options)}${query({ zipcode: zip })}`,
  property: (mls: string) => `/home/${enc(mls)}`,
  propertyByAddress,
  /** The Buy link (spec 2.4): the listings city page for Bellevue, WA. */
  buy: () => cityListings('WA', 'Bellevue'),
  /** The sign-in page, coming back to `redirect` (a same-origin path) once signed in. */
  login: (redirect?: string) => (redirect ? `/login?redirect=${enc(redirect)}` : '/login'),
  adminLogin: (redirect?: string) => (redirect ? `/admin/login?redirect=${enc(redirect)}` : '/admin/login'),
  adminHome: () => '/admin/home',
  adminAgents: () => '/admin/agents',
  adminAgentsToVerify: () => '/admin/agents/vertifyStatus',
  /** The user manager, showing everyone or one group of users. */
  adminUsers: (filter?: 'all' | 'agents' | 'partners' | 'suspended' | 'managers') => `/admin/user-manager${query({ filter })}`,
  adminPartnerApplications: () => '/admin/inspector-manager',
  /** The request dashboard, showing every request or those with or without a partner. */
  adminRequests: (assignment?: 'all' | 'unassigned' | 'assigned') => `/admin/request${query({ assignment })}`,
  adminLenders: () => '/admin/lend/lending-manager',
  adminMortgageRequests: () => '/admin/lend/lending-details',
  /** One lender's details; without an id, the page that asks which lender. */
  adminLenderDetails: (id?: string) => (id ? `/admin/lend/lender-details/${enc(id)}` : '/admin/lend/lender-details'),
  /** The notifications page, its new notice addressed to one user when `to` is given. */
  adminNotifications: (to?: { userId: string; name: string }) => `/admin/notification${query({ userId: to?.userId, name: to?.name })}`,
  adminSettings: () => '/admin/settings',
  adminListingsFeed: () => '/admin/listings-feed',
  account: () => '/account',
  sitemap: () => '/sitemap',
  partnerLanding: (kind: PartnerKind) => partnerKindEntry(kind).landing,
  partnerDashboard: (kind: PartnerKind) => partnerKindEntry(kind).dashboard,
  /** A saved search's results: its place's listings page, told which saved search to open (filters, sort, map area). */
  savedSearch: (id: string, place: { kind: string; name: string; state: string }) => {
    const at = `${SAVED_SEARCH_PARAM}=${enc(id)}`;
    if (place.kind === 'city') return `${cityListings(place.state, place.name)}?${at}`;
    if (place.kind === 'zip') return `${LISTINGS_ROOT}/zip/${stateSegment(place.state)}/${enc(place.name.trim())}?${at}`;
    return `${LISTINGS_ROOT}?${at}`;
  },
} as const;

/** The query parameter that opens a saved search on the listings page. */
export const SAVED_SEARCH_PARAM = 'savedSearch';

/**
 * Fixed pages that a slice other than their owner links to (spec 2.1), one spelling each. The
 * owner's routes.ts declares the same path (a unit test holds the two together).
 */
export const sitePages = {
  /** mf-content: the company, legal and learning pages. */
  about: '/about',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  agentAgreement: '/agentagreement',
  brokerAgreement: '/brokeragreement',
  commissionTerms: '/commission-terms-and-conditions',
  learn: '/learn',
  getLoan: '/getloan',
  /** mf-listing: the request forms. */
  mortgageRequest: '/mortgage/request',
  mortgageTasks: '/mortgage/tasks',
  inspectionRequest: '/inspections/request',
  /** mf-partners: joining as a partner. */
  becomeAPartner: '/become-a-partner',
  becomeALender: '/become-a-partner/lender',
  becomeAnInspector: '/inspections/become_an_inspector',
} as const;

/** The slugs of an application's three steps under /become-a-partner/:programme (spec 4.4). */
const PARTNER_STEP_SLUGS = ['contact-info', 'business-info', 'additional-info'] as const;
/** The inspector's application has pages of its own (spec 2.1 /inspections/inspector/*). */
const INSPECTOR_STEPS = ['/inspections/inspector/inspector-info', '/inspections/inspector/business-info', '/inspections/inspector/additional-info'] as const;

/**
 * mf-partners' programme pages and application steps (spec 2.1, 4.4), one spelling each; the
 * slice's routes.ts declares the same paths (a unit test there holds the two together).
 */
export const partnerPagePaths = {
  becomeAPartner: sitePages.becomeAPartner,
  builder: '/become-a-partner/builder',
  lender: sitePages.becomeALender,
  titleAndEscrow: '/become-a-partner/title-and-escrow',
  inspector: sitePages.becomeAnInspector,
  /** Older addresses of the inspector programme's page. */
  inspectorAliases: ['/become-a-partner/inspector', '/inspections/inspector'],
  /** Step 1, 2 or 3 of a programme's application. */
  applicationStep: (kind: PartnerApplicationKind, step: 1 | 2 | 3): string =>
    kind === 'inspector' ? INSPECTOR_STEPS[step - 1] : `/become-a-partner/${kind}/${PARTNER_STEP_SLUGS[step - 1]}`,
} as const;
