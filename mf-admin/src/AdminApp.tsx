import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const HomePage = lazy(() => import('./pages/HomePage'));
const AgentsPage = lazy(() => import('./pages/AgentsPage'));
const UsersPage = lazy(() => import('./pages/UsersPage'));
const InspectorManagerPage = lazy(() => import('./pages/InspectorManagerPage'));
const RequestsPage = lazy(() => import('./pages/RequestsPage'));
const NotificationsPage = lazy(() => import('./pages/NotificationsPage'));
const SettingsPage = lazy(() => import('./pages/SettingsPage'));
const FeedPage = lazy(() => import('./pages/FeedPage'));
const LendingManagerPage = lazy(() => import('./pages/LendingPages').then((m) => ({ default: m.LendingManagerPage })));
const LendingDetailsPage = lazy(() => import('./pages/LendingPages').then((m) => ({ default: m.LendingDetailsPage })));
const LenderDetailsPage = lazy(() => import('./pages/LendingPages').then((m) => ({ default: m.LenderDetailsPage })));

export function AdminApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        <Route path="/admin/login" element={<LoginPage />} />
        <Route path="/admin" element={<Navigate to="/admin/home" replace />} />
        <Route path="/admin/home" element={<HomePage />} />
        <Route path="/admin/agents" element={<AgentsPage />} />
        <Route path="/admin/agents/vertifyStatus" element={<AgentsPage verify />} />
        <Route path="/admin/user-manager" element={<UsersPage />} />
        <Route path="/admin/inspector-manager" element={<InspectorManagerPage />} />
        <Route path="/admin/request" element={<RequestsPage />} />
        <Route path="/admin/lend/lending-manager" element={<LendingManagerPage />} />
        <Route path="/admin/lend/lending-details" element={<LendingDetailsPage />} />
        <Route path="/admin/lend/lender-details/:id?" element={<LenderDetailsPage />} />
        <Route path="/admin/notification" element={<NotificationsPage />} />
        <Route path="/admin/settings" element={<SettingsPage />} />
        <Route path="/admin/listings-feed" element={<FeedPage />} />
      </Routes>
    </Suspense>
  );
}
