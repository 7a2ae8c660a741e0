import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const AuthCallbackPage = lazy(() => import('./pages/AuthCallbackPage'));

export function AuthApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login/index-old" element={<LoginPage />} />
        <Route path="/auth" element={<LoginPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
      </Routes>
    </Suspense>
  );
}
