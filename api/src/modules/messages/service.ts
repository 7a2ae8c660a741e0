import { createHmac } from 'node:crypto';
import { isTransactional, messagePaths, type MessageChannel, type MessageKind } from '@homeward/contracts/signed-in';
import type { Clock } from '../../clock';
import type { ApiConfig } from '../../config';
import type { Logger } from '../../context';
import type { Db, Queryable } from '../../db/db';
import type { EmailSender } from '../../providers/email';
import type { SmsReceipt, SmsSender } from '../../providers/sms';
import { safeEqual } from '../../security/crypto';
import type { OutboxRow } from './repository';
import { renderEmail, renderSms, type EmailUnsubscribe, type MessageContent } from './templates';

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
  /** An email's own unsubscribe link (one saved search) instead of the link that stops the whole kind. */
  unsubscribe?: EmailUnsubscribe;
}

const BATCH = 20;

/** Reads a user's email and phone for a message. */
export async function recipientOf(q: Queryable, userId: string): Promise<Recipient> {
  const { rows } = await q.query<{ email: string | null; phone: string | null }>('SELECT email, phone FROM users WHERE id = $1', [userId]);
  return { userId, email: rows[0]?.email ?? null, phone: rows[0]?.phone ?? null };
}

/**
 * The outbox: `queue` writes messages in the caller's transaction; the worker delivers them with
 * retries and backoff. Rows are claimed with FOR UPDATE SKIP LOCKED under a lease, so several API
 * processes on one PostgreSQL share the work and no row is in two hands at once. A message delivered
 * into the database outbox is marked sent in the same transaction, so it is stored exactly once; one
 * handed to a network provider is marked sent right after the provider accepts it. A process that
 * dies in between leaves it to be sent again when the lease runs out: an email keeps its Message-ID,
 * so the receiving server sees the same message; a text is marked as handed over before it leaves
 * (committed on its own), and a later attempt of a handed-over text asks the provider whether it
 * already has it (Twilio's message list) or sends it with the same idempotency key (the gateway),
 * so a text is never sent twice.
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
    await this.queueMany(q, [message]);
  }

  /**
   * `queue` for many messages at once (a batch of alerts): the recipients' opt-outs are read in one
   * statement and the rows written in another, so a thousand alerts cost two round trips.
   */
  async queueMany(q: Queryable, messages: readonly QueuedMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const now = this.clock.now();
    const optional = messages.filter((m) => m.to.userId && !isTransactional(m.kind));
    const off = new Set<string>();
    if (optional.length > 0) {
      const { rows } = await q.query<{ user_id: string; kind: string; channel: string }>(
        'SELECT user_id, kind, channel FROM message_preferences WHERE user_id = ANY($1::uuid[]) AND kind = ANY($2::text[]) AND NOT enabled',
        [[...new Set(optional.map((m) => m.to.userId!))], [...new Set(optional.map((m) => m.kind))]],
      );
      for (const r of rows) off.add(`${r.user_id}:${r.kind}:${r.channel}`);
    }
    const columns: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
    for (const message of messages) {
      for (const channel of message.channels ?? (['email', 'sms'] as const)) {
        const address = channel === 'email' ? message.to.email : message.to.phone;
        if (!address) continue;
        if (message.to.userId && !isTransactional(message.kind) && off.has(`${message.to.userId}:${message.kind}:${channel}`)) continue;
        const unsubscribe: EmailUnsubscribe | null =
          channel === 'email' && message.to.userId && !isTransactional(message.kind)
            ? (message.unsubscribe ?? { url: this.unsubscribeUrl(message.to.userId, message.kind, channel), label: null })
            : null;
        const email = channel === 'email' ? renderEmail(message.content, unsubscribe) : null;
        const row = [
          message.eventKey,
          channel,
          message.kind,
          message.to.userId,
          address,
          message.content.subject,
          email ? email.text : renderSms(message.content),
          email?.html ?? null,
          message.content.action?.url ?? null,
          unsubscribe?.url ?? null,
        ];
        row.forEach((value, k) => columns[k].push(value));
      }
    }
    if (columns[0].length === 0) return;
    await q.query(
      `INSERT INTO message_outbox (event_key, channel, kind, user_id, recipient, subject, text_body, html_body, link, unsubscribe_url, status, next_attempt_at, created_at)
       SELECT m.*, 'pending', $11::timestamptz, $11::timestamptz
         FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[]) AS m
       ON CONFLICT (event_key, channel) DO NOTHING`,
      [...columns, now],
    );
    // Wake the worker once the event's transaction has had time to commit; the poll covers a slow one.
    if (!this.stopped) setTimeout(() => this.kick(), 25).unref();
  }

  /** Whether the user wants this kind on this channel; transactional kinds are always sent. */
  async allows(q: Queryable, userId: string, kind: MessageKind, channel: MessageChannel): Promise<boolean> {
    if (isTransactional(kind)) return true;
    const { rows } = await q.query<{ enabled: boolean }>('SELECT enabled FROM message_preferences WHERE user_id = $1 AND kind = $2 AND channel = $3', [userId, kind, channel]);
    return rows[0]?.enabled ?? true;
  }

  async setPreference(q: Queryable, userId: string, kind: MessageKind, channel: MessageChannel, enabled: boolean): Promise<void> {
    await q.query(
      `INSERT INTO message_preferences (user_id, kind, channel, enabled, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
      [userId, kind, channel, enabled, this.clock.now()],
    );
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

  /** Signs another link a message carries (one saved search's unsubscribe), so it works signed out and cannot be forged. */
  signLink(purpose: string): string {
    return createHmac('sha256', this.secret).update(`link:${purpose}`).digest('base64url');
  }

  verifyLink(purpose: string, signature: string): boolean {
    return safeEqual(this.signLink(purpose), signature);
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
    // An idle poll only reads: nothing is written unless a message is due.
    const due = await this.db.query(
      `SELECT 1 FROM message_outbox WHERE (status IN ('pending', 'retrying') AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until <= $1) LIMIT 1`,
      [now],
    );
    if (due.rows.length === 0) return [];
    const { rows } = await this.db.query<OutboxRow>(
      `UPDATE message_outbox m SET status = 'sending', attempts = m.attempts + 1, locked_until = $2
        WHERE m.id IN (
          SELECT id FROM message_outbox
           WHERE (status IN ('pending', 'retrying') AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until <= $1)
           ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING m.id, m.channel, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.link, m.unsubscribe_url, m.attempts, m.handed_over_at`,
      [now, new Date(now.getTime() + this.config.messages.leaseMs), BATCH],
    );
    return rows;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const id = String(row.id);
    // Only the holder of this attempt may settle it: a lease that ran out has passed it on.
    const settle = (q: Queryable, providerId: string | null, providerStatus: string | null) =>
      q.query(
        `UPDATE message_outbox SET status = 'sent', sent_at = $3, locked_until = NULL, last_error = NULL, provider_id = $4, provider_status = $5
          WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
        [id, row.attempts, this.clock.now(), providerId, providerStatus],
      );
    try {
      const local = row.channel === 'email' ? this.senders.email.kind === 'outbox' : this.senders.sms.kind === 'outbox';
      if (local) {
        await this.db.transaction(async (tx) => {
          await this.send(row, tx);
          const settled = await settle(tx, null, null);
          if (settled.rowCount === 0) throw new Error('lease lost');
        });
      } else {
        const receipt = (await this.alreadyAccepted(row)) ?? (await this.handOver(row));
        await settle(this.db, receipt.providerId, receipt.providerStatus);
      }
    } catch (error) {
      const reason = ((error as Error).message || 'unknown error').slice(0, 500);
      const failed = row.attempts >= this.config.messages.maxAttempts;
      const delay = Math.min(this.config.messages.retryMaxMs, this.config.messages.retryBaseMs * 2 ** (row.attempts - 1));
      await this.db.query(
        `UPDATE message_outbox SET status = $3, last_error = $4, next_attempt_at = $5, locked_until = NULL WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
        [id, row.attempts, failed ? 'failed' : 'retrying', reason, new Date(this.clock.now().getTime() + delay)],
      );
      this.log.warn(`message ${id} (${row.channel} ${row.kind}) attempt ${row.attempts} failed: ${reason}${failed ? '; giving up' : ''}`);
    }
  }

  /** A text handed over by an earlier attempt that the provider says it has: not to be sent again. */
  private async alreadyAccepted(row: OutboxRow): Promise<SmsReceipt | null> {
    if (row.channel !== 'sms' || !row.handed_over_at || !this.senders.sms.find) return null;
    const found = await this.senders.sms.find(row.recipient, row.text_body, new Date(row.handed_over_at));
    if (found) this.log.info(`message ${id(row)} (sms ${row.kind}) was accepted by the provider before; not sent again`);
    return found;
  }

  private async handOver(row: OutboxRow): Promise<SmsReceipt> {
    if (row.channel === 'sms') {
      const marked = await this.db.query(
        `UPDATE message_outbox SET handed_over_at = COALESCE(handed_over_at, $3) WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
        [id(row), row.attempts, this.clock.now()],
      );
      if (marked.rowCount === 0) throw new Error('lease lost');
    }
    return this.send(row, this.db);
  }

  private async send(row: OutboxRow, q: Queryable): Promise<SmsReceipt> {
    if (row.channel === 'sms') return this.senders.sms.send(row.recipient, row.text_body, q, `homeward-message-${id(row)}`);
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
