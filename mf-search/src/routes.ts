import { paths, type SliceRoute } from '@homeward/contracts';

const frame = { page: 'pages/ListingsPage', layout: 'no-footer', guard: 'public' } as const;

/**
 * The map + list search (spec 2.2 / 2.7, `paths.search`). The footer is hidden on these pages.
 * Static segments owned by other slices (/listings/make-offer, tour pages) outrank the optional
 * parameters here. A place's page comes with its first search's answer, prepared per request
 * (`serverRender`, src/prerender.tsx). Spec 2.1: /listingsold/* mirrors the listings routes,
 * showing sold homes.
 */
export const routes: SliceRoute[] = [paths.search.listings, paths.search.soldListings].flatMap((page) => [
  { path: page.path, ...frame, serverRender: true },
  ...page.aliases.map((path) => ({ path, ...frame })),
]);
