import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { pageOf } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { routes } from './routes';

/** The page modules the routes of routes.ts name, each loaded when its page is first opened. */
const PAGES = {
  'pages/LoginPage': lazy(() => import('./pages/LoginPage')),
  'pages/AuthCallbackPage': lazy(() => import('./pages/AuthCallbackPage')),
};

export function AuthApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        {routes.map((route) => {
          const Page = pageOf(PAGES, route);
          return <Route key={route.path} path={route.path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
