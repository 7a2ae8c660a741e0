/**
 * Every page of the site, once: `paths.<slice>.<page>` holds the route pattern the slice's
 * routes.ts declares (`path`), any older addresses the same page still answers (`aliases`), and
 * the builder every link uses (`href`), so a URL is spelt (and encoded) in one place. Patterns are
 * react-router 7 patterns; builders return absolute, same-origin paths. Each group is the pages of
 * one slice (`agent` and `partner` are both mf-partners'); routes.test.ts holds each slice's
 * routes to its group. `npm run routes` prints every URL → slice → page file.
 */
import type { PartnerApplicationKind } from './api/partnerApplications';
import type { PartnerKind } from './partnerTypes';

const enc = encodeURIComponent;

/** A page at one fixed address, with the older addresses it also answers. */
function fixed<const P extends string>(path: P): { readonly path: P; readonly href: () => P };
function fixed<const P extends string, const A extends readonly string[]>(path: P, aliases: A): { readonly path: P; readonly aliases: A; readonly href: () => P };
function fixed(path: string, aliases?: readonly string[]) {
  return aliases ? { path, aliases, href: () => path } : { path, href: () => path };
}

/** `?a=1&b=2` from the pairs that have a value; '' when none has. */
function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

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

/** The listings pages and their sold-homes mirror (spec 2.1): same shapes, another root. */
export const LISTINGS_ROOT = '/listings';
export const SOLD_LISTINGS_ROOT = '/listingsold';

/** Whether a path is on the /listingsold mirror (so the links it makes stay there). */
export function isSoldListingsPath(pathname: string): boolean {
  return /^\/listingsold(\/|$)/i.test(pathname);
}

/** The query parameter that opens a saved search on the listings page. */
export const SAVED_SEARCH_PARAM = 'savedSearch';

/** Where a listings page searches: a city, a zip code's page, the `?zipcode=` search, or everywhere. */
export type ListingsPlace = { state: string; city: string } | { state: string; zip: string } | { zipcode: string };

/** Options of the listings builder: the /listingsold mirror, or a saved search to open. */
export interface ListingsHrefOptions {
  sold?: boolean;
  savedSearch?: string;
}

/** `/listings/city/WA/Mercer-Island`, `/listings/zip/WA/98004`, `/listings?zipcode=98004` (or `/listingsold/…`). */
function listingsHref(place?: ListingsPlace, options?: ListingsHrefOptions): string {
  const root = options?.sold ? SOLD_LISTINGS_ROOT : LISTINGS_ROOT;
  const open = { [SAVED_SEARCH_PARAM]: options?.savedSearch };
  if (place && 'city' in place) return `${root}/city/${stateSegment(place.state)}/${enc(citySlug(place.city))}${query(open)}`;
  if (place && 'zip' in place) return `${root}/zip/${stateSegment(place.state)}/${enc(place.zip.trim())}${query(open)}`;
  return `${root}${query({ zipcode: place?.zipcode, ...open })}`;
}

/** Where the Buy link goes (spec 2.4): the listings city page for Bellevue, WA. */
export const BUY_PLACE: ListingsPlace = { state: 'WA', city: 'Bellevue' };

/** The place a saved search was made on (as the API stores it) as a listings page's place. */
export function savedSearchPlace(place: { kind: string; name: string; state: string }): ListingsPlace | undefined {
  if (place.kind === 'city') return { state: place.state, city: place.name };
  if (place.kind === 'zip') return { state: place.state, zip: place.name };
  return undefined;
}

/** The slugs of an application's three steps under /become-a-partner/:programme (spec 4.4). */
const PARTNER_STEP_SLUGS = ['contact-info', 'business-info', 'additional-info'] as const;
/** The inspector's application has pages of its own (spec 2.1 /inspections/inspector/*). */
const INSPECTOR_STEPS = ['/inspections/inspector/inspector-info', '/inspections/inspector/business-info', '/inspections/inspector/additional-info'] as const;

/** Admin user-manager filters and request-dashboard views a link can open. */
export type AdminUsersFilter = 'all' | 'agents' | 'partners' | 'suspended' | 'managers';
export type AdminRequestsView = 'all' | 'unassigned' | 'assigned';

/** Pages partners link to with a referrer and an affiliation in front (spec 2.2). */
const referred = <const W extends string>(word: W) => [`/:refferer/:affiliation/${word}`, `/:refferer/${word}`] as const;

/** A partner widget (spec 2.1 /widgetN/:affiliation?), optionally carrying the partner's affiliation. */
const widget = <const P extends string>(root: P) => ({ path: `${root}/:affiliation?` as const, href: (affiliation?: string) => (affiliation ? `${root}/${enc(affiliation)}` : root) });

export const paths = {
  /** mf-content: the home page, the company, legal and learning pages, the blog, careers, widgets. */
  content: {
    home: { path: '/', href: (tab?: number) => (tab === undefined ? '/' : `/?tab=${tab}`) },
    about: fixed('/about'),
    mission: fixed('/mission'),
    contact: fixed('/contact'),
    privacyChoices: fixed('/privacy'),
    privacyPolicy: fixed('/privacy-policy'),
    termsOfUse: fixed('/terms-of-use'),
    electronicConsent: fixed('/electronic-consent'),
    commissionTerms: fixed('/commission-terms-and-conditions'),
    agentAgreement: fixed('/agentagreement'),
    brokerAgreement: fixed('/brokeragreement'),
    downloadApp: fixed('/downloadapp'),
    sitemap: fixed('/sitemap'),
    blog: fixed('/blog'),
    blogPost: { path: '/blog/posts/:id?', href: (id: string) => `/blog/posts/${enc(id)}` },
    press: fixed('/press'),
    careers: fixed('/careers'),
    /** A job's page; a path naming no open role shows the 404 page. */
    careersJob: { path: '/careers/:job', href: (slug: string) => `/careers/${enc(slug)}` },
    careersThankYou: fixed('/careers/thankyou'),
    learn: fixed('/learn', referred('learn')),
    learnMore: fixed('/learnmore'),
    corporateProgram: fixed('/corporate-partner-program'),
    corporateProgramSuccess: fixed('/corporate-partner-program/success'),
    inspections: fixed('/inspections'),
    sell: fixed('/sell'),
    sellDetails: fixed('/sell/details'),
    buyAndSell: fixed('/buyandsell', referred('buyandsell')),
    homeInfo: fixed('/homeinfo', referred('homeinfo')),
    getLoan: fixed('/getloan', referred('getloan')),
    loans: fixed('/loans'),
    insure: fixed('/insure'),
    insures: fixed('/insures'),
    homeIndex: fixed('/homeindex'),
    demo: fixed('/demo'),
    calendly: fixed('/calendly'),
    mortgage: fixed('/mortgage'),
    partner: fixed('/partner'),
    lender: fixed('/lender'),
    widgets: fixed('/widgets'),
    widget1: widget('/widget1'),
    widget2: widget('/widget2'),
    widget3: widget('/widget3'),
  },
  /** mf-search: the map + list search and its sold-homes mirror. */
  search: {
    listings: {
      path: '/listings/:parent?/:state?/:city?',
      aliases: ['/listings/indexold', '/listings/new-index', '/listings/original', '/Listingindex', '/:refferer/:affiliation/listings/:parent/:state/:city', '/:refferer/listings/:parent/:state/:city'],
      href: listingsHref,
    },
    soldListings: {
      path: '/listingsold/:parent?/:state?/:city?',
      aliases: ['/listingsold/indexold', '/listingsold/new-index', '/listingsold/original'],
      href: (place?: ListingsPlace) => listingsHref(place, { sold: true }),
    },
  },
  /** mf-listing: a home's page and the request forms. */
  listing: {
    property: { path: '/home/:mls?', aliases: ['/listingdetails/:state?/:mls?'], href: (mls: string) => `/home/${enc(mls)}` },
    propertyByAddress: { path: '/:state/:city/:street?/:unit?/home/:mls', href: propertyByAddress },
    scheduleTour: { path: '/listings/schedule-tour/:mls', aliases: ['/listingsold/schedule-tour/:mls'], href: (mls: string) => `/listings/schedule-tour/${enc(mls)}` },
    tourConfirm: { path: '/listings/tour-confirm/:id', aliases: ['/listingsold/tour-confirm/:id'], href: (id: string) => `/listings/tour-confirm/${enc(id)}` },
    makeOffer: {
      path: '/listings/make-offer',
      aliases: ['/listings/makeanoffer', '/listingsold/make-offer', '/listingsold/makeanoffer'],
      href: (mls?: string) => `/listings/make-offer${query({ mls })}`,
    },
    offerConfirm: { path: '/listings/offer-confirm/:id', aliases: ['/listingsold/offer-confirm/:id'], href: (id: string) => `/listings/offer-confirm/${enc(id)}` },
    inspectionRequest: { path: '/inspections/request', href: (mls?: string) => `/inspections/request${query({ mls })}` },
    inspectionConfirm: { path: '/inspections/request/confirm', aliases: ['/request/confirm'], href: (id: string) => `/inspections/request/confirm${query({ id })}` },
    mortgageRequest: { path: '/mortgage/request', href: (mls?: string) => `/mortgage/request${query({ mls })}` },
    mortgageConfirm: { path: '/mortgage/request/confirm', href: (id: string) => `/mortgage/request/confirm${query({ id })}` },
    mortgageTasks: fixed('/mortgage/tasks'),
  },
  /** mf-auth: signing in. */
  auth: {
    /** The sign-in page, coming back to `redirect` (a same-origin path) once signed in. */
    login: { path: '/login', aliases: ['/login/index-old', '/auth'], href: (redirect?: string) => `/login${query({ redirect })}` },
    /** The identity provider sends the browser back here. */
    callback: fixed('/auth/callback'),
  },
  /** mf-account: the account area (spec 2.1). */
  account: {
    overview: fixed('/account'),
    personalInfo: fixed('/account/PersonalInfo'),
    firmInfo: fixed('/account/FirmInfo'),
    payment: fixed('/account/Payment'),
    favorites: fixed('/account/favorites'),
    savedHomes: fixed('/savedhomes'),
    /** Saved searches and the latest alerts. */
    savedSearches: fixed('/account/saved-searches'),
    /** Spec 2.1: under /user/, its path carries the product name. */
    deletion: fixed('/user/homeward-account-deletion'),
    verifyEmail: fixed('/verify/email'),
  },
  /** mf-admin: the manager pages. */
  admin: {
    login: { path: '/admin/login', href: (redirect?: string) => `/admin/login${query({ redirect })}` },
    /** `/admin` itself goes on to the admin home. */
    index: fixed('/admin'),
    home: fixed('/admin/home'),
    agents: fixed('/admin/agents'),
    agentsToVerify: fixed('/admin/agents/vertifyStatus'),
    /** The user manager, showing everyone or one group of users. */
    users: { path: '/admin/user-manager', href: (filter?: AdminUsersFilter) => `/admin/user-manager${query({ filter })}` },
    partnerApplications: fixed('/admin/inspector-manager'),
    /** The request dashboard, showing every request or those with or without a partner. */
    requests: { path: '/admin/request', href: (assignment?: AdminRequestsView) => `/admin/request${query({ assignment })}` },
    lenders: fixed('/admin/lend/lending-manager'),
    mortgageRequests: fixed('/admin/lend/lending-details'),
    /** One lender's details; without an id, the page that asks which lender. */
    lenderDetails: { path: '/admin/lend/lender-details/:id?', href: (id?: string) => (id ? `/admin/lend/lender-details/${enc(id)}` : '/admin/lend/lender-details') },
    /** The notifications page, its new notice addressed to one user when `to` is given. */
    notifications: { path: '/admin/notification', href: (to?: { userId: string; name: string }) => `/admin/notification${query({ userId: to?.userId, name: to?.name })}` },
    listingsFeed: fixed('/admin/listings-feed'),
    settings: fixed('/admin/settings'),
  },
  /** mf-partners: the agent application and where each agent status leads (spec 2.1, 4.3). */
  agent: {
    becomeAnAgent: fixed('/agent/become-an-agent'),
    becomeAPartner: fixed('/agent/become-a-partner'),
    agentFlow: fixed('/agent/agent-flow'),
    alreadyAgent: fixed('/agent/agent-flow/alreadyagent'),
    underReview: fixed('/agent/underreview'),
    thankYou: fixed('/agent/agentflow-thankyou'),
    checkout: fixed('/agent/become-an-agent/checkout'),
    checkoutConfirm: fixed('/agent/become-an-agent/checkout/confirm'),
    checkoutDetails: fixed('/agent/become-an-agent/checkout/details'),
    /** The agent details form (spec 2.1 spells it both ways). */
    detailsForm: fixed('/agent-become-an-agentdetails', ['/agent-become-an-agent-details']),
    /** The approved agent's home: the requests dashboard. */
    home: fixed('/agent/Index', ['/agent/activity', '/agent/AgentIndex/AgentIndex']),
  },
  /** mf-partners: joining as a partner, the applications and the partner dashboards (spec 2.1, 3, 4.4). */
  partner: {
    becomeAPartner: fixed('/become-a-partner', ['/become-a-partner/PartnerIndex/PartnerIndex']),
    builder: fixed('/become-a-partner/builder'),
    lender: fixed('/become-a-partner/lender'),
    titleAndEscrow: fixed('/become-a-partner/title-and-escrow'),
    inspector: fixed('/inspections/become_an_inspector', ['/become-a-partner/inspector', '/inspections/inspector']),
    /** One section of /become-a-partner on its own page. */
    section: { path: '/become-a-partner/sections/:name', href: (name: 'Agent' | 'Builder' | 'Inspector' | 'Lender' | 'TitleEscrow') => `/become-a-partner/sections/${name}` },
    /** Step 1, 2 or 3 of a programme's application; the inspector's steps have pages of their own. */
    applicationStep: {
      path: '/become-a-partner/:programme/:step',
      aliases: INSPECTOR_STEPS,
      href: (kind: PartnerApplicationKind, step: 1 | 2 | 3): string =>
        kind === 'inspector' ? INSPECTOR_STEPS[step - 1] : `/become-a-partner/${kind}/${PARTNER_STEP_SLUGS[step - 1]}`,
    },
    landing: { path: '/partner/:kind', href: (kind: PartnerKind) => `/partner/${kind}` },
    dashboard: { path: '/partner/:kind/dashboard', href: (kind: PartnerKind) => `/partner/${kind}/dashboard` },
  },
} as const;

/** The groups of `paths` and the slice that owns each. */
export const PATH_OWNERS = {
  content: 'mf-content',
  search: 'mf-search',
  listing: 'mf-listing',
  auth: 'mf-auth',
  account: 'mf-account',
  admin: 'mf-admin',
  agent: 'mf-partners',
  partner: 'mf-partners',
} as const satisfies Record<keyof typeof paths, string>;

