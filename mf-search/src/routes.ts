import type { SliceRoute } from '@homeward/contracts';

const listingsPage = { layout: 'no-footer', guard: 'public', page: 'pages/ListingsPage' } as const;

/**
 * The map + list search (spec 2.2 / 2.7). The footer is hidden on these pages. Static segments
 * owned by other slices (/listings/make-offer, tour pages) outrank the optional parameters here.
 * A place's page comes with its first search's answer, prepared per request (`serverRender`,
 * src/prerender.tsx).
 */
export const routes: SliceRoute[] = [
  { path: '/listings/:parent?/:state?/:city?', ...listingsPage, serverRender: true },
  { path: '/listings/indexold', ...listingsPage },
  { path: '/listings/new-index', ...listingsPage },
  { path: '/listings/original', ...listingsPage },
  { path: '/Listingindex', ...listingsPage },
  { path: '/:refferer/:affiliation/listings/:parent/:state/:city', ...listingsPage },
  { path: '/:refferer/listings/:parent/:state/:city', ...listingsPage },
  // Spec 2.1: /listingsold/* mirrors the listings routes, showing sold homes.
  { path: '/listingsold/:parent?/:state?/:city?', ...listingsPage, serverRender: true },
  { path: '/listingsold/indexold', ...listingsPage },
  { path: '/listingsold/new-index', ...listingsPage },
  { path: '/listingsold/original', ...listingsPage },
];
