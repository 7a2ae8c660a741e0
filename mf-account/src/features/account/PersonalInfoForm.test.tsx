import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@homeward/contracts';
import { bus } from '@homeward/platform';
import { accountDetails, apiReply, renderAccount, signedInForEachTest } from '../../shared/testing';
import { PersonalInfoForm } from './PersonalInfoForm';

const details = accountDetails();

const renderForm = () => renderAccount(<PersonalInfoForm details={details} />);

jest.setTimeout(20_000);

describe('PersonalInfoForm', () => {
  let fetchMock: jest.Mock;
  signedInForEachTest();
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

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
    fetchMock.mockImplementation(() => apiReply({ data: saved }));
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
    fetchMock.mockImplementation(() => apiReply('A name cannot contain digits.', 400));
    renderForm();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ida' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A name cannot contain digits.');
    expect(screen.getByLabelText('First name')).toHaveValue('Ida');
  });
});
