import type { SliceRoute } from '@homeward/contracts';

/** The pages this slice owns. Read at build time into descriptor.json; pure data only. */
const page = (path: string, title: string): SliceRoute => ({ path, layout: 'default', guard: 'public', title });
/** Legal copy that needs no data or session: sent drawn in the page's HTML (see docs/slices.md). */
const drawn = (path: string, title: string): SliceRoute => ({ ...page(path, title), page: 'pages/DocumentPage', prerender: true });
const untitled = (path: string): SliceRoute => ({ path, layout: 'default', guard: 'public' });
const widget = (path: string, title?: string): SliceRoute => ({ path, layout: 'bare', guard: 'public', ...(title && { title }) });

/**
 * Pages partners link to with a referrer and an affiliation in front (spec 2.2). Declared as
 * two fixed-length forms rather than optional leading parameters, so they only ever match a
 * path ending in one of these four words and never outrank /listings/… or /home/:mls.
 */
const PREFIXED = ['buyandsell', 'homeinfo', 'learn', 'getloan'] as const;

export const routes: SliceRoute[] = [
  { ...page('/', 'Home'), page: 'pages/HomePage', prerender: true },
  page('/about', 'About Homeward'),
  page('/mission', 'Our mission'),
  page('/contact', 'Contact us'),
  page('/privacy', 'Your privacy choices'),
  drawn('/privacy-policy', 'Privacy Policy'),
  drawn('/terms-of-use', 'Terms of Use'),
  drawn('/electronic-consent', 'Electronic consent'),
  drawn('/commission-terms-and-conditions', 'Commission refund terms'),
  drawn('/agentagreement', 'Buyer agent agreement'),
  drawn('/brokeragreement', 'Broker agreement'),
  page('/downloadapp', 'Get the app'),
  page('/sitemap', 'Sitemap'),
  page('/blog', 'Blog'),
  // Drawn per request, so an address with no post answers 404 (src/prerender.tsx).
  { ...untitled('/blog/posts/:id?'), page: 'pages/BlogPage', serverRender: true },
  page('/press', 'Press'),
  page('/careers', 'Careers'),
  page('/careers/SeniorSoftwareEngineer', 'Senior Software Engineer'),
  page('/careers/SeniorWebDeveloper', 'Senior Web Developer'),
  page('/careers/VPofMarketing', 'VP of Marketing'),
  { ...untitled('/careers/thankyou'), noindex: true },
  // Any other job path is this slice's to answer: a role that is not open shows the 404 page.
  { ...untitled('/careers/:job'), serverRender: true },
  page('/learn', 'Learn: the buyer’s journey'),
  page('/learnmore', 'How Homeward works'),
  page('/corporate-partner-program', 'Corporate partner programme'),
  { ...untitled('/corporate-partner-program/success'), noindex: true },
  page('/inspections', 'Home inspections'),
  page('/sell', 'Sell your home'),
  page('/sell/details', 'How selling works'),
  page('/buyandsell', 'Buy and sell'),
  page('/homeinfo', 'Home Info'),
  page('/getloan', 'Get a loan'),
  page('/loans', 'Loan programmes'),
  page('/insure', 'Homeowners insurance'),
  page('/insures', 'Insurance cover explained'),
  page('/homeindex', 'Home Index'),
  page('/demo', 'See Homeward in action'),
  page('/calendly', 'Book a call'),
  page('/mortgage', 'Mortgages'),
  page('/partner', 'Partner with Homeward'),
  page('/lender', 'Lend with Homeward'),
  widget('/widgets', 'Widgets for partner sites'),
  widget('/widget1/:affiliation?'),
  widget('/widget2/:affiliation?'),
  widget('/widget3/:affiliation?'),
  ...PREFIXED.flatMap((name) => [untitled(`/:refferer/:affiliation/${name}`), untitled(`/:refferer/${name}`)]),
];
