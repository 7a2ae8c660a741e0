import { createHmac } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import type { Clock } from '../clock';
import { safeEqual } from '../security/crypto';

/** What a provider answered for one text: its own id, so delivery callbacks can find the message. */
export interface SmsReceipt {
  providerId: string | null;
  providerStatus: string | null;
}

/** Sends a text message. Implementations: the development outbox (default), an HTTP gateway, Twilio. */
export interface SmsSender {
  readonly kind: 'outbox' | 'webhook' | 'twilio';
  /**
   * `q`, when given, is the delivery's transaction (the outbox writes there). `idempotencyKey`
   * names the message: a provider that honours it sends one text however often it is asked.
   */
  send(phoneE164: string, body: string, q?: Queryable, idempotencyKey?: string): Promise<SmsReceipt>;
  /**
   * The provider's record of this text, accepted since `since`, if it has one: a delivery that may
   * have been accepted before its process died is looked up here before it is sent again.
   */
  find?(phoneE164: string, body: string, since: Date): Promise<SmsReceipt | null>;
}

export interface ProviderLogger {
  info(message: string): void;
  warn(message: string): void;
}

const NO_RECEIPT: SmsReceipt = { providerId: null, providerStatus: null };

/** Keeps messages in the database (read back by GET /api/v2/dev/sms) and prints them to the log. */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: ProviderLogger,
  ) {}

  async send(phoneE164: string, body: string, q: Queryable = this.db): Promise<SmsReceipt> {
    await q.query('INSERT INTO sms_outbox (phone, body, created_at) VALUES ($1, $2, $3)', [phoneE164, body, this.clock.now()]);
    this.log.info(`[sms outbox] to ${phoneE164}: ${body}`);
    return NO_RECEIPT;
  }
}

/** Posts { to, body } as JSON to an SMS gateway (SMS_WEBHOOK_URL), with an optional bearer token. */
export class WebhookSmsSender implements SmsSender {
  readonly kind = 'webhook' as const;
  constructor(
    private readonly url: string,
    private readonly token: string | null,
  ) {}

  async send(phoneE164: string, body: string, _q?: Queryable, idempotencyKey?: string): Promise<SmsReceipt> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify({ to: phoneE164, body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    return NO_RECEIPT;
  }
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com unless pointed elsewhere (tests run a local fake). */
  apiUrl: string;
  /** Where Twilio posts delivery updates; null = none asked for. */
  statusCallbackUrl: string | null;
}

/** Twilio lists a message's creation time to the second, by its own clock: the look-up allows for both. */
const TWILIO_CLOCK_SLACK_MS = 5 * 60_000;

/**
 * Twilio's Messages REST API (2010-04-01): one POST per text, authenticated with the account SID
 * and auth token. Twilio takes no idempotency key for a new message, so a text whose answer was
 * lost is looked up in Twilio's message list (same recipient and sender, same body, created since
 * it was handed over) before it is sent again.
 */
export class TwilioSmsSender implements SmsSender {
  readonly kind = 'twilio' as const;
  constructor(private readonly config: TwilioConfig) {}

  private get messagesUrl(): string {
    return `${this.config.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(this.config.accountSid)}/Messages.json`;
  }

  private get authorization(): string {
    return `Basic ${Buffer.from(`${this.config.accountSid}:${this.config.authToken}`).toString('base64')}`;
  }

  async find(phoneE164: string, body: string, since: Date): Promise<SmsReceipt | null> {
    const query = new URLSearchParams({ To: phoneE164, PageSize: '50' });
    if (!this.config.from.startsWith('MG')) query.set('From', this.config.from);
    const response = await fetch(`${this.messagesUrl}?${query}`, {
      headers: { authorization: this.authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Twilio answered ${response.status} to the message look-up`);
    const answer = (await response.json()) as { messages?: Array<{ sid?: string; status?: string; body?: string; date_created?: string }> };
    const earliest = since.getTime() - TWILIO_CLOCK_SLACK_MS;
    const found = (answer.messages ?? []).find((m) => m.body === body && Date.parse(m.date_created ?? '') >= earliest);
    return found ? { providerId: found.sid ?? null, providerStatus: found.status ?? null } : null;
  }

  async send(phoneE164: string, body: string): Promise<SmsReceipt> {
    const { from, statusCallbackUrl } = this.config;
    const form = new URLSearchParams({ To: phoneE164, Body: body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    if (statusCallbackUrl) form.set('StatusCallback', statusCallbackUrl);
    const response = await fetch(this.messagesUrl, {
      method: 'POST',
      headers: {
        authorization: this.authorization,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; status?: string; code?: number; message?: string };
    if (!response.ok) throw new Error(`Twilio answered ${response.status}${answer.code ? ` (error ${answer.code}: ${answer.message ?? ''})` : ''}`);
    return { providerId: answer.sid ?? null, providerStatus: answer.status ?? null };
  }
}

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the auth token, of the full URL Twilio
 * called followed by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function isValidTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean {
  return typeof signature === 'string' && safeEqual(twilioSignature(authToken, url, params), signature);
}
