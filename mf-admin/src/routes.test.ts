import { matchPath } from 'react-router';
import { paths } from '@homeward/contracts';
import { buildRouteTable } from '@homeward/platform';
import { PAGES } from './AdminApp';
import { routes } from './routes';

describe('admin routes (spec 2.1, 6)', () => {
  it('need the admin flag and the admin scope on every page but the sign-in page', () => {
    for (const route of routes) {
      if (route.path === '/admin/login') expect(route).toMatchObject({ guard: 'public' });
      else expect(route).toMatchObject({ guard: 'admin', scopes: ['admin'] });
    }
    expect(routes.filter((r) => r.scopes).length).toBe(routes.length - 1);
  });

  it('are the pages of paths.admin, one route each', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(Object.values(paths.admin).map((page) => page.path).sort());
  });

  it('each name a page module the app loads, and every page the app loads has a route', () => {
    for (const route of routes) expect(PAGES[route.page]).toEqual(expect.any(Function));
    expect(Object.keys(PAGES).sort()).toEqual([...new Set(routes.map((r) => r.page))].sort());
  });

  it('belong to this slice and read back the addresses the links build', () => {
    const table = buildRouteTable({ remotes: [{ name: 'mf_admin', version: '1', entry: 'x', routes: routes.map((r) => ({ layout: 'dashboard', guard: 'admin', ...r })), exposes: [] }] });
    const links = [
      paths.admin.login.href(),
      paths.admin.home.href(),
      paths.admin.agents.href(),
      paths.admin.agentsToVerify.href(),
      paths.admin.users.href('suspended'),
      paths.admin.partnerApplications.href(),
      paths.admin.requests.href('unassigned'),
      paths.admin.lenders.href(),
      paths.admin.mortgageRequests.href(),
      paths.admin.lenderDetails.href(),
      paths.admin.lenderDetails.href('p-1'),
      paths.admin.notifications.href({ userId: 'u-1', name: 'Ada Lovelace' }),
      paths.admin.settings.href(),
    ];
    for (const link of links) expect(table.resolve(link)?.route.owner).toBe('mf_admin');
    expect(matchPath(paths.admin.lenderDetails.path, paths.admin.lenderDetails.href('p-1'))?.params.id).toBe('p-1');
  });

  it('build the filtered lists and the addressed notice the dashboard and user manager link to', () => {
    expect(paths.admin.users.href('suspended')).toBe('/admin/user-manager?filter=suspended');
    expect(paths.admin.users.href()).toBe('/admin/user-manager');
    expect(paths.admin.requests.href('unassigned')).toBe('/admin/request?assignment=unassigned');
    const notice = new URL(paths.admin.notifications.href({ userId: 'u-1', name: 'Ada Lovelace' }), 'https://homeward.test');
    expect(notice.pathname).toBe('/admin/notification');
    expect(Object.fromEntries(notice.searchParams)).toEqual({ userId: 'u-1', name: 'Ada Lovelace' });
  });
});
