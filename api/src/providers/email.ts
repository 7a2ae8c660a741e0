import type { Db } from '../db/db';
import type { Clock } from '../clock';
import type { ProviderLogger } from './sms';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  /** The action link the message carries (verification), kept apart for the dev reader. */
  link: string | null;
}

/** Sends email. The only implementation keeps messages in the outbox table (read by /api/v2/dev/email). */
export interface EmailSender {
  readonly kind: 'outbox';
  send(message: EmailMessage): Promise<void>;
}

export class OutboxEmailSender implements EmailSender {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: ProviderLogger,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db.query('INSERT INTO email_outbox (recipient, subject, body, link, created_at) VALUES ($1, $2, $3, $4, $5)', [
      message.to,
      message.subject,
      message.body,
      message.link,
      this.clock.now(),
    ]);
    this.log.info(`[email outbox] to ${message.to}: ${message.subject}`);
  }
}
