import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@homeward/platform';
import { AgentSignup } from './AgentSignup';
import * as phoneApi from '../../shared/phoneSignIn';
import * as agentApi from './api';

jest.mock('../../shared/phoneSignIn');
jest.mock('./api');
const sendCode = jest.mocked(phoneApi.sendCode);
const verify = jest.mocked(agentApi.verifyCodeWithAgentStatus);

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderFlow(callbacks: { onClose?: () => void; onLogInInstead?: () => void } = {}) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <AgentSignup onClose={callbacks.onClose ?? jest.fn()} onLogInInstead={callbacks.onLogInInstead ?? jest.fn()} />
    </MemoryRouter>,
  );
}

async function verifyPhone(user: ReturnType<typeof userEvent.setup>, isNewUser: boolean, isAgent: boolean, agentStatus: number) {
  sendCode.mockResolvedValue({ challengeIdentifier: 'ch', isNewUser });
  verify.mockResolvedValue({ token: 'agent-token', isNewUser, user: { isAgent, agentStatus } });
  await user.type(screen.getByLabelText('Mobile phone number'), '4255550123');
  await user.click(screen.getByRole('button', { name: 'Send my code' }));
  await user.type(within(await screen.findByRole('dialog', { name: 'Enter your code' })).getByLabelText('6-digit code'), '123456');
}

// The deployment's support address, as the site's server puts its config in every page.
beforeAll(() => {
  document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="site-config">{"appStores":{},"social":{},"supportEmail":"help@homes.test"}</script>');
});

afterEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
});

describe('agent sign-up modal', () => {
  it('sends a new applicant to the agent flow and keeps the verified token for it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderFlow({ onClose });
    await verifyPhone(user, true, false, -1);
    expect(verify).toHaveBeenCalledWith({ phone: '+14255550123', country: 'US', challengeIdentifier: 'ch', code: '123456' });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/agent/agent-flow'));
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('homeward.agentSignup')!)).toMatchObject({ verificationToken: 'agent-token', phone: '+14255550123' });
  });

  it('offers "Log in instead" and "Try again" for an existing account', async () => {
    const user = userEvent.setup();
    const onLogInInstead = jest.fn();
    renderFlow({ onLogInInstead });
    await verifyPhone(user, false, false, -1);
    const dialog = await screen.findByRole('dialog', { name: 'You already have an account' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You already have an account with this phone number. Please click on the login menu and try to login to your account.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Mobile phone number')).toHaveValue('(425) 555-0123');
    await verifyPhone(user, false, false, -1);
    await user.click(within(await screen.findByRole('dialog', { name: 'You already have an account' })).getByRole('button', { name: 'Log in instead' }));
    expect(onLogInInstead).toHaveBeenCalled();
  });

  it('explains a pending application under its spec title', async () => {
    const user = userEvent.setup();
    renderFlow();
    await verifyPhone(user, false, true, 0);
    const dialog = await screen.findByRole('dialog', { name: 'Agent application under review' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your account is still pending. We will notify you once it has been approved.');
    await user.click(within(dialog).getByRole('button', { name: 'See application status' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/agent/underreview'));
  });

  it.each([
    [2, 'Your agent application was not accepted. Email us at help@homes.test if you have any questions.'],
    [4, 'Your account has been deactivated. Email us at help@homes.test if you think this was a mistake.'],
  ])('shows status %i as an error with the support email', async (status, text) => {
    const user = userEvent.setup();
    renderFlow();
    await verifyPhone(user, false, true, status);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'help@homes.test' })).toHaveAttribute('href', 'mailto:help@homes.test');
  });

  it('shows the agent code texts of spec 8 in the code popup', async () => {
    const user = userEvent.setup();
    renderFlow();
    sendCode.mockResolvedValue({ challengeIdentifier: 'ch', isNewUser: true });
    verify.mockRejectedValue(new ApiError(410, 'Your 6 digit code is invalid. It was used recently.'));
    await user.type(screen.getByLabelText('Mobile phone number'), '4255550123');
    await user.click(screen.getByRole('button', { name: 'Send my code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    expect(await within(dialog).findByText('Your 6 digit code is invalid. It was used recently.')).toBeInTheDocument();
  });
});
