import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageNotFound } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { pagePatterns } from '@homeward/contracts';

const PropertyPage = lazy(() => import('./pages/PropertyPage'));
const ScheduleTourPage = lazy(() => import('./pages/ScheduleTourPage'));
const MakeOfferPage = lazy(() => import('./pages/MakeOfferPage'));
const InspectionRequestPage = lazy(() => import('./pages/InspectionRequestPage'));
const MortgageRequestPage = lazy(() => import('./pages/MortgageRequestPage'));
const MortgageTasksPage = lazy(() => import('./pages/MortgageTasksPage'));
const TourConfirmPage = lazy(() => import('./pages/ConfirmPages').then((m) => ({ default: m.TourConfirmPage })));
const OfferConfirmPage = lazy(() => import('./pages/ConfirmPages').then((m) => ({ default: m.OfferConfirmPage })));
const InspectionConfirmPage = lazy(() => import('./pages/ConfirmPages').then((m) => ({ default: m.InspectionConfirmPage })));
const MortgageConfirmPage = lazy(() => import('./pages/ConfirmPages').then((m) => ({ default: m.MortgageConfirmPage })));

/** The slice's own routes; the shell has already matched the path to this slice (routes.ts). */
export function ListingApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        <Route path="/listingdetails/:state?/:mls?" element={<PropertyPage />} />
        <Route path={pagePatterns.property} element={<PropertyPage />} />
        <Route path="/:state/:city/:street?/:unit?/home/:mls" element={<PropertyPage />} />
        <Route path="/listings/schedule-tour/:mls" element={<ScheduleTourPage />} />
        <Route path="/listings/tour-confirm/:id" element={<TourConfirmPage />} />
        <Route path="/listings/make-offer" element={<MakeOfferPage />} />
        <Route path="/listings/makeanoffer" element={<MakeOfferPage />} />
        <Route path="/listings/offer-confirm/:id" element={<OfferConfirmPage />} />
        <Route path="/inspections/request" element={<InspectionRequestPage />} />
        <Route path="/inspections/request/confirm" element={<InspectionConfirmPage />} />
        <Route path="/request/confirm" element={<InspectionConfirmPage />} />
        <Route path="/mortgage/request" element={<MortgageRequestPage />} />
        <Route path="/mortgage/request/confirm" element={<MortgageConfirmPage />} />
        <Route path="/mortgage/tasks" element={<MortgageTasksPage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
