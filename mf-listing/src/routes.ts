import type { SliceRoute } from '@homeward/contracts';

/**
 * The pages this slice owns. Read at build time into descriptor.json; pure data only.
 *
 * The request forms are public so a visitor can fill them in and sign in from the login modal
 * when they send (the draft survives the sign-in); the pages that show a stored request are
 * private. Search engines are kept off the request forms (`noindex`). A home's page is drawn on
 * the server with its home (`serverRender`, src/prerender.tsx).
 * Every /listings page starts with a static segment so it outranks the search slice's
 * `/listings/:parent?/:state?/:city?`.
 */
/** The tour and offer pages under a listings root (the sitemap lists the /listings ones). */
function requestPages(root: '/listings' | '/listingsold'): SliceRoute[] {
  return [
    { path: `${root}/schedule-tour/:mls`, page: 'pages/ScheduleTourPage', layout: 'default', guard: 'public', noindex: true },
    { path: `${root}/tour-confirm/:id`, page: 'pages/ConfirmPages', layout: 'default', guard: 'private' },
    { path: `${root}/make-offer`, page: 'pages/MakeOfferPage', layout: 'default', guard: 'public', title: 'Make an offer', noindex: true },
    { path: `${root}/makeanoffer`, page: 'pages/MakeOfferPage', layout: 'default', guard: 'public', noindex: true },
    { path: `${root}/offer-confirm/:id`, page: 'pages/ConfirmPages', layout: 'default', guard: 'private' },
  ];
}

export const routes: SliceRoute[] = [
  { path: '/listingdetails/:state?/:mls?', page: 'pages/PropertyPage', layout: 'default', guard: 'public', serverRender: true },
  { path: '/home/:mls?', page: 'pages/PropertyPage', layout: 'default', guard: 'public', serverRender: true },
  { path: '/:state/:city/:street?/:unit?/home/:mls', page: 'pages/PropertyPage', layout: 'default', guard: 'public', serverRender: true },
  ...requestPages('/listings'),
  // Spec 2.1: /listingsold/* mirrors these, so an offer or tour link from a sold-homes page opens the same request page.
  ...requestPages('/listingsold').map(({ title: _title, ...route }) => route),
  { path: '/inspections/request', page: 'pages/InspectionRequestPage', layout: 'default', guard: 'public', title: 'Request an inspection', noindex: true },
  { path: '/inspections/request/confirm', page: 'pages/ConfirmPages', layout: 'default', guard: 'private' },
  { path: '/request/confirm', page: 'pages/ConfirmPages', layout: 'default', guard: 'private' },
  { path: '/mortgage/request', page: 'pages/MortgageRequestPage', layout: 'default', guard: 'public', title: 'Request a mortgage', noindex: true },
  { path: '/mortgage/request/confirm', page: 'pages/ConfirmPages', layout: 'default', guard: 'private' },
  { path: '/mortgage/tasks', page: 'pages/MortgageTasksPage', layout: 'default', guard: 'private', title: 'Your mortgage tasks' },
];
