// A local test payment provider that speaks Stripe's PaymentIntents flow, for development and tests.
// The API creates an intent with the secret key and an idempotency key (Stripe's own SDK talks to
// this server); the browser confirms it with the publishable key and the intent's client secret
// (so card numbers never reach Homeward's API); a card that asks for 3-D Secure sends the payer to a
// challenge page; and every outcome is announced by a webhook signed with Stripe's
// `Stripe-Signature` scheme. Everything is kept in memory.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrand, cardOutcome, passesLuhn } from './cards';
import { localPaymentsOptionsFromEnv, type LocalPaymentsOptions } from './config';

const MAX_BODY_BYTES = 16 * 1024;
const MAX_KEPT_EVENTS = 1000;
/** Delays between webhook delivery attempts, as a processor retries a failed endpoint. */
const DELIVERY_RETRIES_MS = [500, 2_000, 5_000];

type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

interface StoredIntent {
  id: string;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: IntentStatus;
  client_secret: string;
  created: number;
  /** The card waiting for the bank's 3-D Secure answer, or the one that paid. */
  card: Card | null;
  return_url: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: { id: string; object: 'charge'; amount: number; status: 'succeeded'; payment_method_details: { type: 'card'; card: Card } } | null;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A webhook as it was sent: the exact payload and its signature header. */
export interface SignedEvent {
  type: string;
  payload: string;
  signature: string;
}

type ErrorType = 'card_error' | 'invalid_request_error' | 'authentication_error' | 'idempotency_error' | 'api_error';

const fail = (status: number, type: ErrorType, code: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error: { type, code, message, ...extra } },
});

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** Stripe's form encoding (`metadata[application]=…`, `expand[0]=…`) into nested objects. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === parts.length - 1) node[name] = value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!(request.headers['content-type'] ?? '').includes('json')) return parseStripeForm(text);
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** Stripe's webhook signature: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" with the endpoint secret>`. */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RunningPayments {
  url: string;
  port: number;
  /** Every webhook sent so far, oldest first (tests deliver them to an API they run in-process). */
  events(): SignedEvent[];
  close(): Promise<void>;
  /** Lets the process exit while the provider still listens (in-process use by tests). */
  unref(): void;
}

function bearer(request: IncomingMessage): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The provider itself: the intents it made, the answers it gave per idempotency key, and the webhooks it sent. */
class LocalPaymentProvider {
  readonly intents = new Map<string, StoredIntent>();
  /** Idempotency key → the request it was first used with and the answer given. */
  readonly replies = new Map<string, { fingerprint: string; answer: Answer }>();
  readonly sent: SignedEvent[] = [];

  constructor(
    readonly options: Required<LocalPaymentsOptions>,
    /** Where the payer's browser reaches this server (for the 3-D Secure page). */
    public publicUrl: string,
  ) {}

  view(intent: StoredIntent) {
    const { card, return_url: _returnUrl, ...rest } = intent;
    return {
      ...rest,
      object: 'payment_intent',
      livemode: false,
      payment_method: card ? { id: `pm_${intent.id.slice(3)}`, object: 'payment_method', type: 'card', card } : null,
      next_action:
        intent.status === 'requires_action'
          ? { type: 'redirect_to_url', redirect_to_url: { url: `${this.publicUrl}/3ds/${intent.id}?client_secret=${intent.client_secret}`, return_url: intent.return_url } }
          : null,
    };
  }

  async deliver(event: SignedEvent): Promise<void> {
    if (!this.options.webhookUrl) return;
    for (const delay of [0, ...DELIVERY_RETRIES_MS]) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay).unref());
      try {
        const response = await fetch(this.options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
      } catch {
        // Not reachable yet: try again after the next delay.
      }
    }
  }

  emit(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intent: StoredIntent): void {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      data: { object: this.view(intent) },
    });
    const event = { type, payload, signature: signWebhook(payload, this.options.webhookSecret) };
    this.sent.push(event);
    if (this.sent.length > MAX_KEPT_EVENTS) this.sent.shift();
    void this.deliver(event);
  }

  succeed(intent: StoredIntent, card: Card): void {
    intent.status = 'succeeded';
    intent.card = card;
    intent.last_payment_error = null;
    intent.latest_charge = { id: id('ch'), object: 'charge', amount: intent.amount, status: 'succeeded', payment_method_details: { type: 'card', card } };
    this.emit('payment_intent.succeeded', intent);
  }

  refuse(intent: StoredIntent, error: NonNullable<StoredIntent['last_payment_error']>): void {
    intent.status = 'requires_payment_method';
    intent.card = null;
    intent.last_payment_error = error;
    this.emit('payment_intent.payment_failed', intent);
  }

  createIntent(body: Record<string, unknown>, now: number): Answer {
    const amount = Number(body.amount);
    const currency = text(body.currency).toLowerCase();
    if (!Number.isInteger(amount) || amount < 50) return fail(400, 'invalid_request_error', 'amount_too_small', 'Amount must be at least 50 cents.');
    if (!/^[a-z]{3}$/.test(currency)) return fail(400, 'invalid_request_error', 'parameter_invalid', 'Invalid currency.');
    const intentId = id('pi');
    const intent: StoredIntent = {
      id: intentId,
      amount,
      currency,
      description: text(body.description) || null,
      metadata: Object.fromEntries(Object.entries(record(body.metadata)).map(([k, v]) => [k, text(v)])),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('base64url')}`,
      created: Math.floor(now / 1000),
      card: null,
      return_url: null,
      last_payment_error: null,
      latest_charge: null,
    };
    this.intents.set(intentId, intent);
    return { status: 200, body: this.view(intent) };
  }

  /** The browser's confirm: the card goes here with the publishable key and the intent's client secret. */
  confirmIntent(intent: StoredIntent, body: Record<string, unknown>, now: number): Answer {
    if (text(body.client_secret) !== intent.client_secret) return fail(400, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${intent.id}'`);
    if (intent.status === 'succeeded') return fail(400, 'invalid_request_error', 'payment_intent_unexpected_state', 'This PaymentIntent has already succeeded.');
    const returnUrl = text(body.return_url);
    if (returnUrl && !this.options.siteOrigins.some((origin) => returnUrl.startsWith(`${origin}/`))) {
      return fail(400, 'invalid_request_error', 'url_invalid', 'The return_url is not one of this account\'s sites.');
    }
    const data = record(body.payment_method_data);
    const card = record(data.card);
    const number = text(card.number).replace(/[\s-]/g, '');
    const month = Number(text(card.exp_month));
    const rawYear = Number(text(card.exp_year));
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    if (!passesLuhn(number)) return fail(402, 'card_error', 'incorrect_number', 'Your card number is incorrect.', { param: 'number' });
    const today = new Date(now);
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
      return fail(402, 'card_error', 'invalid_expiry_month', "Your card's expiration date is incorrect.", { param: 'exp_month' });
    }
    if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
      return fail(402, 'card_error', 'expired_card', 'Your card has expired.', { param: 'exp_month' });
    }
    if (!/^\d{3,4}$/.test(text(card.cvc))) return fail(402, 'card_error', 'invalid_cvc', "Your card's security code is invalid.", { param: 'cvc' });
    const stored: Card = { brand: cardBrand(number), last4: number.slice(-4), exp_month: month, exp_year: year };
    const outcome = cardOutcome(number);
    if (outcome.kind === 'fails') {
      const error = { type: 'card_error', code: outcome.code, ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}), message: outcome.message };
      this.refuse(intent, error);
      return { status: 402, body: { error: { ...error, payment_intent: this.view(intent) } } };
    }
    if (outcome.kind === 'authenticate') {
      if (!returnUrl) return fail(400, 'invalid_request_error', 'parameter_missing', 'This card needs 3-D Secure: send a return_url.');
      intent.status = 'requires_action';
      intent.card = stored;
      intent.return_url = returnUrl;
      return { status: 200, body: this.view(intent) };
    }
    this.succeed(intent, stored);
    return { status: 200, body: this.view(intent) };
  }

  challengePage(intent: StoredIntent, clientSecret: string): Answer {
    const amount = (intent.amount / 100).toFixed(2);
    const secret = escapeHtml(clientSecret);
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure check (test)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:6px;border:1px solid #1a1a1a;background:#fff;cursor:pointer}button.primary{background:#0b5cad;color:#fff;border-color:#0b5cad}button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}</style>
</head><body><main>
<h1>Confirm this payment with your bank</h1>
<p>This is the local test payment provider's stand-in for a bank's 3-D Secure check.</p>
<p>Payment of <strong>${escapeHtml(intent.currency.toUpperCase())} ${amount}</strong> with the card ending in <strong>${escapeHtml(intent.card?.last4 ?? '')}</strong>.</p>
<form method="post" action="/3ds/${escapeHtml(intent.id)}">
<input type="hidden" name="client_secret" value="${secret}">
<button class="primary" type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail">Fail authentication</button>
</form>
</main></body></html>`;
    return {
      status: 200,
      body: html,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${this.options.siteOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
      },
    };
  }

  answerChallenge(intent: StoredIntent, body: Record<string, unknown>): Answer {
    if (text(body.client_secret) !== intent.client_secret || intent.status !== 'requires_action' || !intent.card || !intent.return_url) {
      return fail(400, 'invalid_request_error', 'payment_intent_unexpected_state', 'This payment is not waiting for a 3-D Secure check.');
    }
    const returnUrl = new URL(intent.return_url);
    const passed = text(body.outcome) === 'complete';
    if (passed) {
      this.succeed(intent, intent.card);
    } else {
      this.refuse(intent, {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      });
    }
    returnUrl.searchParams.set('payment_intent', intent.id);
    returnUrl.searchParams.set('payment_intent_client_secret', intent.client_secret);
    returnUrl.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed');
    return { status: 303, body: null, headers: { location: returnUrl.href } };
  }

  cors(request: IncomingMessage, response: ServerResponse): void {
    const origin = request.headers.origin;
    if (origin && this.options.siteOrigins.includes(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
      response.setHeader('access-control-allow-headers', 'authorization, content-type');
      response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
      response.setHeader('access-control-max-age', '600');
    }
  }

  async route(request: IncomingMessage, response: ServerResponse): Promise<Answer | null> {
    const url = new URL(request.url ?? '/', 'http://local');
    const path = url.pathname;
    const now = Date.now();
    if (request.method === 'GET' && path === '/health') return { status: 200, body: { status: 'ok' } };

    const challenge = /^\/3ds\/(pi_[A-Za-z0-9_-]+)$/.exec(path);
    if (challenge) {
      const intent = this.intents.get(challenge[1]);
      if (!intent) return fail(404, 'invalid_request_error', 'resource_missing', 'No such payment.');
      if (request.method === 'GET') {
        const secret = url.searchParams.get('client_secret') ?? '';
        if (secret !== intent.client_secret || intent.status !== 'requires_action') {
          return fail(400, 'invalid_request_error', 'payment_intent_unexpected_state', 'This payment is not waiting for a 3-D Secure check.');
        }
        return this.challengePage(intent, secret);
      }
      if (request.method !== 'POST') return fail(405, 'invalid_request_error', 'method_not_allowed', 'Use GET or POST.');
      const body = await readBody(request);
      return body ? this.answerChallenge(intent, body) : fail(400, 'invalid_request_error', 'parameter_invalid', 'Unreadable form.');
    }

    const confirm = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9_-]+)\/confirm$/.exec(path);
    if (confirm) {
      this.cors(request, response);
      if (request.method === 'OPTIONS') return { status: 204, body: null };
      if (request.method !== 'POST') return fail(405, 'invalid_request_error', 'method_not_allowed', 'Use POST.');
      // The browser confirms with the publishable key: a secret key never belongs in a browser.
      if (bearer(request) !== this.options.publishableKey) return fail(401, 'authentication_error', 'invalid_api_key', 'Invalid API key provided.');
      const intent = this.intents.get(confirm[1]);
      const body = await readBody(request);
      if (!body) return fail(400, 'invalid_request_error', 'parameter_invalid', 'The body must be a form or a JSON object.');
      if (!intent) return fail(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${confirm[1]}'`);
      return this.confirmIntent(intent, body, now);
    }

    const one = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9_-]+)$/.exec(path);
    if (path === '/v1/payment_intents' || one) {
      if (bearer(request) !== this.options.secretKey) return fail(401, 'authentication_error', 'invalid_api_key', 'Invalid API key provided.');
      if (one) {
        if (request.method !== 'GET') return fail(405, 'invalid_request_error', 'method_not_allowed', 'Use GET.');
        const intent = this.intents.get(one[1]);
        return intent ? { status: 200, body: this.view(intent) } : fail(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${one[1]}'`);
      }
      if (request.method !== 'POST') return fail(405, 'invalid_request_error', 'method_not_allowed', 'Use POST.');
      const body = await readBody(request);
      if (!body) return fail(400, 'invalid_request_error', 'parameter_invalid', 'The body must be a form or a JSON object.');
      const key = text(request.headers['idempotency-key']);
      const fingerprint = JSON.stringify(body);
      if (key) {
        const previous = this.replies.get(key);
        if (previous) {
          return previous.fingerprint === fingerprint
            ? previous.answer
            : fail(400, 'idempotency_error', 'idempotency_key_in_use', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
        }
      }
      const answer = this.createIntent(body, now);
      if (key) this.replies.set(key, { fingerprint, answer });
      return answer;
    }
    return null;
  }
}

export async function startLocalPayments(overrides: LocalPaymentsOptions = {}): Promise<RunningPayments> {
  const options = { ...localPaymentsOptionsFromEnv(), ...overrides };
  const provider = new LocalPaymentProvider(options, options.publicUrl);
  const server = createServer((request, response) => {
    provider.route(request, response)
      .then((answer) => {
        const result = answer ?? fail(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL.');
        response.statusCode = result.status;
        response.setHeader('cache-control', 'no-store');
        for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, value);
        if (result.body === null) return response.end();
        if (typeof result.body === 'string') return response.end(result.body);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(result.body));
      })
      .catch(() => {
        response.statusCode = 500;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on our end.' } }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  provider.publicUrl = overrides.publicUrl ?? (overrides.port === 0 ? `http://127.0.0.1:${port}` : options.publicUrl);
  return {
    url: provider.publicUrl,
    port,
    events: () => [...provider.sent],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    unref: () => {
      server.unref();
      server.on('connection', (socket) => socket.unref());
    },
  };
}
