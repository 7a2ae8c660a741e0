import type { SliceRoute } from '@homeward/contracts';
import { SCOPES } from '@homeward/domain';

/** A route of this slice, with the page module under src/ that draws it (AdminApp loads it by this name). */
export type AdminRoute = SliceRoute & { page: string };

/** Manager pages: the admin flag of this browser (spec 6) and the admin scope of the signed-in profile. */
const manager = (path: string, page: string): AdminRoute => ({ path, page, layout: 'dashboard', guard: 'admin', scopes: [SCOPES.admin] });

/**
 * The pages this slice owns (spec 2.1 admin routes), each with its page module. Read at build time
 * into descriptor.json; pure data only, so the paths are written out here (routes.test.ts checks
 * them against the admin entries of `pagePatterns`).
 */
export const routes: AdminRoute[] = [
  { path: '/admin/login', page: 'pages/LoginPage', layout: 'dashboard', guard: 'public', title: 'Manager sign-in' },
  manager('/admin', 'pages/AdminIndexPage'),
  manager('/admin/home', 'pages/HomePage'),
  manager('/admin/agents', 'pages/AgentsPage'),
  manager('/admin/agents/vertifyStatus', 'pages/AgentsToVerifyPage'),
  manager('/admin/user-manager', 'pages/UsersPage'),
  manager('/admin/inspector-manager', 'pages/InspectorManagerPage'),
  manager('/admin/request', 'pages/RequestsPage'),
  manager('/admin/lend/lending-manager', 'pages/LendingManagerPage'),
  manager('/admin/lend/lending-details', 'pages/LendingDetailsPage'),
  manager('/admin/lend/lender-details/:id?', 'pages/LenderDetailsPage'),
  manager('/admin/notification', 'pages/NotificationsPage'),
  manager('/admin/listings-feed', 'pages/FeedPage'),
  manager('/admin/settings', 'pages/SettingsPage'),
];
