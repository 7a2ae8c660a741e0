import type { ReactNode } from 'react';
import { paths } from '@homeward/contracts';
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
/** The same page at a page's other addresses (a referrer and an affiliation in front). */
const alsoAt = (aliases: readonly string[], page: ReactNode) => Object.fromEntries(aliases.map((path) => [path, page]));
const { content } = paths;

export const pages: Record<string, ReactNode> = {
  [content.home.path]: <HomePage />,
  [content.about.path]: doc('about'),
  [content.mission.path]: doc('mission'),
  [content.contact.path]: doc('contact'),
  [content.privacyChoices.path]: doc('privacy'),
  [content.privacyPolicy.path]: doc('privacyPolicy'),
  [content.termsOfUse.path]: doc('termsOfUse'),
  [content.electronicConsent.path]: doc('electronicConsent'),
  [content.commissionTerms.path]: doc('commissionTerms'),
  [content.agentAgreement.path]: doc('agentAgreement'),
  [content.brokerAgreement.path]: doc('brokerAgreement'),
  [content.downloadApp.path]: doc('downloadApp'),
  [content.sitemap.path]: <SitemapPage />,
  [content.blog.path]: <BlogIndexPage />,
  [content.blogPost.path]: <BlogPage />,
  [content.press.path]: <PressPage />,
  [content.careers.path]: <CareersIndexPage />,
  [content.careersJob.href('SeniorSoftwareEngineer')]: <JobPage slug="SeniorSoftwareEngineer" />,
  [content.careersJob.href('SeniorWebDeveloper')]: <JobPage slug="SeniorWebDeveloper" />,
  [content.careersJob.href('VPofMarketing')]: <JobPage slug="VPofMarketing" />,
  [content.careersThankYou.path]: <CareersThankYouPage />,
  [content.careersJob.path]: <PageNotFound />,
  [content.learn.path]: <LearnPage />,
  [content.learnMore.path]: doc('learnMore'),
  [content.corporateProgram.path]: <CorporatePage />,
  [content.corporateProgramSuccess.path]: <CorporateSuccessPage />,
  [content.inspections.path]: doc('inspections'),
  [content.sell.path]: doc('sell'),
  [content.sellDetails.path]: doc('sellDetails'),
  [content.buyAndSell.path]: doc('buyAndSell'),
  [content.homeInfo.path]: doc('homeInfo'),
  [content.getLoan.path]: doc('getLoan'),
  [content.loans.path]: doc('loans'),
  [content.insure.path]: doc('insure'),
  [content.insures.path]: doc('insures'),
  [content.homeIndex.path]: doc('homeIndex'),
  [content.demo.path]: doc('demo'),
  [content.calendly.path]: <CalendlyPage />,
  [content.mortgage.path]: doc('mortgage'),
  [content.partner.path]: doc('partner'),
  [content.lender.path]: doc('lender'),
  [content.widgets.path]: <WidgetsIndexPage />,
  [content.widget1.path]: <Widget1Page />,
  [content.widget2.path]: <Widget2Page />,
  [content.widget3.path]: <Widget3Page />,
  ...alsoAt(content.buyAndSell.aliases, doc('buyAndSell')),
  ...alsoAt(content.homeInfo.aliases, doc('homeInfo')),
  ...alsoAt(content.learn.aliases, <LearnPage />),
  ...alsoAt(content.getLoan.aliases, doc('getLoan')),
};

/** Loads the page code of the route a path matches (before the slice first draws it). */
export const preloadPageFor = (pathname: string) => preloadRoute(routes.map((route) => ({ path: route.path, element: pages[route.path] })), pathname);
