import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';

const LoginPage = lazy(() => import('./features/auth/LoginForm'));
const HomePage = lazy(() => import('./features/home/HomeDashboard'));
const AgentsPage = lazy(() => import('./features/agents/AgentApplications'));
const UsersPage = lazy(() => import('./features/users/UsersList'));
const InspectorManagerPage = lazy(() => import('./features/partners/PartnerApplications'));
const RequestsPage = lazy(() => import('./features/requests/AllRequests'));
const NotificationsPage = lazy(() => import('./features/notifications/Notifications'));
const SettingsPage = lazy(() => import('./features/settings/PasswordForm'));
const LendingManagerPage = lazy(() => import('./features/requests/LendingViews').then((m) => ({ default: m.LendingManagerPage })));
const LendingDetailsPage = lazy(() => import('./features/requests/LendingViews').then((m) => ({ default: m.LendingDetailsPage })));
const LenderDetailsPage = lazy(() => import('./features/requests/LendingViews').then((m) => ({ default: m.LenderDetailsPage })));

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
      </Routes>
    </Suspense>
  );
}
