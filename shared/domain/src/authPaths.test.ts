import { authAreaOf, authFailureAction, LOGIN_REQUIRED_AREAS, PUBLIC_AUTH_AREAS } from './authPaths';

describe('the 401 path table (spec 6)', () => {
  it('lists the spec’s areas word for word', () => {
    expect(LOGIN_REQUIRED_AREAS.map((a) => a.area).slice(0, 13)).toEqual([
      'mortgage', 'account update', 'change password', 'delete account', 'user', 'profile', 'settings',
      'dashboard', 'tasks', 'partner', 'agent', 'broker', 'admin',
    ]);
    expect(PUBLIC_AUTH_AREAS.map((a) => a.area).slice(0, 7)).toEqual(['chat', 'details', 'listings', 'search', 'home', 'learn', 'account details']);
  });

  it.each([
    ['/mortgage/tasks', 'mortgage'],
    ['/Account/Update', 'account update'],
    ['/Account/ChangePassword', 'change password'],
    ['/Account/Delete', 'delete account'],
    ['/user/homeward-account-deletion', 'user'],
    ['/admin/users?search=ada', 'admin'],
    ['/agent/Agent/Signup', 'agent'],
    ['/partner/lender/dashboard', 'partner'],
    ['/Requests', 'requests'],
    ['/Favorites/123', 'favorites'],
  ])('%s needs a login again (%s)', (path, area) => {
    expect(authAreaOf(path)).toEqual({ area, loginRequired: true });
    expect(authFailureAction(path)).toBe('redirect-to-login');
  });

  it.each([
    ['/Listings/Search', 'listings'],
    ['/Account/Details', 'account details'],
    ['/home/123456', 'home'],
    ['/learn', 'learn'],
    ['/public/Partners/snapshot/AG-WA-001', 'public'],
    ['/chat/messages', 'chat'],
  ])('%s only clears the tokens (%s)', (path, area) => {
    expect(authAreaOf(path)).toEqual({ area, loginRequired: false });
    expect(authFailureAction(path)).toBe('clear-tokens');
  });

  it('only clears tokens for a path in neither list, and matches whole segments', () => {
    expect(authFailureAction('/Geocode/Reverse')).toBe('clear-tokens');
    expect(authAreaOf('/mortgages-guide')).toBeUndefined();
    expect(authAreaOf('/useradmin')).toBeUndefined();
  });

  it.each([
    ['PUT', '/api/v2/Account/Details', 'account update'],
    ['DELETE', '/api/v2/Account', 'delete account'],
    ['GET', '/api/v2/Account/FirmInfo', 'firm info'],
    ['PUT', '/api/v2/Account/FirmInfo', 'firm info'],
    ['GET', '/api/v2/Account/Payments', 'payments'],
    ['GET', '/api/v2/Account/Notifications', 'notifications'],
    ['PUT', '/api/v2/Account/Notifications/n1/read', 'notifications'],
    ['GET', '/api/v2/Account/UploadUrl?code=profile-image&contentType=image%2Fpng', 'uploads'],
    ['PUT', '/api/v2/media/uploads/abc.png', 'uploads'],
  ])('%s %s needs a login again (%s, spec 4.6)', (method, path, area) => {
    expect(authAreaOf(path, method)).toEqual({ area, loginRequired: true });
    expect(authFailureAction(path, method)).toBe('redirect-to-login');
  });

  it('reads the account details publicly and never takes a sign-in call for an account write', () => {
    expect(authFailureAction('/api/v2/Account/Details', 'GET')).toBe('clear-tokens');
    expect(authFailureAction('/api/v2/Account/LoginWithPhone', 'POST')).toBe('clear-tokens');
    expect(authFailureAction('/api/v2/Account/RefreshToken', 'POST')).toBe('clear-tokens');
  });
});
