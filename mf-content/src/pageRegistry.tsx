import type { ReactNode } from 'react';
import { lazyPage, PageNotFound, preloadRoute } from '@homeward/platform';
import { routes } from './routes';
import type { DocumentName } from './pages/DocumentPage';

/**
 * What each route of routes.ts draws from the page module it names (which document, which job).
 * Pages load lazily, in groups, so the home page's first visit downloads only the home page.
 */
const HomePage = lazyPage(() => import('./pages/HomePage'));
const DocumentPage = lazyPage(() => import('./pages/DocumentPage'));
const SitemapPage = lazyPage(() => import('./pages/SitemapPage'));
const BlogPage = lazyPage(() => import('./pages/BlogPage'));
const BlogIndexPage = lazyPage(() => import('./pages/BlogPage').then((m) => ({ default: m.BlogIndexPage })));
const PressPage = lazyPage(() => import('./pages/PressPage'));
const CareersIndexPage = lazyPage(() => import('./pages/CareersPage').then((m) => ({ default: m.CareersIndexPage })));
const JobPage = lazyPage(() => import('./pages/CareersPage').then((m) => ({ default: m.JobPage })));
const CareersThankYouPage = lazyPage(() => import('./pages/CareersPage').then((m) => ({ default: m.CareersThankYouPage })));
const LearnPage = lazyPage(() => import('./pages/LearnPage'));
const CorporatePage = lazyPage(() => import('./pages/CorporatePage').then((m) => ({ default: m.CorporatePage })));
const CorporateSuccessPage = lazyPage(() => import('./pages/CorporatePage').then((m) => ({ default: m.CorporateSuccessPage })));
const CalendlyPage = lazyPage(() => import('./pages/CalendlyPage'));
const WidgetsIndexPage = lazyPage(() => import('./pages/WidgetPages').then((m) => ({ default: m.WidgetsIndexPage })));
const Widget1Page = lazyPage(() => import('./pages/WidgetPages').then((m) => ({ default: m.Widget1Page })));
const Widget2Page = lazyPage(() => import('./pages/WidgetPages').then((m) => ({ default: m.Widget2Page })));
const Widget3Page = lazyPage(() => import('./pages/WidgetPages').then((m) => ({ default: m.Widget3Page })));

const doc = (name: DocumentName) => <DocumentPage name={name} />;

export const pages: Record<string, ReactNode> = {
  '/': <HomePage />,
  '/about': doc('about'),
  '/mission': doc('mission'),
  '/contact': doc('contact'),
  '/privacy': doc('privacy'),
  '/privacy-policy': doc('privacyPolicy'),
  '/terms-of-use': doc('termsOfUse'),
  '/electronic-consent': doc('electronicConsent'),
  '/commission-terms-and-conditions': doc('commissionTerms'),
  '/agentagreement': doc('agentAgreement'),
  '/brokeragreement': doc('brokerAgreement'),
  '/downloadapp': doc('downloadApp'),
  '/sitemap': <SitemapPage />,
  '/blog': <BlogIndexPage />,
  '/blog/posts/:id?': <BlogPage />,
  '/press': <PressPage />,
  '/careers': <CareersIndexPage />,
  '/careers/SeniorSoftwareEngineer': <JobPage slug="SeniorSoftwareEngineer" />,
  '/careers/SeniorWebDeveloper': <JobPage slug="SeniorWebDeveloper" />,
  '/careers/VPofMarketing': <JobPage slug="VPofMarketing" />,
  '/careers/thankyou': <CareersThankYouPage />,
  '/careers/:job': <PageNotFound />,
  '/learn': <LearnPage />,
  '/learnmore': doc('learnMore'),
  '/corporate-partner-program': <CorporatePage />,
  '/corporate-partner-program/success': <CorporateSuccessPage />,
  '/inspections': doc('inspections'),
  '/sell': doc('sell'),
  '/sell/details': doc('sellDetails'),
  '/buyandsell': doc('buyAndSell'),
  '/homeinfo': doc('homeInfo'),
  '/getloan': doc('getLoan'),
  '/loans': doc('loans'),
  '/insure': doc('insure'),
  '/insures': doc('insures'),
  '/homeindex': doc('homeIndex'),
  '/demo': doc('demo'),
  '/calendly': <CalendlyPage />,
  '/mortgage': doc('mortgage'),
  '/partner': doc('partner'),
  '/lender': doc('lender'),
  '/widgets': <WidgetsIndexPage />,
  '/widget1/:affiliation?': <Widget1Page />,
  '/widget2/:affiliation?': <Widget2Page />,
  '/widget3/:affiliation?': <Widget3Page />,
  '/:refferer/:affiliation/buyandsell': doc('buyAndSell'),
  '/:refferer/buyandsell': doc('buyAndSell'),
  '/:refferer/:affiliation/homeinfo': doc('homeInfo'),
  '/:refferer/homeinfo': doc('homeInfo'),
  '/:refferer/:affiliation/learn': <LearnPage />,
  '/:refferer/learn': <LearnPage />,
  '/:refferer/:affiliation/getloan': doc('getLoan'),
  '/:refferer/getloan': doc('getLoan'),
};

/** Loads the page code of the route a path matches (before the slice first draws it). */
export const preloadPageFor = (pathname: string) => preloadRoute(routes.map((route) => ({ path: route.path, element: pages[route.path] })), pathname);
