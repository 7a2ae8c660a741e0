import type { SliceRoute } from '@homeward/contracts';

/**
 * The pages this slice owns, each with the module under src/ that draws it (`page`). Read at
 * build time into descriptor.json; pure data only. pageRegistry.tsx says what each path draws
 * (which document, which job) and ContentApp.tsx draws the table.
 */
type Page = `pages/${string}`;
const page = (path: string, module: Page, title: string): SliceRoute => ({ path, page: module, layout: 'default', guard: 'public', title });
/** Legal copy that needs no data or session: sent drawn in the page's HTML (see docs/slices.md). */
const drawn = (path: string, title: string): SliceRoute => ({ ...page(path, 'pages/DocumentPage', title), prerender: true });
const untitled = (path: string, module: Page): SliceRoute => ({ path, page: module, layout: 'default', guard: 'public' });
const widget = (path: string, title?: string): SliceRoute => ({ path, page: 'pages/WidgetPages', layout: 'bare', guard: 'public', ...(title && { title }) });

export const routes: SliceRoute[] = [
  { ...page('/', 'pages/HomePage', 'Home'), prerender: true },
  page('/about', 'pages/DocumentPage', 'About Homeward'),
  page('/mission', 'pages/DocumentPage', 'Our mission'),
  page('/contact', 'pages/DocumentPage', 'Contact us'),
  page('/privacy', 'pages/DocumentPage', 'Your privacy choices'),
  drawn('/privacy-policy', 'Privacy Policy'),
  drawn('/terms-of-use', 'Terms of Use'),
  drawn('/electronic-consent', 'Electronic consent'),
  drawn('/commission-terms-and-conditions', 'Commission refund terms'),
  drawn('/agentagreement', 'Buyer agent agreement'),
  drawn('/brokeragreement', 'Broker agreement'),
  page('/downloadapp', 'pages/DocumentPage', 'Get the app'),
  page('/sitemap', 'pages/SitemapPage', 'Sitemap'),
  page('/blog', 'pages/BlogPage', 'Blog'),
  // Drawn per request, so an address with no post answers 404 (src/prerender.tsx).
  { ...untitled('/blog/posts/:id?', 'pages/BlogPage'), serverRender: true },
  page('/press', 'pages/PressPage', 'Press'),
  page('/careers', 'pages/CareersPage', 'Careers'),
  page('/careers/SeniorSoftwareEngineer', 'pages/CareersPage', 'Senior Software Engineer'),
  page('/careers/SeniorWebDeveloper', 'pages/CareersPage', 'Senior Web Developer'),
  page('/careers/VPofMarketing', 'pages/CareersPage', 'VP of Marketing'),
  { ...untitled('/careers/thankyou', 'pages/CareersPage'), noindex: true },
  // Any other job path is this slice's to answer: a role that is not open shows the 404 page.
  { ...untitled('/careers/:job', 'pages/CareersPage'), serverRender: true },
  page('/learn', 'pages/LearnPage', 'Learn: the buyer’s journey'),
  page('/learnmore', 'pages/DocumentPage', 'How Homeward works'),
  page('/corporate-partner-program', 'pages/CorporatePage', 'Corporate partner programme'),
  { ...untitled('/corporate-partner-program/success', 'pages/CorporatePage'), noindex: true },
  page('/inspections', 'pages/DocumentPage', 'Home inspections'),
  page('/sell', 'pages/DocumentPage', 'Sell your home'),
  page('/sell/details', 'pages/DocumentPage', 'How selling works'),
  page('/buyandsell', 'pages/DocumentPage', 'Buy and sell'),
  page('/homeinfo', 'pages/DocumentPage', 'Home Info'),
  page('/getloan', 'pages/DocumentPage', 'Get a loan'),
  page('/loans', 'pages/DocumentPage', 'Loan programmes'),
  page('/insure', 'pages/DocumentPage', 'Homeowners insurance'),
  page('/insures', 'pages/DocumentPage', 'Insurance cover explained'),
  page('/homeindex', 'pages/DocumentPage', 'Home Index'),
  page('/demo', 'pages/DocumentPage', 'See Homeward in action'),
  page('/calendly', 'pages/CalendlyPage', 'Book a call'),
  page('/mortgage', 'pages/DocumentPage', 'Mortgages'),
  page('/partner', 'pages/DocumentPage', 'Partner with Homeward'),
  page('/lender', 'pages/DocumentPage', 'Lend with Homeward'),
  widget('/widgets', 'Widgets for partner sites'),
  widget('/widget1/:affiliation?'),
  widget('/widget2/:affiliation?'),
  widget('/widget3/:affiliation?'),
  // Pages partners link to with a referrer and an affiliation in front (spec 2.2): two fixed-length
  // forms rather than optional leading parameters, so they only ever match a path ending in one of
  // these four words and never outrank /listings/… or /home/:mls.
  untitled('/:refferer/:affiliation/buyandsell', 'pages/DocumentPage'),
  untitled('/:refferer/buyandsell', 'pages/DocumentPage'),
  untitled('/:refferer/:affiliation/homeinfo', 'pages/DocumentPage'),
  untitled('/:refferer/homeinfo', 'pages/DocumentPage'),
  untitled('/:refferer/:affiliation/learn', 'pages/LearnPage'),
  untitled('/:refferer/learn', 'pages/LearnPage'),
  untitled('/:refferer/:affiliation/getloan', 'pages/DocumentPage'),
  untitled('/:refferer/getloan', 'pages/DocumentPage'),
];
