import { createHash, randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import { ManualClock } from '../src/clock';
import { loadConfig, type ApiConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { initDatabase } from '../src/db/init';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { payFee, testPaymentsConfig } from './payments';
import { replicateSeed } from './feed';

export const CLIENT_TOKEN = 'homeward-web';
export const CLIENT = { 'x-client-token': CLIENT_TOKEN } as const;
/** A Wednesday afternoon; every test app starts its clock here. */
export const TEST_START = '2026-03-04T18:00:00.000Z';
/** Listings seeded per test database: an evenly spread subset keeps each suite fast. */
export const TEST_SEED_LIMIT = 1500;

export interface Backend {
  name: 'pglite' | 'postgres';
  open(seedLimit: number | null): Promise<{ db: Db; url: string | null; drop(): Promise<void> }>;
}

const SRC_DIR = fileURLToPath(new URL('../src/db/', import.meta.url));
const DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));
const FEED_DIR = fileURLToPath(new URL('../src/modules/feed/', import.meta.url));
const LOCAL_FEED_DIR = fileURLToPath(new URL('../../scripts/feed/', import.meta.url));
const PGLITE_VERSION = JSON.parse(readFileSync(fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)), 'utf8')).version;

/** Identifies what a seeded database is made of: schema, seed code, data files and PGlite version. */
function seedFingerprint(seedLimit: number): string {
  const hash = createHash('sha256').update(`${PGLITE_VERSION}:${seedLimit}`);
  for (const dir of [join(SRC_DIR, 'migrations'), join(SRC_DIR, 'seed'), SRC_DIR, FEED_DIR, LOCAL_FEED_DIR]) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) hash.update(readFileSync(join(dir, file)));
  }
  for (const file of readdirSync(DATA_DIR).sort()) hash.update(`${file}:${statSync(join(DATA_DIR, file)).size}`);
  return hash.digest('hex').slice(0, 16);
}

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * Embedded PGlite in memory. Creating and seeding a database costs seconds, so the first suite to
 * need a given seed keeps a dump of it in the temp folder and later suites start from that dump.
 */
const pgliteBackend: Backend = {
  name: 'pglite',
  async open(seedLimit) {
    if (seedLimit === null) {
      return { db: await openPglite(':memory:'), url: null, drop: async () => undefined };
    }
    const template = join(tmpdir(), `homeward-api-test-${seedFingerprint(seedLimit)}.tar.gz`);
    if (existsSync(template)) {
      const db = await openPglite(':memory:', new Blob([readFileSync(template)]));
      return { db, url: null, drop: async () => undefined };
    }
    const db = await openPglite(':memory:');
    await initDatabase(db, { ...loadConfig({}), seedLimit }, new ManualClock(TEST_START), quiet);
    // Listings arrive as they do in production: replicated from the local feed serving the seed.
    await replicateSeed(db, new ManualClock(TEST_START), seedLimit);
    const partial = `${template}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
    renameSync(partial, template);
    return { db, url: null, drop: async () => undefined };
  },
};

/** A fresh database on the TEST_DATABASE_URL server, dropped afterwards. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `homeward_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const postgresBackend = (adminUrl: string): Backend => ({
  name: 'postgres',
  async open() {
    const created = await createPostgresDatabase(adminUrl);
    const db = await openPostgres(created.url, 5);
    return {
      db,
      url: created.url,
      async drop() {
        await db.close();
        await created.drop();
      },
    };
  },
});

/**
 * Every backend to run the suites on: embedded PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set. TEST_BACKENDS (`pglite`, `postgres`, or both, comma-separated) narrows them: `npm test` runs
 * the suites on PGlite, then on PostgreSQL alone, rather than on PGlite twice.
 */
export function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  const all = url ? [pgliteBackend, postgresBackend(url)] : [pgliteBackend];
  const only = (process.env.TEST_BACKENDS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return only.length === 0 ? all : all.filter((backend) => only.includes(backend.name));
}

/** The embedded database, for what the API says whatever it runs on (its routes and their contracts). */
export const embeddedBackend: Backend = pgliteBackend;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  backend: Backend['name'];
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<ApiConfig>;
  providers?: BuildAppOptions['providers'];
  /** Listings to seed; null seeds every home of the data files. */
  seedLimit?: number | null;
}

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const seedLimit = options.seedLimit === undefined ? TEST_SEED_LIMIT : options.seedLimit;
  const opened = await backend.open(seedLimit);
  const clock = new ManualClock(TEST_START);
  const app = await buildApp({
    // Tests deliver the message outbox themselves (deliverMessages), so what a test reads never races a worker.
    env: { MESSAGE_WORKER: 'off' },
    db: opened.db,
    clock,
    providers: options.providers,
    config: {
      seedLimit,
      jwtSecret: 'test-secret-test-secret-test-secret',
      // An answer that does not match its contract fails the test that made it.
      strictResponses: true,
      // Tests pick their own client addresses; the per-address limit gets its own test.
      limits: { codeRequestsPerPhonePerHour: 5, codeRequestsPerIpPerHour: 1000, wrongCodesPerHour: 5, lockoutsBeforeSuspension: 3, adminLoginFailuresPerHour: 5 },
      // The local test payment provider, running in this process on a free port.
      payments: await testPaymentsConfig(),
      photoCacheDir: join(tmpdir(), `homeward-test-photos-${process.pid}`),
      ...options.config,
    },
  });
  // A database made here (PostgreSQL) starts without listings: they come from the local feed.
  if ((await opened.db.query('SELECT 1 FROM listings LIMIT 1')).rows.length === 0) await replicateSeed(opened.db, new ManualClock(TEST_START), seedLimit);
  return {
    app,
    db: opened.db,
    clock,
    backend: backend.name,
    async close() {
      await app.close();
      if (backend.name === 'pglite') await opened.db.close();
      await opened.drop();
    },
  };
}

/**
 * The test app of the enclosing suite: created before its first test and closed after its last. Its
 * fields are filled in when the suite starts, so read them inside hooks and tests. Options given as a
 * function are read then too (after the suite's earlier hooks have run).
 */
export function useTestApp(backend: Backend, options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const suite = {} as TestApp;
  before(async () => {
    Object.assign(suite, await createTestApp(backend, typeof options === 'function' ? options() : options));
  });
  after(() => suite.close());
  return suite;
}

export interface Envelope<T = any> {
  statusCode: string;
  data: T;
  errorMessage?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: Envelope<T>;
  raw: LightMyRequestResponse;
}

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  userToken?: string;
  ip?: string;
  noClientToken?: boolean;
  /** Call a /api/v2/dev/ route without the outbox secret (as an outsider would). */
  noDevSecret?: boolean;
}

export async function call<T = any>(app: FastifyInstance, method: InjectOptions['method'], url: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...(options.noClientToken ? {} : CLIENT), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.userToken) headers['x-user-token'] = options.userToken;
  // The development outbox answers only a local caller that knows this start's secret.
  if (/^\/api\/v2\/dev\//i.test(url) && !options.noDevSecret) headers['x-dev-secret'] ??= app.homeward.config.devOutboxSecret;
  const raw = await app.inject({
    method,
    url,
    query: options.query,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  let body: Envelope<T>;
  try {
    body = raw.json() as Envelope<T>;
  } catch {
    body = { statusCode: 'NonJson', data: raw.body as T };
  }
  return { status: raw.statusCode, body, raw };
}

export function expectError(result: CallResult, status: number, message?: string | RegExp): void {
  assert.equal(result.status, status, `expected ${status}, got ${result.status}: ${result.raw.body.slice(0, 300)}`);
  assert.notEqual(result.body.statusCode, 'Success');
  assert.equal(typeof result.body.errorMessage, 'string');
  if (typeof message === 'string') assert.equal(result.body.errorMessage, message);
  else if (message) assert.match(result.body.errorMessage ?? '', message);
}

export function expectOk<T>(result: CallResult<T>): T {
  assert.equal(result.status, 200, `expected 200, got ${result.status}: ${result.raw.body.slice(0, 300)}`);
  assert.equal(result.body.statusCode, 'Success');
  return result.body.data;
}

let phoneCounter = 0;
/** A fresh valid US phone (national digits) for each call. */
/** A different phone on every call in this process (10,000 before any repeats); the random start keeps
 *  processes sharing one database apart. A random number per call collided now and then, and a second
 *  sign-in then returned the first user. */
const phoneBase = Math.floor(Math.random() * 10_000);
export function newPhone(): string {
  phoneCounter += 1;
  return `206555${String((phoneBase + phoneCounter) % 10_000).padStart(4, '0')}`;
}

let ipCounter = 0;
export function newIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Delivers every message that is due (the worker's pass), as the running API does within moments of the event. */
export async function deliverMessages(app: FastifyInstance): Promise<number> {
  return app.homeward.messages.deliverDue();
}

/** The last code texted to a phone, read through the development outbox route. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const data = expectOk(await call<{ messages: Array<{ code: string | null }> }>(app, 'GET', '/api/v2/dev/sms', { query: { phone } }));
  const code = data.messages[0]?.code;
  assert.ok(code, `no code was sent to ${phone}`);
  return code;
}

export async function sendCode(app: FastifyInstance, phone: string, ip = newIp()) {
  return call<{ challengeIdentifier: string; isNewUser: boolean }>(app, 'POST', '/api/v2/Account/SendCodeForPhoneAuth', {
    query: { phone, country: 'US' },
    ip,
  });
}

export async function verify(app: FastifyInstance, challengeIdentifier: string, code: string) {
  return call<{ id: string }>(app, 'POST', '/api/v2/Account/VerifyCodeForPhoneAuth', { query: { challengeidentifier: challengeIdentifier, accesstoken: code } });
}

export interface SignedIn {
  id: string;
  phone: string;
  accessToken: string;
  refreshToken: string;
  user: { isAgent: boolean; agentStatus: number; isEmailConfirmed: boolean; isEstablished: boolean };
}

/** The whole phone login of spec 4.2, creating the account when the phone is new. */
export async function signIn(app: FastifyInstance, phone = newPhone(), profile = { firstName: 'Ada', lastName: 'Lovelace', email: `ada${phone}@example.com` }): Promise<SignedIn> {
  const sent = expectOk(await sendCode(app, phone));
  const code = await lastCode(app, phone);
  const verified = expectOk(await verify(app, sent.challengeIdentifier, code));
  const login = expectOk(
    await call(app, 'POST', '/api/v2/Account/LoginWithPhone', {
      body: { accessToken: verified.id, deviceToken: 'test-device', user: sent.isNewUser ? { ...profile, phone } : null },
    }),
  );
  return { id: login.id, phone, accessToken: login.token.accessToken, refreshToken: login.token.refreshToken, user: login.user };
}

/** A new user signed in once for the enclosing suite, after its app is up (see useTestApp). */
export function useSignedIn(t: TestApp): SignedIn {
  const user = {} as SignedIn;
  before(async () => {
    Object.assign(user, await signIn(t.app));
  });
  return user;
}

export async function adminSignIn(app: FastifyInstance): Promise<string> {
  const data = expectOk(await call(app, 'POST', '/api/auth/login', { body: { email: 'admin@homeward.local', password: 'homeward-dev-admin' }, ip: newIp() }));
  return data.token as string;
}

export async function rowCount(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

/**
 * An agent application as the site makes it: Agent/Signup, the fee paid with the success card at the
 * provider, and the provider's signed webhook delivered, so the application is under review.
 */
export async function applyAsAgent(app: FastifyInstance, options: { token?: string; body: Record<string, unknown> }): Promise<any> {
  const result = expectOk(await call(app, 'POST', '/api/v2/agent/Agent/Signup', { token: options.token, body: options.body }));
  await payFee(app, result.payment);
  return result;
}
