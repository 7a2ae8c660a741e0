import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import LoginModal from './LoginModal';

// The OpenID Connect client is exercised end to end against the local provider.
jest.mock('../features/login/social/oidc', () => ({ startSocialSignIn: jest.fn(), SocialSignInError: Error, SIGN_IN_FAILED_MESSAGE: 'failed' }));

function renderModal(props: Partial<Parameters<typeof LoginModal>[0]> = {}) {
  const onClose = jest.fn();
  global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) }) as Response) as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoginModal onClose={onClose} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('LoginModal (spec 2.6)', () => {
  it('is titled as the spec says and closes without signing in', async () => {
    const onClose = renderModal({ reason: 'Sign in to save this home.' });
    const dialog = screen.getByRole('dialog', { name: 'Tell us about yourself.' });
    expect(dialog).toHaveAccessibleDescription('Log in or create an account to continue.');
    expect(within(dialog).getByText('Sign in to save this home.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Country code')).toHaveValue('US');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('opens the agent sign-up modal for the agent-signup reason', () => {
    renderModal({ reason: 'agent-signup' });
    expect(screen.getByRole('dialog', { name: 'Become a Homeward agent' })).toBeInTheDocument();
  });
});
