import { matchPath } from 'react-router';
import { pagePaths, pagePatterns } from '@homeward/contracts';
import { buildRouteTable } from '@homeward/platform';
import { PAGES } from './AdminApp';
import { routes } from './routes';

const adminPatterns = Object.entries(pagePatterns).filter(([, path]) => path.startsWith('/admin'));

describe('admin routes (spec 2.1, 6)', () => {
  it('need the admin flag and the admin scope on every page but the sign-in page', () => {
    for (const route of routes) {
      if (route.path === '/admin/login') expect(route).toMatchObject({ guard: 'public' });
      else expect(route).toMatchObject({ guard: 'admin', scopes: ['admin'] });
    }
    expect(routes.filter((r) => r.scopes).length).toBe(routes.length - 1);
  });

  it('are the admin pages of pagePatterns, one route each', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(adminPatterns.map(([, path]) => path).sort());
  });

  it('each name a page module the app loads, and every page the app loads has a route', () => {
    for (const route of routes) expect(PAGES[route.page]).toEqual(expect.any(Function));
    expect(Object.keys(PAGES).sort()).toEqual([...new Set(routes.map((r) => r.page))].sort());
  });

  it('belong to this slice and read back the addresses the links build', () => {
    const table = buildRouteTable({ remotes: [{ name: 'mf_admin', version: '1', entry: 'x', routes: routes.map((r) => ({ layout: 'dashboard', guard: 'admin', ...r })), exposes: [] }] });
    const links = [
      pagePaths.adminLogin(),
      pagePaths.adminHome(),
      pagePaths.adminAgents(),
      pagePaths.adminAgentsToVerify(),
      pagePaths.adminUsers('suspended'),
      pagePaths.adminPartnerApplications(),
      pagePaths.adminRequests('unassigned'),
      pagePaths.adminLenders(),
      pagePaths.adminMortgageRequests(),
      pagePaths.adminLenderDetails(),
      pagePaths.adminLenderDetails('p-1'),
      pagePaths.adminNotifications({ userId: 'u-1', name: 'Ada Lovelace' }),
      pagePaths.adminSettings(),
    ];
    for (const link of links) expect(table.resolve(link)?.route.owner).toBe('mf_admin');
    expect(matchPath(pagePatterns.adminLenderDetails, pagePaths.adminLenderDetails('p-1'))?.params.id).toBe('p-1');
  });

  it('build the filtered lists and the addressed notice the dashboard and user manager link to', () => {
    expect(pagePaths.adminUsers('suspended')).toBe('/admin/user-manager?filter=suspended');
    expect(pagePaths.adminUsers()).toBe('/admin/user-manager');
    expect(pagePaths.adminRequests('unassigned')).toBe('/admin/request?assignment=unassigned');
    const notice = new URL(pagePaths.adminNotifications({ userId: 'u-1', name: 'Ada Lovelace' }), 'https://homeward.test');
    expect(notice.pathname).toBe('/admin/notification');
    expect(Object.fromEntries(notice.searchParams)).toEqual({ userId: 'u-1', name: 'Ada Lovelace' });
  });
});
