import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import type { ProviderLogger } from './sms';

export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The same message as an accessible HTML document. */
  html: string;
  /** The action link the message carries (verification, a decision's next step), kept apart for the dev reader. */
  link: string | null;
  /** One-click unsubscribe address (RFC 8058); null for transactional mail, which has none. */
  unsubscribeUrl: string | null;
  /** A stable Message-ID: a message delivered twice after a crash reads as one to the receiving server. */
  messageId: string;
}

/** Sends email: the database outbox (default, read by /api/v2/dev/email) or an SMTP server. */
export interface EmailSender {
  readonly kind: 'outbox' | 'smtp';
  /** `q` is the delivery's transaction: the outbox writes there, so marking the message sent and storing it are one step. */
  send(message: EmailMessage, q: Queryable): Promise<void>;
}

export class OutboxEmailSender implements EmailSender {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly clock: Clock,
    private readonly log: ProviderLogger,
  ) {}

  async send(message: EmailMessage, q: Queryable): Promise<void> {
    await q.query('INSERT INTO email_outbox (recipient, subject, body, link, created_at) VALUES ($1, $2, $3, $4, $5)', [
      message.to,
      message.subject,
      message.text,
      message.link,
      this.clock.now(),
    ]);
    this.log.info(`[email outbox] to ${message.to}: ${message.subject}`);
  }
}

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export class SmtpEmailSender implements EmailSender {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      // RFC 8058 one-click: the receiving mail service may POST List-Unsubscribe=One-Click to the https address.
      ...(message.unsubscribeUrl
        ? { headers: { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
