import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';
import { PAGES } from './pages';
import { routes } from './routes';

/** Every route of routes.ts, drawn by the page module it names. */
export function PartnersApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        {routes.map(({ path, page }) => {
          const Page = PAGES[page!];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
