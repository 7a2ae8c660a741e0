import { adminTarget, validateLogin } from './LoginPage';
import { validatePasswords } from './SettingsPage';
import { validateNotice } from './NotificationsPage';

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

describe('password change form', () => {
  it('needs the current password, a long enough new one, typed twice', () => {
    expect(validatePasswords({})).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Enter a new password.',
      confirmPassword: 'Enter the new password again.',
    });
    expect(validatePasswords({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' }).newPassword).toBe('Use at least 12 characters.');
    expect(validatePasswords({ currentPassword: 'same-password-1', newPassword: 'same-password-1', confirmPassword: 'same-password-1' }).newPassword).toBe(
      'Choose a new password that differs from the current one.',
    );
    expect(validatePasswords({ currentPassword: 'old', newPassword: 'a-long-new-password', confirmPassword: 'a-long-new-passwore' })).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
    expect(validatePasswords({ currentPassword: 'old', newPassword: 'a-long-new-password', confirmPassword: 'a-long-new-password' })).toEqual({});
  });
});

describe('notice form', () => {
  it('needs a title, a message and, for one user, who it goes to', () => {
    expect(validateNotice({ kind: 'agents', title: ' ', body: '' })).toEqual({ title: 'Enter a title.', body: 'Enter the message.' });
    expect(validateNotice({ kind: 'user', title: 'Hi', body: 'There' })).toEqual({ userId: 'Choose who gets this notice.' });
    expect(validateNotice({ kind: 'all', title: 'x'.repeat(121), body: 'ok' }).title).toBe('Use at most 120 characters.');
    expect(validateNotice({ kind: 'user', userId: 'u1', title: 'Hi', body: 'There' })).toEqual({});
  });
});
