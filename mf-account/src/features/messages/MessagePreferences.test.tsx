import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_KINDS, TRANSACTIONAL_MESSAGE_ERROR, type MessagePreference } from '@homeward/contracts/signed-in';
import { answerApi, apiReply, renderAccount, signedInForEachTest } from '../../shared/testing';
import { MessagePreferences } from './MessagePreferences';

const items = (updates: Partial<MessagePreference> = {}): MessagePreference[] => [
  { kind: 'confirmation', label: MESSAGE_KINDS.confirmation.label, transactional: true, email: true, sms: true },
  { kind: 'request-updates', label: MESSAGE_KINDS['request-updates'].label, transactional: false, email: true, sms: true, ...updates },
];

const WAIT = { timeout: 10_000 };
jest.setTimeout(20_000);

function renderPreferences(put: (body: { kind: string; channel: string; enabled: boolean }) => ReturnType<typeof apiReply>) {
  const calls = answerApi(({ method, body }) => (method === 'PUT' ? put(body) : apiReply({ items: items() })));
  renderAccount(<MessagePreferences />);
  return calls;
}

describe('message preferences', () => {
  signedInForEachTest();

  it('keeps what the user asked for always on, and turns an optional kind off per channel', async () => {
    const calls = renderPreferences(() => apiReply({ items: items({ email: false }) }));
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
    renderPreferences(() => apiReply(TRANSACTIONAL_MESSAGE_ERROR, 400));
    const updates = await screen.findByRole('group', { name: MESSAGE_KINDS['request-updates'].label }, WAIT);
    await userEvent.click(within(updates).getByRole('checkbox', { name: 'Text message' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(TRANSACTIONAL_MESSAGE_ERROR);
  });
});
