import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageNotFound } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { routes } from './routes';
import { pages } from './pageRegistry';

/** The slice's own router draws whichever of its routes the shell mounted it for. */
export function ContentApp() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading the page…" />}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={pages[route.path]} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
