import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';

const ListingsPage = lazyPage(() => import('./pages/ListingsPage'));

/** Every path this slice owns opens the one page: its code loads before the slice first draws. */
export const preloadSearchPage = () => ListingsPage.preload();

/** Every listings URL shape of spec 2.2, and its /listingsold mirror (spec 2.1), opens the one map + list page. */
export function SearchApp() {
  const page = <ListingsPage />;
  return (
    <Suspense fallback={<LoadingBlock label="Loading the search…" />}>
      <Routes>
        <Route path="/listings/:parent?/:state?/:city?" element={page} />
        <Route path="/listings/indexold" element={page} />
        <Route path="/listings/new-index" element={page} />
        <Route path="/listings/original" element={page} />
        <Route path="/Listingindex" element={page} />
        <Route path="/:refferer/:affiliation/listings/:parent/:state/:city" element={page} />
        <Route path="/:refferer/listings/:parent/:state/:city" element={page} />
        <Route path="/listingsold/:parent?/:state?/:city?" element={page} />
        <Route path="/listingsold/indexold" element={page} />
        <Route path="/listingsold/new-index" element={page} />
        <Route path="/listingsold/original" element={page} />
      </Routes>
    </Suspense>
  );
}
