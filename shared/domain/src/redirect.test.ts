import { isSafeRedirect, safeRedirect } from './redirect';

describe('redirect targets (spec 2.3, 5)', () => {
  it.each(['/', '/account', '/listings/city/WA/Bellevue?price%5Bhigh%5D=500000', '/home/123#photos', '/learn/what-is-escrow...', '/search?q=../x'])('accepts the internal path %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /account',
    '/\t/evil.example',
    'account',
    '',
    '/..//evil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E.//evil.example',
  ])('rejects %j', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });

  it('falls back when the target is unsafe', () => {
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect(undefined, '/account')).toBe('/account');
    expect(safeRedirect('/account')).toBe('/account');
  });
});
