import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { lazyPage, loadRoute, pageRoutes, preloadRoute, SliceRoutes, StartQueries, type PreloadablePage, type PreloadableRoute } from '@homeward/platform';
import { agentsQueryAt } from './features/agents/api';
import { routes } from './routes';

const AgentsPage = lazyPage(() => import('./pages/AgentsPage'));
const AgentsToVerifyPage = lazyPage(() => import('./pages/AgentsToVerifyPage'));

/** An agent list page, its applications (those the address asks for) asked for while its code loads. */
function agentList(Page: PreloadablePage<ComponentType>, verify: boolean): ComponentType {
  const start = (client: QueryClient, search: string) => client.prefetchQuery(agentsQueryAt(search, verify));
  function AgentList() {
    const { search } = useLocation();
    return (
      <StartQueries start={(client) => start(client, search)}>
        <Page />
      </StartQueries>
    );
  }
  // Loaded ahead of the slice's first draw, with its applications (those of the address it opens at),
  // as StartQueries preloads: its queries in the browser only.
  return Object.assign(AgentList, {
    preload: () => StartQueries.preload({ start: (client) => start(client, window.location.search), children: <Page /> }),
  });
}

/** The answer a page's first view draws from, for a page drawn on the server (at its address, with no query). */
const PAGE_DATA: Partial<Record<string, Pick<PreloadableRoute, 'query'>>> = {
  'pages/AgentsPage': { query: () => agentsQueryAt('', false) },
  'pages/AgentsToVerifyPage': { query: () => agentsQueryAt('', true) },
};

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
const ROUTES = pageRoutes(PAGES, routes).map(({ path, element, route }) => ({ path, element, ...PAGE_DATA[route.page] }));

/** The page code (and first data) of the admin page at this path, before the slice first draws it. */
export const preloadAdminPage = (pathname: string) => preloadRoute(ROUTES, pathname);

/** For a page drawn on the server for the manager: its code and the answer its first view draws from. */
export const loadAdminPage = (pathname: string, client: QueryClient) => loadRoute(ROUTES, pathname, client);

export function AdminApp() {
  return <SliceRoutes routes={ROUTES} />;
}
