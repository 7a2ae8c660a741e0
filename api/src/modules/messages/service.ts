import { createHmac } from 'node:crypto';
import { isTransactional, messagePaths, type MessageChannel, type MessageKind } from '@homeward/contracts/signed-in';
import type { Clock } from '../../clock';
import type { ApiConfig } from '../../config';
import type { Logger } from '../../context';
import type { Db, Queryable } from '../../db/db';
import type { EmailSender } from '../../providers/email';
import type { SmsSender } from '../../providers/sms';
import { safeEqual } from '../../security/crypto';
import { claimDue, contactOf, insertOutbox, preferenceOf, savePreference, settleFailed, settleSent, type OutboxRow } from './repository';
import { renderEmail, renderSms, type MessageContent } from './templates';

/** Who a message goes to: an account (its preferences apply) and the addresses to use. */
export interface Recipient {
  userId: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
}

export interface QueuedMessage {
  /** Names the event; the same event queued twice is stored once. */
  eventKey: string;
  kind: MessageKind;
  to: Recipient;
  content: MessageContent;
  /** Which channels this event uses (default both). */
  channels?: readonly MessageChannel[];
}

const BATCH = 20;

/** Reads a user's email and phone for a message. */
export async function recipientOf(q: Queryable, userId: string): Promise<Recipient> {
  const contact = await contactOf(q, userId);
  return { userId, email: contact?.email ?? null, phone: contact?.phone ?? null };
}

/**
 * The outbox: `queue` writes messages in the caller's transaction; the worker delivers them with
 * retries and backoff. Rows are claimed with FOR UPDATE SKIP LOCKED under a lease, so several API
 * processes on one PostgreSQL share the work and no row is in two hands at once. A message delivered
 * into the database outbox is marked sent in the same transaction, so it is stored exactly once; one
 * handed to a network provider is marked sent right after the provider accepts it (a process that
 * dies in between leaves it to be sent again when the lease runs out: an email keeps its Message-ID,
 * so the receiving server sees the same message).
 */
export class Messages {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly config: ApiConfig,
    private readonly clock: Clock,
    private readonly senders: { email: EmailSender; sms: SmsSender },
    private readonly secret: string,
    private readonly log: Logger,
  ) {}

  // ---- writing ----

  /** Writes the message for each channel the recipient has and has not turned off. Call inside the event's transaction. */
  async queue(q: Queryable, message: QueuedMessage): Promise<void> {
    const channels = message.channels ?? (['email', 'sms'] as const);
    const now = this.clock.now();
    for (const channel of channels) {
      const address = channel === 'email' ? message.to.email : message.to.phone;
      if (!address) continue;
      if (message.to.userId && !(await this.allows(q, message.to.userId, message.kind, channel))) continue;
      const unsubscribeUrl = channel === 'email' && message.to.userId && !isTransactional(message.kind) ? this.unsubscribeUrl(message.to.userId, message.kind, channel) : null;
      const email = channel === 'email' ? renderEmail(message.content, unsubscribeUrl) : null;
      await insertOutbox(q, {
        eventKey: message.eventKey,
        channel,
        kind: message.kind,
        userId: message.to.userId,
        recipient: address,
        subject: message.content.subject,
        textBody: email ? email.text : renderSms(message.content),
        htmlBody: email?.html ?? null,
        link: message.content.action?.url ?? null,
        unsubscribeUrl,
        now,
      });
    }
    // Wake the worker once the event's transaction has had time to commit; the poll covers a slow one.
    if (!this.stopped) setTimeout(() => this.kick(), 25).unref();
  }

  /** Whether the user wants this kind on this channel; transactional kinds are always sent. */
  async allows(q: Queryable, userId: string, kind: MessageKind, channel: MessageChannel): Promise<boolean> {
    if (isTransactional(kind)) return true;
    return (await preferenceOf(q, userId, kind, channel)) ?? true;
  }

  async setPreference(q: Queryable, userId: string, kind: MessageKind, channel: MessageChannel, enabled: boolean): Promise<void> {
    await savePreference(q, userId, kind, channel, enabled, this.clock.now());
  }

  // ---- the unsubscribe link: signed, so it works without signing in ----

  private signature(userId: string, kind: string, channel: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${userId}:${kind}:${channel}`).digest('base64url');
  }

  unsubscribeUrl(userId: string, kind: MessageKind, channel: MessageChannel): string {
    const query = new URLSearchParams({ u: userId, k: kind, c: channel, s: this.signature(userId, kind, channel) });
    return `${this.config.publicWebUrl.replace(/\/$/, '')}${messagePaths.unsubscribe}?${query}`;
  }

  verifyUnsubscribe(userId: string, kind: string, channel: string, signature: string): boolean {
    return safeEqual(this.signature(userId, kind, channel), signature);
  }

  // ---- delivering ----

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.config.messages.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Starts a delivery pass unless one is running (then one more follows it). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => {
        this.log.warn(`message delivery pass failed: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Delivers every message that is due now; returns how many were attempted. */
  async deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return attempted;
      attempted += batch.length;
      for (const row of batch) await this.deliver(row);
      if (batch.length < BATCH) return attempted;
    }
  }

  private async claim(): Promise<OutboxRow[]> {
    const now = this.clock.now();
    return claimDue(this.db, now, new Date(now.getTime() + this.config.messages.leaseMs), BATCH);
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const attempt = { id: String(row.id), attempts: row.attempts };
    // Only the holder of this attempt may settle it: a lease that ran out has passed it on.
    const settle = (q: Queryable, providerId: string | null, providerStatus: string | null) => settleSent(q, attempt, this.clock.now(), providerId, providerStatus);
    try {
      const local = row.channel === 'email' ? this.senders.email.kind === 'outbox' : this.senders.sms.kind === 'outbox';
      if (local) {
        await this.db.transaction(async (tx) => {
          await this.send(row, tx);
          if (!(await settle(tx, null, null))) throw new Error('lease lost');
        });
      } else {
        const receipt = await this.send(row, this.db);
        await settle(this.db, receipt.providerId, receipt.providerStatus);
      }
    } catch (error) {
      const reason = ((error as Error).message || 'unknown error').slice(0, 500);
      const failed = row.attempts >= this.config.messages.maxAttempts;
      const delay = Math.min(this.config.messages.retryMaxMs, this.config.messages.retryBaseMs * 2 ** (row.attempts - 1));
      await settleFailed(this.db, attempt, failed, reason, new Date(this.clock.now().getTime() + delay));
      this.log.warn(`message ${attempt.id} (${row.channel} ${row.kind}) attempt ${row.attempts} failed: ${reason}${failed ? '; giving up' : ''}`);
    }
  }

  private async send(row: OutboxRow, q: Queryable): Promise<{ providerId: string | null; providerStatus: string | null }> {
    if (row.channel === 'sms') return this.senders.sms.send(row.recipient, row.text_body, q);
    const host = new URL(this.config.publicWebUrl).hostname;
    await this.senders.email.send(
      {
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? '',
        link: row.link,
        unsubscribeUrl: row.unsubscribe_url,
        messageId: `<message-${id(row)}@${host}>`,
      },
      q,
    );
    return { providerId: null, providerStatus: null };
  }
}

const id = (row: OutboxRow) => String(row.id);
