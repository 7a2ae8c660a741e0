import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, session } from '@homeward/platform';
import { PhoneLogin } from './PhoneLogin';
import * as api from '../../../shared/phoneSignIn';

jest.mock('../../../shared/phoneSignIn');
const mocked = jest.mocked(api);

const loginResult = {
  id: 'user-token',
  isEstablished: true,
  user: { isAgent: false, agentStatus: -1, isEmailConfirmed: false, isEstablished: true },
  token: { accessToken: 'access', refreshToken: 'refresh', expiresIn: 3600, tokenExpiration: Date.now() + 3_600_000 },
};

async function enterPhone(user: ReturnType<typeof userEvent.setup>, digits = '2065550123') {
  await user.type(screen.getByLabelText('Mobile phone number'), digits);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => {
  session.clear();
  jest.resetAllMocks();
});

describe('PhoneLogin (spec 4.2)', () => {
  it('signs an existing user in with the texted code', async () => {
    const user = userEvent.setup();
    const onSignedIn = jest.fn();
    mocked.sendCode.mockResolvedValue({ challengeIdentifier: 'c1', isNewUser: false });
    mocked.verifyCode.mockResolvedValue({ id: 'verified' });
    mocked.loginWithPhone.mockResolvedValue(loginResult);
    render(<PhoneLogin onSignedIn={onSignedIn} />);
    await enterPhone(user);
    expect(mocked.sendCode).toHaveBeenCalledWith({ phone: '+12065550123', country: 'US' });
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    expect(mocked.verifyCode).toHaveBeenCalledWith('c1', '123456');
    expect(mocked.loginWithPhone).toHaveBeenCalledWith('verified');
    expect(onSignedIn).toHaveBeenCalledWith(loginResult);
    expect(session.state.loginDetails).toMatchObject({ id: 'user-token', accessToken: 'access' });
  });

  it('collects a new user’s name and email before login, keeping them after a failure', async () => {
    const user = userEvent.setup();
    mocked.sendCode.mockResolvedValue({ challengeIdentifier: 'c2', isNewUser: true });
    mocked.verifyCode.mockResolvedValue({ id: 'verified-2' });
    mocked.loginWithPhone.mockRejectedValueOnce(new ApiError(400, 'Enter a valid email address.')).mockResolvedValueOnce(loginResult);
    const onSignedIn = jest.fn();
    render(<PhoneLogin onSignedIn={onSignedIn} />);
    await enterPhone(user);
    await user.type(within(await screen.findByRole('dialog', { name: 'Enter your code' })).getByLabelText('6-digit code'), '654321');
    const details = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(mocked.loginWithPhone).not.toHaveBeenCalled();

    await user.click(within(details).getByRole('button', { name: 'Create account' }));
    expect(within(details).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(details).getByText('Enter your first name.')).toBeInTheDocument();
    expect(within(details).getByText('Enter your email address.')).toBeInTheDocument();

    await user.type(within(details).getByLabelText('First name'), 'Ada');
    await user.type(within(details).getByLabelText('Last name'), 'ThisLastNameIsFarTooLong');
    await user.type(within(details).getByLabelText('Email'), 'ada@');
    await user.click(within(details).getByRole('button', { name: 'Create account' }));
    expect(within(details).getByText('Use at most 20 characters.')).toBeInTheDocument();
    expect(within(details).getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(mocked.loginWithPhone).not.toHaveBeenCalled();

    await user.clear(within(details).getByLabelText('Last name'));
    await user.type(within(details).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(details).getByLabelText('Email'), 'example.com');
    await user.click(within(details).getByRole('button', { name: 'Create account' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(within(details).getByLabelText('Email')).toHaveValue('ada@example.com');

    await user.click(within(details).getByRole('button', { name: 'Create account' }));
    expect(mocked.loginWithPhone).toHaveBeenLastCalledWith('verified-2', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+12065550123',
    });
    expect(onSignedIn).toHaveBeenCalled();
  });

  it('shows a wrong code’s spec text in the popup and keeps the code for correcting', async () => {
    const user = userEvent.setup();
    mocked.sendCode.mockResolvedValue({ challengeIdentifier: 'c3', isNewUser: false });
    mocked.verifyCode.mockRejectedValue(new ApiError(400, 'Invalid code, please enter the correct 6-digit code.'));
    render(<PhoneLogin onSignedIn={jest.fn()} />);
    await enterPhone(user);
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
    await user.type(within(dialog).getByLabelText('6-digit code'), '111111');
    expect(await within(dialog).findByText('Invalid code, please enter the correct 6-digit code.')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('6-digit code')).toHaveValue('111111');
  });

  it('marks an empty code with a red border', async () => {
    const user = userEvent.setup();
    mocked.sendCode.mockResolvedValue({ challengeIdentifier: 'c4', isNewUser: false });
    render(<PhoneLogin onSignedIn={jest.fn()} />);
    await enterPhone(user);
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(mocked.verifyCode).not.toHaveBeenCalled();
  });

  it('shows a send failure beside the phone field and keeps the number', async () => {
    const user = userEvent.setup();
    mocked.sendCode.mockRejectedValue(new ApiError(429, 'You’re doing that too much, and have been locked out. Please try again in 24 hours.'));
    render(<PhoneLogin onSignedIn={jest.fn()} />);
    await enterPhone(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('You’re doing that too much, and have been locked out. Please try again in 24 hours.');
    expect(screen.getByLabelText('Mobile phone number')).toHaveValue('(206) 555-0123');
    expect(screen.getByLabelText('Mobile phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a number that cannot be a US number before sending', async () => {
    const user = userEvent.setup();
    render(<PhoneLogin onSignedIn={jest.fn()} />);
    await enterPhone(user, '12345');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong number provided');
    expect(mocked.sendCode).not.toHaveBeenCalled();
  });

  it('offers "Send code again" after the 59-second countdown, with a new code', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z'), advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      mocked.sendCode.mockResolvedValueOnce({ challengeIdentifier: 'c5', isNewUser: false }).mockResolvedValueOnce({ challengeIdentifier: 'c6', isNewUser: false });
      mocked.verifyCode.mockResolvedValue({ id: 'v' });
      mocked.loginWithPhone.mockResolvedValue(loginResult);
      render(<PhoneLogin onSignedIn={jest.fn()} />);
      await enterPhone(user);
      const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
      expect(within(dialog).getByText('0:59')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Send code again' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(58_000));
      expect(within(dialog).getByText('0:01')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_000));
      await user.click(within(dialog).getByRole('button', { name: 'Send code again' }));
      expect(mocked.sendCode).toHaveBeenCalledTimes(2);
      expect(await within(dialog).findByText('We sent a new code to +1 (206) 555-0123.')).toBeInTheDocument();
      expect(within(dialog).getByText('0:59')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('6-digit code'), '222222');
      expect(mocked.verifyCode).toHaveBeenCalledWith('c6', '222222');
    } finally {
      jest.useRealTimers();
    }
  });
});
