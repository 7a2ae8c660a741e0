import { paths, type SliceRoute } from '@homeward/contracts';
import { SCOPES } from '@homeward/domain';

/** A route of this slice, with the page module under src/ that draws it (AdminApp loads it by this name). */
export type AdminRoute = SliceRoute & { page: string };

/** Manager pages: the admin flag of this browser (spec 6) and the admin scope of the signed-in profile. */
const manager = (path: string, page: string, extra?: Partial<SliceRoute>): AdminRoute => ({ path, page, layout: 'dashboard', guard: 'admin', scopes: [SCOPES.admin], ...extra });
/** A manager page drawn on the server for the signed-in manager, with its list (src/prerender.tsx). */
const drawn = { serverRender: true };

/**
 * The pages this slice owns (spec 2.1 admin routes, `paths.admin`), each with its page module.
 * Read at build time into descriptor.json.
 */
export const routes: AdminRoute[] = [
  { path: paths.admin.login.path, page: 'pages/LoginPage', layout: 'dashboard', guard: 'public', title: 'Manager sign-in' },
  manager(paths.admin.index.path, 'pages/AdminIndexPage'),
  manager(paths.admin.home.path, 'pages/HomePage'),
  manager(paths.admin.agents.path, 'pages/AgentsPage', drawn),
  manager(paths.admin.agentsToVerify.path, 'pages/AgentsToVerifyPage', drawn),
  manager(paths.admin.users.path, 'pages/UsersPage'),
  manager(paths.admin.partnerApplications.path, 'pages/InspectorManagerPage'),
  manager(paths.admin.requests.path, 'pages/RequestsPage'),
  manager(paths.admin.lenders.path, 'pages/LendingManagerPage'),
  manager(paths.admin.mortgageRequests.path, 'pages/LendingDetailsPage'),
  manager(paths.admin.lenderDetails.path, 'pages/LenderDetailsPage'),
  manager(paths.admin.notifications.path, 'pages/NotificationsPage'),
  manager(paths.admin.listingsFeed.path, 'pages/FeedPage'),
  manager(paths.admin.settings.path, 'pages/SettingsPage'),
];
