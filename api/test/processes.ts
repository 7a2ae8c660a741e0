import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CLIENT_TOKEN, createPostgresDatabase } from './helpers';

// API processes started from the source (`src/main.ts`) for the tests that need several of them or a restart.
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Both processes share one outbox secret, as the supervisor's workers do. */
export const DEV_OUTBOX_SECRET = `multiprocess-${process.pid}-${Date.now()}`;
/**
 * Start an API with these and the tests' requests may name their client address (`ip`), as the
 * site's proxy does, so budgets counted per address can be shown apart from each other.
 */
export const TEST_PROXY_SECRET = `proxy-${process.pid}-${Date.now()}`;
export const PROXY_ENV = { TRUST_PROXY: '127.0.0.1', PROXY_SECRET: TEST_PROXY_SECRET };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  output: string[];
}

export function startApi(databaseUrl: string, port: number, extraEnv: NodeJS.ProcessEnv = {}): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_LIMIT: '200', LOG_LEVEL: 'warn', JWT_SECRET: '', NODE_ENV: 'test', DEV_OUTBOX_SECRET, DEV_OUTBOX_FILE: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { base: `http://127.0.0.1:${port}`, child, output };
}

export async function waitUntilUp(api: ApiProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`API exited early:\n${api.output.join('')}`);
    try {
      if ((await fetch(`${api.base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not start in time:\n${api.output.join('')}`);
}

/** Stops an API process (if it still runs) and waits until it has exited. */
export async function stopApi(api: ApiProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill(signal);
  await exited;
}

/**
 * Two API processes started at once on a fresh database of the PostgreSQL server at `adminUrl`;
 * `stop` ends both and drops the database.
 */
export async function startTwoApis(adminUrl: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<{ a: ApiProcess; b: ApiProcess; stop(): Promise<void> }> {
  const database = await createPostgresDatabase(adminUrl);
  const [portA, portB] = [await freePort(), await freePort()];
  const a = startApi(database.url, portA, extraEnv);
  const b = startApi(database.url, portB, extraEnv);
  const stop = async () => {
    await stopApi(a);
    await stopApi(b);
    await database.drop();
  };
  try {
    await Promise.all([waitUntilUp(a, 180_000), waitUntilUp(b, 180_000)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { a, b, stop };
}

/**
 * Two API processes (startTwoApis) for the enclosing suite: started before its first test with the
 * environment `env` gives then, and stopped (their database dropped) after its last.
 */
export function useTwoApis(adminUrl: string, env: () => NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>): [ApiProcess, ApiProcess] {
  const a = {} as ApiProcess;
  const b = {} as ApiProcess;
  let stop: (() => Promise<void>) | undefined;
  before(async () => {
    const started = await startTwoApis(adminUrl, await env());
    Object.assign(a, started.a);
    Object.assign(b, started.b);
    stop = started.stop;
  });
  after(() => stop?.());
  return [a, b];
}

export async function post(
  api: ApiProcess,
  path: string,
  options: { query?: Record<string, string>; body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(path, api.base);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'x-client-token': CLIENT_TOKEN,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip, 'x-proxy-secret': TEST_PROXY_SECRET } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

export async function get(api: ApiProcess, path: string, token?: string, ip?: string) {
  const res = await fetch(new URL(path, api.base), {
    headers: {
      'x-client-token': CLIENT_TOKEN,
      'x-dev-secret': DEV_OUTBOX_SECRET,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip, 'x-proxy-secret': TEST_PROXY_SECRET } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Texts a sign-in code to a phone through this process. */
export const sendCode = (api: ApiProcess, phone: string) => post(api, '/api/v2/Account/SendCodeForPhoneAuth', { query: { phone, country: 'US' } });

/** The last code texted to a phone, as this process's dev outbox shows it. */
export const lastCode = async (api: ApiProcess, phone: string) => (await get(api, `/api/v2/dev/sms?phone=${phone}`)).body.data.messages[0].code as string;
