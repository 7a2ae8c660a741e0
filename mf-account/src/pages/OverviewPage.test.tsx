import { screen } from '@testing-library/react';
import type { AccountDetails } from '@homeward/contracts';
import { accountDetails, answerApi, apiReply, renderAccount, signedInForEachTest } from '../shared/testing';
import OverviewPage from './OverviewPage';

function renderWith(details: AccountDetails) {
  answerApi(({ url }) =>
    url.includes('Notifications')
      ? apiReply({ items: [{ id: 'n1', title: 'Welcome to Homeward', body: 'Glad you are here.', createdAt: '2026-11-20T10:00:00Z', readAt: null }], unread: 1 })
      : url.includes('MessagePreferences')
        ? apiReply({ items: [{ kind: 'request-updates', label: 'Updates when a partner accepts or declines your request', transactional: false, email: true, sms: false }] })
        : apiReply({ data: details }),
  );
  renderAccount(<OverviewPage />);
}

const base = accountDetails({ isEmailConfirmed: false });

jest.setTimeout(20_000);
/** The first render also loads the page's code: give it time on a busy machine. */
const WAIT = { timeout: 10_000 };

describe('account overview', () => {
  signedInForEachTest();

  it('shows who the user is, their unconfirmed email, their notices and the sections', async () => {
    renderWith(base);
    expect(await screen.findByRole('heading', { name: 'Test Buyer' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('(206) 555-0123')).toBeInTheDocument();
    expect(screen.getByText('Not confirmed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send verification email' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome to Homeward', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Updates when a partner accepts or declines your request' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Favorites/ })).toHaveAttribute('href', '/account/favorites');
    expect(screen.queryByRole('link', { name: /Firm information/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Finish your profile' })).toBeNull();
  });

  it('asks a social user without a full profile for the missing fields first (spec 4.2)', async () => {
    renderWith({ ...base, firstName: null, lastName: null, email: null, phone: null, isEstablished: false });
    expect(await screen.findByRole('heading', { name: 'Finish your profile' }, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Finish profile' })).toBeInTheDocument();
  });

  it('links agents to their firm and payments', async () => {
    renderWith({ ...base, isAgent: true, agentStatus: 1 });
    expect(await screen.findByRole('link', { name: /Firm information/ }, WAIT)).toHaveAttribute('href', '/account/FirmInfo');
    expect(screen.getByRole('link', { name: /Payment/ })).toHaveAttribute('href', '/account/Payment');
  });
});
