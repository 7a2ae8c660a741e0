import type { Db } from '../db/db';
import type { Clock } from '../clock';

/** Sends a text message. Implementations: the development outbox (default) and an HTTP gateway. */
export interface SmsSender {
  readonly kind: 'outbox' | 'webhook';
  send(phoneE164: string, body: string): Promise<void>;
}

export interface ProviderLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** Keeps messages in the database (read back by GET /api/v2/dev/sms) and prints them to the log. */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: ProviderLogger,
  ) {}

  async send(phoneE164: string, body: string): Promise<void> {
    await this.db.query('INSERT INTO sms_outbox (phone, body, created_at) VALUES ($1, $2, $3)', [phoneE164, body, this.clock.now()]);
    this.log.info(`[sms outbox] to ${phoneE164}: ${body}`);
  }
}

/** Posts { to, body } as JSON to an SMS gateway (SMS_WEBHOOK_URL), with an optional bearer token. */
export class WebhookSmsSender implements SmsSender {
  readonly kind = 'webhook' as const;
  constructor(
    private readonly url: string,
    private readonly token: string | null,
  ) {}

  async send(phoneE164: string, body: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: phoneE164, body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
