import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { bus, callApi } from '@homeward/platform';
import { answerCalls, pageOf, renderAdmin } from '../../shared/testing';
import { Composer } from './Composer';

jest.mock('@homeward/platform', () => ({ ...jest.requireActual('@homeward/platform'), callApi: jest.fn() }));

const WAIT = { timeout: 10_000 };

const account = (id: string, firstName: string, role = 'USER') => ({ id, role, firstName, lastName: 'Lee', email: `${firstName.toLowerCase()}@example.com`, phone: null });

describe('notice composer', () => {
  let send: jest.Mock;
  let findUsers: jest.Mock;
  beforeEach(() => {
    send = jest.fn(async () => ({ recipientCount: 14 }));
    findUsers = jest.fn(() => pageOf([account('u1', 'Ada'), account('m1', 'Max', 'MANAGER')]));
    answerCalls(jest.mocked(callApi), [
      [signedInCalls.sendNotification, send],
      [signedInCalls.adminUsers, findUsers],
    ]);
  });

  it('sends to all agents by default, then clears the title and message for the next notice', async () => {
    const toast = jest.spyOn(bus, 'publish');
    const user = userEvent.setup();
    renderAdmin(<Composer />);
    expect(screen.getByLabelText('Send to')).toHaveValue('agents');
    await user.type(screen.getByLabelText('Title'), ' Rates are down ');
    await user.type(screen.getByLabelText('Message'), 'See the new rates.');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ body: { audience: { kind: 'agents' }, title: 'Rates are down', body: 'See the new rates.' } }));
    expect(toast).toHaveBeenCalledWith({ type: 'toast', kind: 'success', message: 'Notice sent to 14 people.' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Send to')).toHaveValue('agents');
  });

  it('says what is missing instead of sending', async () => {
    const user = userEvent.setup();
    renderAdmin(<Composer />);
    await user.selectOptions(screen.getByLabelText('Send to'), 'One user');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter the message.')).toBeInTheDocument();
    expect(screen.getByText('Choose who gets this notice.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends to partners of the type chosen', async () => {
    const user = userEvent.setup();
    renderAdmin(<Composer />);
    await user.selectOptions(screen.getByLabelText('Send to'), 'All partners of a type');
    await user.selectOptions(screen.getByLabelText('Partner type'), 'Loan Broker');
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Brokers only.');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ body: { audience: { kind: 'partners', partnerType: 2 }, title: 'Hello', body: 'Brokers only.' } }));
  });

  it('finds one user (never a manager) and sends to them', async () => {
    const user = userEvent.setup();
    renderAdmin(<Composer />);
    await user.selectOptions(screen.getByLabelText('Send to'), 'One user');
    await user.type(screen.getByLabelText('Find the user by name, email or phone'), 'lee{Enter}');
    const matches = await screen.findByRole('list', { name: 'Matching users' }, WAIT);
    expect(findUsers).toHaveBeenCalledWith(expect.objectContaining({ query: { search: 'lee', pageSize: 8, filter: 'all' } }));
    expect(matches).toHaveTextContent('Ada Lee');
    expect(matches).not.toHaveTextContent('Max Lee');
    await user.click(screen.getByRole('button', { name: /Ada Lee/ }));
    expect(screen.getByText('To')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Hi Ada');
    await user.type(screen.getByLabelText('Message'), 'Welcome.');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ body: { audience: { kind: 'user', userId: 'u1' }, title: 'Hi Ada', body: 'Welcome.' } }));
  });

  it('starts addressed to the user the user manager linked from', async () => {
    const user = userEvent.setup();
    renderAdmin(<Composer />, '/admin/notification?userId=u9&name=Sam%20Lee');
    expect(screen.getByLabelText('Send to')).toHaveValue('user');
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose someone else' }));
    expect(screen.getByLabelText('Find the user by name, email or phone')).toBeInTheDocument();
  });
});
