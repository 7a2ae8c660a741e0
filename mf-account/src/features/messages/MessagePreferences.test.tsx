import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MESSAGE_KINDS, TRANSACTIONAL_MESSAGE_ERROR, type MessagePreference } from '@homeward/contracts/signed-in';
import { session } from '@homeward/platform';
import { MessagePreferences } from './MessagePreferences';

const envelope = (body: unknown, status = 200) =>
  Promise.resolve({
    ok: status < 400,
    status,
    text: async () => JSON.stringify(status < 400 ? { statusCode: 'Success', data: body } : { statusCode: 'BadRequest', errorMessage: body }),
  });

const items = (updates: Partial<MessagePreference> = {}): MessagePreference[] => [
  { kind: 'confirmation', label: MESSAGE_KINDS.confirmation.label, transactional: true, email: true, sms: true },
  { kind: 'request-updates', label: MESSAGE_KINDS['request-updates'].label, transactional: false, email: true, sms: true, ...updates },
];

const WAIT = { timeout: 10_000 };
jest.setTimeout(20_000);

function renderPreferences(put: (body: { kind: string; channel: string; enabled: boolean }) => ReturnType<typeof envelope>) {
  const calls: Array<{ method: string; body: unknown }> = [];
  global.fetch = jest.fn((_url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, body });
    return method === 'PUT' ? put(body) : envelope({ items: items() });
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MessagePreferences />
    </QueryClientProvider>,
  );
  return calls;
}

describe('message preferences', () => {
  beforeEach(() => session.signIn({ id: 'user-1', accessToken: 'token', tokenExpiration: Date.now() + 3_600_000 }));
  afterEach(() => session.clear());

  it('keeps what the user asked for always on, and turns an optional kind off per channel', async () => {
    const calls = renderPreferences(() => envelope({ items: items({ email: false }) }));
    const confirmations = await screen.findByRole('group', { name: MESSAGE_KINDS.confirmation.label }, WAIT);
    expect(within(confirmations).getByRole('checkbox', { name: 'Email' })).toBeDisabled();
    expect(within(confirmations).getByText('Always sent')).toBeInTheDocument();

    const updates = screen.getByRole('group', { name: MESSAGE_KINDS['request-updates'].label });
    const email = within(updates).getByRole('checkbox', { name: 'Email' });
    expect(email).toBeChecked();
    await userEvent.click(email);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ kind: 'request-updates', channel: 'email', enabled: false });
    expect(await within(updates).findByRole('checkbox', { name: 'Email' }, WAIT)).not.toBeChecked();
    expect(within(updates).getByRole('checkbox', { name: 'Text message' })).toBeChecked();
  });

  it('says why a change was refused', async () => {
    renderPreferences(() => envelope(TRANSACTIONAL_MESSAGE_ERROR, 400));
    const updates = await screen.findByRole('group', { name: MESSAGE_KINDS['request-updates'].label }, WAIT);
    await userEvent.click(within(updates).getByRole('checkbox', { name: 'Text message' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(TRANSACTIONAL_MESSAGE_ERROR);
  });
});
