import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { lazyPage, pageRoutes, SliceRoutes, StartQueries } from '@homeward/platform';
import { agentsQueryAt } from './features/agents/api';
import { routes } from './routes';

const AgentsPage = lazyPage(() => import('./pages/AgentsPage'));
const AgentsToVerifyPage = lazyPage(() => import('./pages/AgentsToVerifyPage'));

/** An agent list page, its applications asked for while its code loads. */
function agentList(Page: ComponentType, verify: boolean): ComponentType {
  return function AgentList() {
    const { search } = useLocation();
    return (
      <StartQueries start={(client) => client.prefetchQuery(agentsQueryAt(search, verify))}>
        <Page />
      </StartQueries>
    );
  };
}

/**
 * Every page module routes.ts names, by that name, loaded when its route is first drawn. The build
 * fails when a route names a page no import() here loads.
 */
export const PAGES: Readonly<Record<string, ComponentType>> = {
  'pages/LoginPage': lazyPage(() => import('./pages/LoginPage')),
  'pages/AdminIndexPage': lazyPage(() => import('./pages/AdminIndexPage')),
  'pages/HomePage': lazyPage(() => import('./pages/HomePage')),
  'pages/AgentsPage': agentList(AgentsPage, false),
  'pages/AgentsToVerifyPage': agentList(AgentsToVerifyPage, true),
  'pages/UsersPage': lazyPage(() => import('./pages/UsersPage')),
  'pages/InspectorManagerPage': lazyPage(() => import('./pages/InspectorManagerPage')),
  'pages/RequestsPage': lazyPage(() => import('./pages/RequestsPage')),
  'pages/LendingManagerPage': lazyPage(() => import('./pages/LendingManagerPage')),
  'pages/LendingDetailsPage': lazyPage(() => import('./pages/LendingDetailsPage')),
  'pages/LenderDetailsPage': lazyPage(() => import('./pages/LenderDetailsPage')),
  'pages/NotificationsPage': lazyPage(() => import('./pages/NotificationsPage')),
  'pages/SettingsPage': lazyPage(() => import('./pages/SettingsPage')),
  'pages/FeedPage': lazyPage(() => import('./pages/FeedPage')),
};

/** The slice's routes as routes.ts lists them, each drawing its page. */
const ROUTES = pageRoutes(PAGES, routes);

export function AdminApp() {
  return <SliceRoutes routes={ROUTES} />;
}
