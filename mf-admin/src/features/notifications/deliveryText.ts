import type { AdminDelivery, DeliveryStatus } from '@homeward/contracts/signed-in';
import { formatPhone } from '../../shared/format';

/** How the delivery list names each status. */
export const STATUS_WORDS: Record<DeliveryStatus, string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};

/** Where a message went: a text to a number, or an email to an address. */
export function recipientText(m: Pick<AdminDelivery, 'channel' | 'recipient'>): string {
  return m.channel === 'sms' ? `Text to ${formatPhone(m.recipient)}` : `Email to ${m.recipient}`;
}

/** A message's delivery in words, with its attempts once there was more than one or it went wrong. */
export function deliveryText(m: Pick<AdminDelivery, 'status' | 'attempts'>): string {
  const attempts = m.attempts > 1 || m.status === 'failed' || m.status === 'retrying' ? ` after ${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'}` : '';
  return `${STATUS_WORDS[m.status]}${attempts}`;
}

/** The line over the list: how many messages stand where, or what the list is before it loads. */
export function countsText(counts: Record<DeliveryStatus, number> | undefined): string {
  return counts
    ? `${counts.sent} sent · ${counts.retrying} retrying · ${counts.failed} failed · ${counts.pending + counts.sending} waiting`
    : 'Messages the platform sends: decisions, confirmations and notices.';
}
