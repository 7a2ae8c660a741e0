import { lazy, type ReactElement } from 'react';
import { Navigate, Route, useParams } from 'react-router';
import { sitePages } from '@homeward/contracts';
import type { PartnerApplicationKind } from '@homeward/contracts/signed-in';
import { PROGRAMMES } from './programmes';

const Application = lazy(() => import('./application/ApplicationFlow').then((m) => ({ default: m.ApplicationFlow })));
const BecomePartner = lazy(() => import('./pages/BecomePartnerPages').then((m) => ({ default: m.BecomePartnerPage })));
const Section = lazy(() => import('./pages/BecomePartnerPages').then((m) => ({ default: m.SectionPage })));
const Programme = lazy(() => import('./pages/BecomePartnerPages').then((m) => ({ default: m.ProgrammePage })));
const Landing = lazy(() => import('./pages/PartnerLandingPage').then((m) => ({ default: m.PartnerLandingPage })));
const Dashboard = lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));

const STEP_SLUGS = ['contact-info', 'business-info', 'additional-info'] as const;
const APPLY_KINDS: PartnerApplicationKind[] = ['builder', 'lender', 'loan-broker', 'title-and-escrow'];

/** /become-a-partner/{programme}/{step} for builders, lenders, loan brokers and title and escrow. */
function ProgrammeStep() {
  const { programme = '', step = '' } = useParams();
  const index = STEP_SLUGS.indexOf(step as (typeof STEP_SLUGS)[number]);
  const kind = APPLY_KINDS.find((k) => k === programme);
  if (!kind || index < 0) return <Navigate to={sitePages.becomeAPartner} replace />;
  return <Application key={`${kind}-${step}`} programme={PROGRAMMES[kind]} step={(index + 1) as 1 | 2 | 3} />;
}

const inspector = PROGRAMMES.inspector;
const sections = ['Agent', 'Builder', 'Inspector', 'Lender', 'TitleEscrow'] as const;

/** Route elements of the partner side, spread into the slice's <Routes>. */
export const partnerPages: ReactElement[] = [
  <Route key="bp" path="/become-a-partner" element={<BecomePartner />} />,
  <Route key="bp-index" path="/become-a-partner/PartnerIndex/PartnerIndex" element={<BecomePartner />} />,
  <Route key="bp-builder" path="/become-a-partner/builder" element={<Programme programmes={[PROGRAMMES.builder]} />} />,
  <Route key="bp-inspector" path="/become-a-partner/inspector" element={<Programme programmes={[inspector]} />} />,
  <Route key="bp-lender" path="/become-a-partner/lender" element={<Programme programmes={[PROGRAMMES.lender, PROGRAMMES['loan-broker']]} />} />,
  <Route key="bp-title" path="/become-a-partner/title-and-escrow" element={<Programme programmes={[PROGRAMMES['title-and-escrow']]} />} />,
  ...sections.map((name) => <Route key={`bp-section-${name}`} path={`/become-a-partner/sections/${name}`} element={<Section name={name} />} />),
  <Route key="bp-step" path="/become-a-partner/:programme/:step" element={<ProgrammeStep />} />,
  <Route key="insp-become" path="/inspections/become_an_inspector" element={<Programme programmes={[inspector]} />} />,
  <Route key="insp-apply" path="/inspections/inspector" element={<Programme programmes={[inspector]} />} />,
  ...inspector.stepPaths.map((path, i) => <Route key={path} path={path} element={<Application key={path} programme={inspector} step={(i + 1) as 1 | 2 | 3} />} />),
  ...(['lender', 'loanbroker', 'realestate', 'serviceprovider'] as const).flatMap((slug) => [
    <Route key={`p-${slug}`} path={`/partner/${slug}`} element={<Landing slug={slug} />} />,
    <Route key={`d-${slug}`} path={`/partner/${slug}/dashboard`} element={<Dashboard slug={slug} />} />,
  ]),
  ...['/agent/activity', '/agent/Index', '/agent/AgentIndex/AgentIndex'].map((path) => <Route key={path} path={path} element={<Dashboard slug="realestate" />} />),
];
