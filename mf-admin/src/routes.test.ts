import { routes } from './routes';

describe('admin routes (spec 2.1, 6)', () => {
  it('need the admin flag and the admin scope on every page but the sign-in page', () => {
    for (const route of routes) {
      if (route.path === '/admin/login') expect(route).toMatchObject({ guard: 'public' });
      else expect(route).toMatchObject({ guard: 'admin', scopes: ['admin'] });
    }
    expect(routes.filter((r) => r.scopes).length).toBe(routes.length - 1);
  });
});
