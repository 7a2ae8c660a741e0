import { validatePasswords } from './PasswordForm';

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
