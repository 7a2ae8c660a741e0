import type { SliceRoute } from '@homeward/contracts';

const frame = { layout: 'no-footer', guard: 'public' } as const;

/**
 * The map + list search (spec 2.2 / 2.7). The footer is hidden on these pages. Static segments
 * owned by other slices (/listings/make-offer, tour pages) outrank the optional parameters here.
 * A place's page comes with its first search's answer, prepared per request (`serverRender`,
 * src/prerender.tsx).
 */
export const routes: SliceRoute[] = [
  { path: '/listings/:parent?/:state?/:city?', page: 'pages/ListingsPage', ...frame, serverRender: true },
  { path: '/listings/indexold', page: 'pages/ListingsPage', ...frame },
  { path: '/listings/new-index', page: 'pages/ListingsPage', ...frame },
  { path: '/listings/original', page: 'pages/ListingsPage', ...frame },
  { path: '/Listingindex', page: 'pages/ListingsPage', ...frame },
  { path: '/:refferer/:affiliation/listings/:parent/:state/:city', page: 'pages/ListingsPage', ...frame },
  { path: '/:refferer/listings/:parent/:state/:city', page: 'pages/ListingsPage', ...frame },
  // Spec 2.1: /listingsold/* mirrors the listings routes, showing sold homes.
  { path: '/listingsold/:parent?/:state?/:city?', page: 'pages/ListingsPage', ...frame, serverRender: true },
  { path: '/listingsold/indexold', page: 'pages/ListingsPage', ...frame },
  { path: '/listingsold/new-index', page: 'pages/ListingsPage', ...frame },
  { path: '/listingsold/original', page: 'pages/ListingsPage', ...frame },
];
