import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCalls, type AdminDelivery } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { answerCalls, pageOf, renderAdmin } from '../../shared/testing';
import { Deliveries } from './Deliveries';
import { countsText, deliveryText, recipientText } from './deliveryText';

jest.mock('@homeward/platform', () => ({ ...jest.requireActual('@homeward/platform'), callApi: jest.fn() }));

const WAIT = { timeout: 10_000 };

const message = (id: string, extra: Partial<AdminDelivery>): AdminDelivery => ({
  id,
  channel: 'email',
  kind: 'notice',
  recipient: 'ada@example.com',
  subject: 'Your request was accepted',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:05.000Z',
  ...extra,
});

describe('a delivery in words', () => {
  it('counts attempts only when there was more than one or it went wrong', () => {
    expect(deliveryText({ status: 'sent', attempts: 1 })).toBe('Sent');
    expect(deliveryText({ status: 'sent', attempts: 3 })).toBe('Sent after 3 attempts');
    expect(deliveryText({ status: 'failed', attempts: 1 })).toBe('Failed after 1 attempt');
    expect(deliveryText({ status: 'retrying', attempts: 2 })).toBe('Retrying after 2 attempts');
    expect(deliveryText({ status: 'pending', attempts: 0 })).toBe('Waiting to send');
  });

  it('names texts by their number and emails by their address', () => {
    expect(recipientText({ channel: 'sms', recipient: '+14255550123' })).toBe('Text to (425) 555-0123');
    expect(recipientText({ channel: 'email', recipient: 'ada@example.com' })).toBe('Email to ada@example.com');
  });

  it('sums up the counts, waiting and sending together', () => {
    expect(countsText({ sent: 9, retrying: 1, failed: 2, pending: 3, sending: 1 })).toBe('9 sent · 1 retrying · 2 failed · 4 waiting');
    expect(countsText(undefined)).toBe('Messages the platform sends: decisions, confirmations and notices.');
  });
});

describe('emails and texts', () => {
  it('lists each message with its delivery, and filters by status from page 1', async () => {
    const deliveries = jest.fn(({ query }) => ({
      ...pageOf(query.status === 'failed' ? [] : [message('m1', {}), message('m2', { channel: 'sms', recipient: '+14255550123', status: 'retrying', attempts: 2, lastError: 'Carrier busy', sentAt: null })]),
      counts: { sent: 1, retrying: 1, failed: 0, pending: 0, sending: 0 },
    }));
    answerCalls(jest.mocked(callApi), [[signedInCalls.adminDeliveries, deliveries]]);
    const user = userEvent.setup();
    renderAdmin(<Deliveries />);
    const retrying = (await screen.findByText('Text to (425) 555-0123', {}, WAIT)).closest('tr')!;
    expect(within(retrying).getByText('Retrying after 2 attempts')).toBeInTheDocument();
    expect(within(retrying).getByText('Carrier busy')).toBeInTheDocument();
    expect(screen.getByText('1 sent · 1 retrying · 0 failed · 0 waiting')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Failed');
    await waitFor(() => expect(deliveries).toHaveBeenLastCalledWith(expect.objectContaining({ query: { page: 1, pageSize: 20, status: 'failed' } })));
    expect(await screen.findByText('No message is failed.')).toBeInTheDocument();
  });
});
