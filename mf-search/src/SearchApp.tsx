import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';

const ListingsPage = lazy(() => import('./pages/ListingsPage'));

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
