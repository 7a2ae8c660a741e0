import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiPaths, type AccountDetails } from '@homeward/contracts';
import { bus, session } from '@homeward/platform';
import { PersonalInfoForm } from './PersonalInfoForm';

const details: AccountDetails = {
  firstName: 'Test',
  lastName: 'Buyer',
  image: null,
  isAgent: false,
  agentStatus: -1,
  email: 'test@example.com',
  phone: '+12065550123',
  isEmailConfirmed: true,
  isEstablished: true,
  scope: ['user'],
};

/** jsdom has no Response: the http client reads only these members. */
const reply = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, text: async () => JSON.stringify(body) });

function renderForm() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <PersonalInfoForm details={details} />
    </QueryClientProvider>,
  );
}

jest.setTimeout(20_000);

describe('PersonalInfoForm', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    session.signIn({ id: 'user-1', accessToken: 'token', tokenExpiration: Date.now() + 3_600_000 });
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => session.clear());

  it('marks a bad email, keeps the new name, and saves nothing until it is fixed', async () => {
    const user = userEvent.setup();
    renderForm();
    const last = screen.getByLabelText('Last name');
    const email = screen.getByLabelText('Email');
    fireEvent.change(last, { target: { value: 'Marlowe' } });
    fireEvent.change(email, { target: { value: 'nope' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(last).toHaveValue('Marlowe');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves, then tells the nav bar through the bus', async () => {
    const user = userEvent.setup();
    const saved = { ...details, lastName: 'Marlowe' };
    fetchMock.mockImplementation(() => reply(200, { statusCode: 'Success', data: { data: saved } }));
    const events: unknown[] = [];
    const sub = bus.on('account:updated').subscribe((e) => events.push(e.profile));
    renderForm();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Marlowe' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(events).toEqual([expect.objectContaining({ firstName: 'Test', lastName: 'Marlowe', email: 'test@example.com' })]));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(apiPaths.accountDetails);
    expect(JSON.parse(String(init.body))).toEqual({ firstName: 'Test', lastName: 'Marlowe', email: 'test@example.com' });
    sub.unsubscribe();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => reply(400, { statusCode: 'BadRequest', errorMessage: 'A name cannot contain digits.' }));
    renderForm();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ida' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A name cannot contain digits.');
    expect(screen.getByLabelText('First name')).toHaveValue('Ida');
  });
});
