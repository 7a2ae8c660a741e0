import type { SliceRoute } from '@homeward/contracts';

/**
 * The pages this slice owns, each with the module under src/ that draws it (`page`). Read at
 * build time into descriptor.json; pure data only. ListingApp.tsx draws this table.
 *
 * The request forms are public so a visitor can fill them in and sign in from the login modal
 * when they send (the draft survives the sign-in); the pages that show a stored request are
 * private. Search engines are kept off the request forms (`noindex`). A home's page is drawn on
 * the server with its home (`serverRender`, src/prerender.tsx).
 * Every /listings page starts with a static segment so it outranks the search slice's
 * `/listings/:parent?/:state?/:city?`.
 */
export const routes: SliceRoute[] = [
  { path: '/listingdetails/:state?/:mls?', page: 'pages/PropertyPage', layout: 'default', guard: 'public', serverRender: true },
  { path: '/home/:mls?', page: 'pages/PropertyPage', layout: 'default', guard: 'public', serverRender: true },
  { path: '/:state/:city/:street?/:unit?/home/:mls', page: 'pages/PropertyPage', layout: 'default', guard: 'public', serverRender: true },
  // The tour and offer pages under /listings (the sitemap lists these).
  { path: '/listings/schedule-tour/:mls', page: 'pages/ScheduleTourPage', layout: 'default', guard: 'public', noindex: true },
  { path: '/listings/tour-confirm/:id', page: 'pages/TourConfirmPage', layout: 'default', guard: 'private' },
  { path: '/listings/make-offer', page: 'pages/MakeOfferPage', layout: 'default', guard: 'public', title: 'Make an offer', noindex: true },
  { path: '/listings/makeanoffer', page: 'pages/MakeOfferPage', layout: 'default', guard: 'public', noindex: true },
  { path: '/listings/offer-confirm/:id', page: 'pages/OfferConfirmPage', layout: 'default', guard: 'private' },
  // Spec 2.1: /listingsold/* mirrors them, so an offer or tour link from a sold-homes page opens the same request page.
  { path: '/listingsold/schedule-tour/:mls', page: 'pages/ScheduleTourPage', layout: 'default', guard: 'public', noindex: true },
  { path: '/listingsold/tour-confirm/:id', page: 'pages/TourConfirmPage', layout: 'default', guard: 'private' },
  { path: '/listingsold/make-offer', page: 'pages/MakeOfferPage', layout: 'default', guard: 'public', noindex: true },
  { path: '/listingsold/makeanoffer', page: 'pages/MakeOfferPage', layout: 'default', guard: 'public', noindex: true },
  { path: '/listingsold/offer-confirm/:id', page: 'pages/OfferConfirmPage', layout: 'default', guard: 'private' },
  { path: '/inspections/request', page: 'pages/InspectionRequestPage', layout: 'default', guard: 'public', title: 'Request an inspection', noindex: true },
  { path: '/inspections/request/confirm', page: 'pages/InspectionConfirmPage', layout: 'default', guard: 'private' },
  { path: '/request/confirm', page: 'pages/InspectionConfirmPage', layout: 'default', guard: 'private' },
  { path: '/mortgage/request', page: 'pages/MortgageRequestPage', layout: 'default', guard: 'public', title: 'Request a mortgage', noindex: true },
  { path: '/mortgage/request/confirm', page: 'pages/MortgageConfirmPage', layout: 'default', guard: 'private' },
  { path: '/mortgage/tasks', page: 'pages/MortgageTasksPage', layout: 'default', guard: 'private', title: 'Your mortgage tasks' },
];
