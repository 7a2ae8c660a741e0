import { paths, type SliceRoute } from '@homeward/contracts';

const page = (module: `pages/${string}`, guard: 'public' | 'private', extra?: Partial<SliceRoute>) => ({ page: module, layout: 'default', guard, ...extra }) as const;
const property = page('pages/PropertyPage', 'public', { serverRender: true });
const request = (module: `pages/${string}`) => page(module, 'public', { noindex: true });
const { listing } = paths;

/**
 * The pages this slice owns, each with the module under src/ that draws it (`page`). Read at
 * build time into descriptor.json; the addresses are `paths.listing`. ListingApp.tsx draws this table.
 *
 * The request forms are public so a visitor can fill them in and sign in from the login modal
 * when they send (the draft survives the sign-in); the pages that show a stored request are
 * private. Search engines are kept off the request forms (`noindex`). A home's page is drawn on
 * the server with its home (`serverRender`, src/prerender.tsx).
 * Every /listings page starts with a static segment so it outranks the search slice's
 * `/listings/:parent?/:state?/:city?`.
 */
export const routes: SliceRoute[] = [
  ...listing.property.aliases.map((path) => ({ path, ...property })),
  { path: listing.property.path, ...property },
  { path: listing.propertyByAddress.path, ...property },
  // The tour and offer pages under /listings (the sitemap lists these); spec 2.1: /listingsold/*
  // mirrors them, so an offer or tour link from a sold-homes page opens the same request page.
  ...[listing.scheduleTour.path, ...listing.scheduleTour.aliases].map((path) => ({ path, ...request('pages/ScheduleTourPage') })),
  ...[listing.tourConfirm.path, ...listing.tourConfirm.aliases].map((path) => ({ path, ...page('pages/TourConfirmPage', 'private') })),
  { path: listing.makeOffer.path, ...request('pages/MakeOfferPage'), title: 'Make an offer' },
  ...listing.makeOffer.aliases.map((path) => ({ path, ...request('pages/MakeOfferPage') })),
  ...[listing.offerConfirm.path, ...listing.offerConfirm.aliases].map((path) => ({ path, ...page('pages/OfferConfirmPage', 'private') })),
  { path: listing.inspectionRequest.path, ...request('pages/InspectionRequestPage'), title: 'Request an inspection' },
  ...[listing.inspectionConfirm.path, ...listing.inspectionConfirm.aliases].map((path) => ({ path, ...page('pages/InspectionConfirmPage', 'private') })),
  { path: listing.mortgageRequest.path, ...request('pages/MortgageRequestPage'), title: 'Request a mortgage' },
  { path: listing.mortgageConfirm.path, ...page('pages/MortgageConfirmPage', 'private') },
  { path: listing.mortgageTasks.path, ...page('pages/MortgageTasksPage', 'private'), title: 'Your mortgage tasks' },
];
