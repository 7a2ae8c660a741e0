import { adminTarget, validateLogin } from './LoginForm';

describe('manager sign-in form', () => {
  it('asks for a valid email and a password', () => {
    expect(validateLogin({})).toEqual({ email: 'Enter your email address.', password: 'Enter your password.' });
    expect(validateLogin({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'Enter a valid email address, like name@example.com.' });
    expect(validateLogin({ email: 'admin@homeward.local', password: 'x' })).toBeUndefined();
  });

  it('continues only to admin pages on this site', () => {
    expect(adminTarget('?redirect=%2Fadmin%2Fagents')).toBe('/admin/agents');
    expect(adminTarget('?redirect=%2Fadmin%2Flend%2Flender-details%2Fabc%3Fpage%3D2')).toBe('/admin/lend/lender-details/abc?page=2');
    expect(adminTarget('?redirect=%2Faccount')).toBe('/admin/home');
    expect(adminTarget('?redirect=https%3A%2F%2Fevil.example%2Fadmin%2Fhome')).toBe('/admin/home');
    expect(adminTarget('?redirect=%2F%2Fevil.example%2Fadmin')).toBe('/admin/home');
    expect(adminTarget('?redirect=%2Fadmin%2Flogin')).toBe('/admin/home');
    expect(adminTarget('')).toBe('/admin/home');
  });
});
