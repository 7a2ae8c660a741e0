import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { lazyPage, loadRoute, PageNotFound, preloadImage, preloadRoute, queryClient, type PreloadableRoute } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { LISTINGS_ROOT, pagePatterns, SOLD_LISTINGS_ROOT } from '@homeward/contracts';
import { listingQuery } from './features/listing/api';
import { isMlsNumber, mlsFromParams } from './features/listing/listingPaths';

const PropertyPage = lazyPage(() => import('./pages/PropertyPage'));
const ScheduleTourPage = lazyPage(() => import('./pages/ScheduleTourPage'));
const MakeOfferPage = lazyPage(() => import('./pages/MakeOfferPage'));
const InspectionRequestPage = lazyPage(() => import('./pages/InspectionRequestPage'));
const MortgageRequestPage = lazyPage(() => import('./pages/MortgageRequestPage'));
const MortgageTasksPage = lazyPage(() => import('./pages/MortgageTasksPage'));
const TourConfirmPage = lazyPage(() => import('./pages/ConfirmPages').then((m) => ({ default: m.TourConfirmPage })));
const OfferConfirmPage = lazyPage(() => import('./pages/ConfirmPages').then((m) => ({ default: m.OfferConfirmPage })));
const InspectionConfirmPage = lazyPage(() => import('./pages/ConfirmPages').then((m) => ({ default: m.InspectionConfirmPage })));
const MortgageConfirmPage = lazyPage(() => import('./pages/ConfirmPages').then((m) => ({ default: m.MortgageConfirmPage })));

/**
 * A property page's home, asked for while the page's code downloads rather than after it, and
 * its lead photo as soon as the home's answer names it.
 */
function prefetchListing(params: { mls?: string; state?: string }): void {
  const query = homeQuery(params);
  if (!query) return;
  void queryClient.prefetchQuery(query).then(() => preloadImage(queryClient.getQueryData(query.queryKey)?.photos[0]));
}

/** The answer a property page's first view draws from: its home. */
function homeQuery(params: { mls?: string; state?: string }) {
  const mls = mlsFromParams(params);
  return isMlsNumber(mls) ? listingQuery(mls) : undefined;
}

/** The slice's own routes; the shell has already matched the path to this slice (routes.ts). */
const ROUTES: (PreloadableRoute & { element: ReactNode })[] = [
  { path: '/listingdetails/:state?/:mls?', element: <PropertyPage />, prefetch: prefetchListing, query: homeQuery },
  { path: pagePatterns.property, element: <PropertyPage />, prefetch: prefetchListing, query: homeQuery },
  { path: '/:state/:city/:street?/:unit?/home/:mls', element: <PropertyPage />, prefetch: prefetchListing, query: homeQuery },
  // The tour and offer pages, and their /listingsold mirror (spec 2.1).
  ...[LISTINGS_ROOT, SOLD_LISTINGS_ROOT].flatMap((root) => [
    { path: `${root}/schedule-tour/:mls`, element: <ScheduleTourPage /> },
    { path: `${root}/tour-confirm/:id`, element: <TourConfirmPage /> },
    { path: `${root}/make-offer`, element: <MakeOfferPage /> },
    { path: `${root}/makeanoffer`, element: <MakeOfferPage /> },
    { path: `${root}/offer-confirm/:id`, element: <OfferConfirmPage /> },
  ]),
  { path: '/inspections/request', element: <InspectionRequestPage /> },
  { path: '/inspections/request/confirm', element: <InspectionConfirmPage /> },
  { path: '/request/confirm', element: <InspectionConfirmPage /> },
  { path: '/mortgage/request', element: <MortgageRequestPage /> },
  { path: '/mortgage/request/confirm', element: <MortgageConfirmPage /> },
  { path: '/mortgage/tasks', element: <MortgageTasksPage /> },
  { path: '*', element: <PageNotFound /> },
];

/** Loads the page code of the route a path matches (before the slice first draws it), and its data beside it. */
export const preloadListingPage = (pathname: string) => preloadRoute(ROUTES, pathname);

/** For a page drawn on the server: its code and the answer its first view draws from. */
export const loadListingPage = (pathname: string, client: QueryClient) => loadRoute(ROUTES, pathname, client);

export function ListingApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </Suspense>
  );
}
