// A local test payment provider that behaves like a card processor's test mode, for development
// and tests. The browser turns the card into a single-use token here with the publishable key
// (so card numbers never reach Homeward's API); the API charges the token server-to-server with the
// secret key and an idempotency key. Everything is kept in memory.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrand, cardOutcome, passesLuhn, type CardOutcome } from './cards';
import { localPaymentsOptionsFromEnv, type LocalPaymentsOptions } from './config';

const MAX_BODY_BYTES = 16 * 1024;
const TOKEN_TTL_MS = 10 * 60 * 1000;

interface StoredToken {
  brand: string;
  last4: string;
  outcome: CardOutcome;
  createdAt: number;
  used: boolean;
}

interface StoredCharge {
  id: string;
  amount: number;
  currency: string;
  refunded: boolean;
}

interface Answer {
  status: number;
  body: unknown;
}

type ErrorType = 'card_error' | 'invalid_request_error' | 'authentication_error' | 'idempotency_error' | 'api_error';

const fail = (status: number, type: ErrorType, code: string, message: string): Answer => ({ status, body: { error: { type, code, message } } });

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

export interface RunningPayments {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Lets the process exit while the provider still listens (in-process use by tests). */
  unref(): void;
}

export async function startLocalPayments(overrides: LocalPaymentsOptions = {}): Promise<RunningPayments> {
  const options = { ...localPaymentsOptionsFromEnv(), ...overrides };
  const tokens = new Map<string, StoredToken>();
  const charges = new Map<string, StoredCharge>();
  /** Idempotency key → the request it was first used with and the answer given. */
  const replies = new Map<string, { fingerprint: string; answer: Answer }>();

  function bearer(request: IncomingMessage): string {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  }

  function createToken(body: Record<string, unknown>, now: number): Answer {
    const card = (body.card ?? {}) as Record<string, unknown>;
    const number = text(card.number).replace(/[\s-]/g, '');
    const month = Number(text(card.exp_month));
    const rawYear = Number(text(card.exp_year));
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    const cvc = text(card.cvc);
    if (!passesLuhn(number)) return fail(402, 'card_error', 'incorrect_number', 'Your card number is incorrect.');
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
      return fail(402, 'card_error', 'invalid_expiry_month', "Your card's expiration date is incorrect.");
    }
    const today = new Date(now);
    if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
      return fail(402, 'card_error', 'expired_card', 'Your card has expired.');
    }
    if (!/^\d{3,4}$/.test(cvc)) return fail(402, 'card_error', 'invalid_cvc', "Your card's security code is invalid.");
    const tokenId = id('tok');
    const stored: StoredToken = { brand: cardBrand(number), last4: number.slice(-4), outcome: cardOutcome(number), createdAt: now, used: false };
    tokens.set(tokenId, stored);
    return {
      status: 200,
      body: { id: tokenId, object: 'token', created: Math.floor(now / 1000), card: { brand: stored.brand, last4: stored.last4, exp_month: month, exp_year: year } },
    };
  }

  function createCharge(body: Record<string, unknown>, now: number): Answer {
    const amount = Number(body.amount);
    const currency = text(body.currency).toLowerCase();
    const source = text(body.source);
    if (!Number.isInteger(amount) || amount < 50) return fail(400, 'invalid_request_error', 'amount_too_small', 'Amount must be at least 50 cents.');
    if (!/^[a-z]{3}$/.test(currency)) return fail(400, 'invalid_request_error', 'parameter_invalid', 'Invalid currency.');
    const token = tokens.get(source);
    if (!token || now - token.createdAt > TOKEN_TTL_MS) return fail(400, 'invalid_request_error', 'resource_missing', `No such token: '${source}'`);
    if (token.used) return fail(400, 'invalid_request_error', 'token_already_used', 'You cannot use a token more than once.');
    token.used = true;
    if (token.outcome === 'declined') {
      return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } };
    }
    if (token.outcome === 'processing_error') {
      return fail(402, 'card_error', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.');
    }
    const charge: StoredCharge = { id: id('ch'), amount, currency, refunded: false };
    charges.set(charge.id, charge);
    return {
      status: 200,
      body: {
        id: charge.id,
        object: 'charge',
        status: 'succeeded',
        amount,
        currency,
        description: text(body.description) || null,
        created: Math.floor(now / 1000),
        payment_method_details: { type: 'card', card: { brand: token.brand, last4: token.last4 } },
      },
    };
  }

  function createRefund(body: Record<string, unknown>): Answer {
    const charge = charges.get(text(body.charge));
    if (!charge) return fail(400, 'invalid_request_error', 'resource_missing', `No such charge: '${text(body.charge)}'`);
    if (charge.refunded) return fail(400, 'invalid_request_error', 'charge_already_refunded', 'This charge has already been refunded.');
    charge.refunded = true;
    return { status: 200, body: { id: id('re'), object: 'refund', status: 'succeeded', charge: charge.id, amount: charge.amount } };
  }

  function cors(request: IncomingMessage, response: ServerResponse): void {
    const origin = request.headers.origin;
    if (origin && options.siteOrigins.includes(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
      response.setHeader('access-control-allow-headers', 'authorization, content-type');
      response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
      response.setHeader('access-control-max-age', '600');
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<Answer | null> {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    if (request.method === 'GET' && path === '/health') return { status: 200, body: { status: 'ok' } };
    if (path === '/v1/tokens') {
      cors(request, response);
      if (request.method === 'OPTIONS') return { status: 204, body: null };
      if (request.method !== 'POST') return fail(405, 'invalid_request_error', 'method_not_allowed', 'Use POST.');
      // Publishable keys only: a secret key never belongs in a browser.
      if (bearer(request) !== options.publishableKey) return fail(401, 'authentication_error', 'invalid_api_key', 'Invalid API key provided.');
      const body = await readJson(request);
      return body ? createToken(body, Date.now()) : fail(400, 'invalid_request_error', 'parameter_invalid', 'The body must be a JSON object.');
    }
    if (path === '/v1/charges' || path === '/v1/refunds') {
      if (request.method !== 'POST') return fail(405, 'invalid_request_error', 'method_not_allowed', 'Use POST.');
      if (bearer(request) !== options.secretKey) return fail(401, 'authentication_error', 'invalid_api_key', 'Invalid API key provided.');
      const body = await readJson(request);
      if (!body) return fail(400, 'invalid_request_error', 'parameter_invalid', 'The body must be a JSON object.');
      const key = text(request.headers['idempotency-key']);
      const fingerprint = `${path}:${JSON.stringify(body)}`;
      if (key) {
        const previous = replies.get(key);
        if (previous) {
          return previous.fingerprint === fingerprint
            ? previous.answer
            : fail(400, 'idempotency_error', 'idempotency_key_in_use', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
        }
      }
      const answer = path === '/v1/charges' ? createCharge(body, Date.now()) : createRefund(body);
      if (key) replies.set(key, { fingerprint, answer });
      return answer;
    }
    return null;
  }

  const server = createServer((request, response) => {
    route(request, response)
      .then((answer) => {
        const result = answer ?? fail(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL.');
        response.statusCode = result.status;
        response.setHeader('cache-control', 'no-store');
        if (result.body === null) return response.end();
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
  const url = overrides.publicUrl ?? (overrides.port === 0 ? `http://127.0.0.1:${port}` : options.publicUrl);
  return {
    url,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    unref: () => {
      server.unref();
      server.on('connection', (socket) => socket.unref());
    },
  };
}
