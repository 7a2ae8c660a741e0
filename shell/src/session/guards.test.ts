import { guardRedirect } from './guards';

describe('guardRedirect (spec 2.3)', () => {
  const visitor = { loggedIn: false, isAdmin: false };
  const member = { loggedIn: true, isAdmin: false };
  const admin = { loggedIn: true, isAdmin: true };

  it('lets anyone see public pages', () => {
    expect(guardRedirect('public', '/about', visitor)).toBeUndefined();
    expect(guardRedirect('public', '/about', member)).toBeUndefined();
  });

  it('sends an anonymous user on a protected page to /login with the encoded path and query', () => {
    expect(guardRedirect('private', '/account/favorites?sort=new&x=1', visitor)).toBe(
      '/login?redirect=%2Faccount%2Ffavorites%3Fsort%3Dnew%26x%3D1',
    );
    expect(guardRedirect('private', '/account', member)).toBeUndefined();
  });

  it('sends a signed-in user away from guest-only pages to home', () => {
    expect(guardRedirect('guest', '/login', member)).toBe('/');
    expect(guardRedirect('guest', '/login', visitor)).toBeUndefined();
  });

  it('keeps pages that need a scope for users whose profile holds it (spec 6)', () => {
    const route = { guard: 'private' as const, scopes: ['agent'] };
    expect(guardRedirect(route, '/agent/Index', visitor)).toBe('/login?redirect=%2Fagent%2FIndex');
    expect(guardRedirect(route, '/agent/Index', { ...member, scope: ['user', 'agent'] })).toBeUndefined();
    expect(guardRedirect(route, '/agent/Index', { ...member, scope: { agent: true } })).toBeUndefined();
    expect(guardRedirect(route, '/agent/Index', { ...member, scope: ['user'] })).toBe('/');
    // Not judged until the profile is loaded.
    expect(guardRedirect(route, '/agent/Index', member)).toBeUndefined();
  });

  it('keeps admin pages for administrators', () => {
    expect(guardRedirect('admin', '/admin/home', member)).toBe('/admin/login?redirect=%2Fadmin%2Fhome');
    expect(guardRedirect('admin', '/admin/home', admin)).toBeUndefined();
  });

  it("sends a browser flagged as admin home when the signed-in profile lacks the admin scope", () => {
    const route = { guard: 'admin' as const, scopes: ['admin'] };
    expect(guardRedirect(route, '/admin/home', { ...admin, scope: ['user', 'admin'] })).toBeUndefined();
    expect(guardRedirect(route, '/admin/home', { ...admin, scope: ['user'] })).toBe('/');
    // A member without the flag signs in as a manager first; a visitor too.
    expect(guardRedirect(route, '/admin/home', { ...member, scope: ['user'] })).toBe('/admin/login?redirect=%2Fadmin%2Fhome');
    expect(guardRedirect(route, '/admin/home', visitor)).toBe('/admin/login?redirect=%2Fadmin%2Fhome');
  });
});
