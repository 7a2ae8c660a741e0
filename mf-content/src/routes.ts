import { paths, type SliceRoute } from '@homeward/contracts';

const { content } = paths;

/**
 * The pages this slice owns (`paths.content`), each with the module under src/ that draws it
 * (`page`). Read at build time into descriptor.json; pageRegistry.tsx says what each path draws
 * (which document, which job) and ContentApp.tsx draws the table.
 */
type Page = `pages/${string}`;
const page = (path: string, module: Page, title: string): SliceRoute => ({ path, page: module, layout: 'default', guard: 'public', title });
/** Legal copy that needs no data or session: sent drawn in the page's HTML (see docs/slices.md). */
const drawn = (path: string, title: string): SliceRoute => ({ ...page(path, 'pages/DocumentPage', title), prerender: true });
const untitled = (path: string, module: Page): SliceRoute => ({ path, page: module, layout: 'default', guard: 'public' });
const widget = (path: string, title?: string): SliceRoute => ({ path, page: 'pages/WidgetPages', layout: 'bare', guard: 'public', ...(title && { title }) });

export const routes: SliceRoute[] = [
  { ...page(content.home.path, 'pages/HomePage', 'Home'), prerender: true },
  page(content.about.path, 'pages/DocumentPage', 'About Homeward'),
  page(content.mission.path, 'pages/DocumentPage', 'Our mission'),
  page(content.contact.path, 'pages/DocumentPage', 'Contact us'),
  page(content.privacyChoices.path, 'pages/DocumentPage', 'Your privacy choices'),
  drawn(content.privacyPolicy.path, 'Privacy Policy'),
  drawn(content.termsOfUse.path, 'Terms of Use'),
  drawn(content.electronicConsent.path, 'Electronic consent'),
  drawn(content.commissionTerms.path, 'Commission refund terms'),
  drawn(content.agentAgreement.path, 'Buyer agent agreement'),
  drawn(content.brokerAgreement.path, 'Broker agreement'),
  page(content.downloadApp.path, 'pages/DocumentPage', 'Get the app'),
  page(content.sitemap.path, 'pages/SitemapPage', 'Sitemap'),
  page(content.blog.path, 'pages/BlogPage', 'Blog'),
  // Drawn per request, so an address with no post answers 404 (src/prerender.tsx).
  { ...untitled(content.blogPost.path, 'pages/BlogPage'), serverRender: true },
  page(content.press.path, 'pages/PressPage', 'Press'),
  page(content.careers.path, 'pages/CareersPage', 'Careers'),
  page(content.careersJob.href('SeniorSoftwareEngineer'), 'pages/CareersPage', 'Senior Software Engineer'),
  page(content.careersJob.href('SeniorWebDeveloper'), 'pages/CareersPage', 'Senior Web Developer'),
  page(content.careersJob.href('VPofMarketing'), 'pages/CareersPage', 'VP of Marketing'),
  { ...untitled(content.careersThankYou.path, 'pages/CareersPage'), noindex: true },
  // Any other job path is this slice's to answer: a role that is not open shows the 404 page.
  { ...untitled(content.careersJob.path, 'pages/CareersPage'), serverRender: true },
  page(content.learn.path, 'pages/LearnPage', 'Learn: the buyer’s journey'),
  page(content.learnMore.path, 'pages/DocumentPage', 'How Homeward works'),
  page(content.corporateProgram.path, 'pages/CorporatePage', 'Corporate partner programme'),
  { ...untitled(content.corporateProgramSuccess.path, 'pages/CorporatePage'), noindex: true },
  page(content.inspections.path, 'pages/DocumentPage', 'Home inspections'),
  page(content.sell.path, 'pages/DocumentPage', 'Sell your home'),
  page(content.sellDetails.path, 'pages/DocumentPage', 'How selling works'),
  page(content.buyAndSell.path, 'pages/DocumentPage', 'Buy and sell'),
  page(content.homeInfo.path, 'pages/DocumentPage', 'Home Info'),
  page(content.getLoan.path, 'pages/DocumentPage', 'Get a loan'),
  page(content.loans.path, 'pages/DocumentPage', 'Loan programmes'),
  page(content.insure.path, 'pages/DocumentPage', 'Homeowners insurance'),
  page(content.insures.path, 'pages/DocumentPage', 'Insurance cover explained'),
  page(content.homeIndex.path, 'pages/DocumentPage', 'Home Index'),
  page(content.demo.path, 'pages/DocumentPage', 'See Homeward in action'),
  page(content.calendly.path, 'pages/CalendlyPage', 'Book a call'),
  page(content.mortgage.path, 'pages/DocumentPage', 'Mortgages'),
  page(content.partner.path, 'pages/DocumentPage', 'Partner with Homeward'),
  page(content.lender.path, 'pages/DocumentPage', 'Lend with Homeward'),
  widget(content.widgets.path, 'Widgets for partner sites'),
  widget(content.widget1.path),
  widget(content.widget2.path),
  widget(content.widget3.path),
  // Pages partners link to with a referrer and an affiliation in front (spec 2.2): two fixed-length
  // forms rather than optional leading parameters, so they only ever match a path ending in one of
  // these four words and never outrank /listings/… or /home/:mls.
  ...content.buyAndSell.aliases.map((path) => untitled(path, 'pages/DocumentPage')),
  ...content.homeInfo.aliases.map((path) => untitled(path, 'pages/DocumentPage')),
  ...content.learn.aliases.map((path) => untitled(path, 'pages/LearnPage')),
  ...content.getLoan.aliases.map((path) => untitled(path, 'pages/DocumentPage')),
];
