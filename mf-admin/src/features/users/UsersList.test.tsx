import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCalls, type AdminUserRow } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { answerCalls, pageOf, renderAdmin } from '../../shared/testing';
import { UsersList } from './UsersList';

jest.mock('@homeward/platform', () => ({ ...jest.requireActual('@homeward/platform'), callApi: jest.fn() }));

const WAIT = { timeout: 10_000 };

const person = (id: string, firstName: string, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  role: 'USER',
  firstName,
  lastName: 'Lee',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '+14255550123',
  isAgent: false,
  agentStatus: -1,
  isEmailConfirmed: true,
  suspendedUntil: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  partnerTypes: [],
  isSuspended: false,
  ...extra,
});

describe('user manager', () => {
  let suspend: jest.Mock;
  beforeEach(() => {
    suspend = jest.fn(async () => ({}));
    answerCalls(jest.mocked(callApi), [
      [signedInCalls.adminUsers, () => pageOf([person('u1', 'Ada'), person('u2', 'Sam', { isSuspended: true }), person('u3', 'Max', { role: 'MANAGER' })])],
      [signedInCalls.setSuspension, suspend],
    ]);
  });

  it('offers suspend to active users, restore to suspended ones and nothing on managers', async () => {
    renderAdmin(<UsersList />);
    const ada = (await screen.findByText('Ada Lee', {}, WAIT)).closest('tr')!;
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Suspend Ada Lee' })).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'Send notice to Ada Lee' })).toHaveAttribute('href', '/admin/notification?userId=u1&name=Ada+Lee');
    const sam = screen.getByText('Sam Lee').closest('tr')!;
    expect(within(sam).getByRole('button', { name: 'Restore Sam Lee' })).toBeInTheDocument();
    const max = screen.getByText('Max Lee').closest('tr')!;
    expect(within(max).queryByRole('button')).toBeNull();
    expect(within(max).queryByRole('link')).toBeNull();
  });

  it('suspends after saying what it does', async () => {
    const user = userEvent.setup();
    renderAdmin(<UsersList />);
    await user.click(await screen.findByRole('button', { name: 'Suspend Ada Lee' }, WAIT));
    expect(screen.getByText('They are signed out everywhere at once and cannot sign in until you restore them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(suspend).toHaveBeenCalledWith({ params: { userId: 'u1' }, body: { suspended: true } }));
  });

  it('restores a suspended user', async () => {
    const user = userEvent.setup();
    renderAdmin(<UsersList />);
    await user.click(await screen.findByRole('button', { name: 'Restore Sam Lee' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(suspend).toHaveBeenCalledWith({ params: { userId: 'u2' }, body: { suspended: false } }));
  });

  it('keeps the filter in the address and asks the API for that group', async () => {
    const user = userEvent.setup();
    renderAdmin(<UsersList />, '/admin/user-manager');
    await screen.findByText('Ada Lee', {}, WAIT);
    await user.selectOptions(screen.getByLabelText('Show'), 'Suspended');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/user-manager?filter=suspended');
    await waitFor(() => expect(callApi).toHaveBeenLastCalledWith(signedInCalls.adminUsers, expect.objectContaining({ query: expect.objectContaining({ filter: 'suspended' }) })));
  });
});
