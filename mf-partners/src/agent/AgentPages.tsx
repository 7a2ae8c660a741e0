import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router';

const BecomeAnAgentPage = lazy(() => import('./pages/BecomeAnAgentPage'));
const BecomeAPartnerPage = lazy(() => import('./pages/BecomeAPartnerPage'));
const AgentFlowPage = lazy(() => import('./pages/AgentFlowPage'));
const AlreadyAgentPage = lazy(() => import('./pages/AlreadyAgentPage'));
const UnderReviewPage = lazy(() => import('./pages/UnderReviewPage'));
const ThankYouPage = lazy(() => import('./pages/ThankYouPage'));
const DetailsFormPage = lazy(() => import('./pages/DetailsFormPage'));
const CheckoutConfirmPage = lazy(() => import('./pages/CheckoutConfirmPage'));

/** Route elements of the agent side, spread into the slice's <Routes>. */
export const agentPages: ReactElement[] = [
  <Route key="become-an-agent" path="/agent/become-an-agent" element={<BecomeAnAgentPage />} />,
  <Route key="become-a-partner" path="/agent/become-a-partner" element={<BecomeAPartnerPage />} />,
  <Route key="agent-flow" path="/agent/agent-flow" element={<AgentFlowPage />} />,
  <Route key="checkout" path="/agent/become-an-agent/checkout" element={<AgentFlowPage />} />,
  <Route key="already-agent" path="/agent/agent-flow/alreadyagent" element={<AlreadyAgentPage />} />,
  <Route key="under-review" path="/agent/underreview" element={<UnderReviewPage />} />,
  <Route key="thank-you" path="/agent/agentflow-thankyou" element={<ThankYouPage />} />,
  <Route key="checkout-confirm" path="/agent/become-an-agent/checkout/confirm" element={<CheckoutConfirmPage />} />,
  <Route key="checkout-details" path="/agent/become-an-agent/checkout/details" element={<DetailsFormPage />} />,
  <Route key="details" path="/agent-become-an-agentdetails" element={<DetailsFormPage />} />,
  <Route key="details-alias" path="/agent-become-an-agent-details" element={<DetailsFormPage />} />,
];
