import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';

const AboutPage = lazy(() => import('./pages/AboutPage'));
const SitemapPage = lazy(() => import('./pages/SitemapPage'));

export function ContentApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        <Route path="/about" element={<AboutPage />} />
        <Route path="/sitemap" element={<SitemapPage />} />
      </Routes>
    </Suspense>
  );
}
