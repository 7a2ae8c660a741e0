// Process-level attacks on the embedded database: a second API process on the same folder, and a
// storage fault that must end the process so its supervisor starts a fresh one, losing nothing
// that was acknowledged. The scenario is the embedded database's, so it runs once, in the PGlite run.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CLIENT_TOKEN } from './helpers';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const EXIT_CONFIG = 78;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function start(script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: API_DIR,
    env: { ...process.env, HOST: '127.0.0.1', SEED_LIMIT: '60', LOG_LEVEL: 'warn', NODE_ENV: 'test', JWT_SECRET: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, logs: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${logs()}`);
}

describe('the embedded database under process faults', { skip: process.env.TEST_DATABASE_URL ? 'runs in the embedded-database run' : false }, () => {
  let folder: string;
  let supervised: Started;
  let base: string;
  let outboxFile: string;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'homeward-resilience-'));
    outboxFile = join(folder, 'dev-outbox.json');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    supervised = start('src/supervisor.ts', {
      PGLITE_DIR: join(folder, 'pglite'),
      PORT: String(port),
      DEV_OUTBOX_FILE: outboxFile,
      // Every start fails its 30th write after start-up, as a storage failure would.
      HOMEWARD_DB_FAULT_AFTER_WRITES: '30',
    });
    await until('the API answering', async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 180_000, () => supervised.output.join(''));
  });
  after(async () => {
    supervised?.child.kill('SIGTERM');
    await Promise.race([supervised?.exited, new Promise((r) => setTimeout(r, 15_000))]);
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a second API process on the same folder, with a clear message and a non-zero exit', async () => {
    const port = await freePort();
    const second = start('src/main.ts', { PGLITE_DIR: join(folder, 'pglite'), PORT: String(port), DEV_OUTBOX_FILE: '' });
    const code = await Promise.race([second.exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 60_000))]);
    if (code === 'hung') second.child.kill('SIGKILL');
    assert.equal(code, EXIT_CONFIG, second.output.join(''));
    assert.match(second.output.join(''), /already open in process \d+/);
    // The first one is untouched.
    assert.equal((await fetch(`${base}/api/health`)).status, 200);
  });

  it('ends the process on a storage fault; the supervisor restarts it and no acknowledged write is lost', async () => {
    const acknowledged: string[] = [];
    let failures = 0;
    // Each code request writes several rows; with a fault every 30 writes the process dies at least once.
    for (let i = 0; acknowledged.length < 10 && i < 200; i++) {
      const phone = `2065557${String(100 + i).padStart(3, '0')}`;
      const sent = await fetch(`${base}/api/v2/Account/SendCodeForPhoneAuth?phone=${phone}&country=US`, {
        method: 'POST',
        headers: { 'x-client-token': CLIENT_TOKEN },
      }).catch(() => null);
      if (sent?.status === 200) acknowledged.push(phone);
      else {
        failures += 1;
        // Wait for the restarted process before the next write.
        await until('the restarted API answering', async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 120_000, () => supervised.output.join(''));
      }
    }
    const log = supervised.output.join('');
    assert.ok(failures >= 1, 'the injected fault never happened');
    assert.match(log, /FATAL: Injected storage fault/);
    assert.match(log, /ended \(exit 70\); starting a new one/);
    assert.equal(acknowledged.length, 10);

    // Every acknowledged code is in the outbox of the restarted process.
    const access = JSON.parse(readFileSync(outboxFile, 'utf8')) as { url: string; secret: string };
    for (const phone of acknowledged) {
      const res = await fetch(`${access.url}/api/v2/dev/sms?phone=${phone}`, { headers: { 'x-client-token': CLIENT_TOKEN, 'x-dev-secret': access.secret } });
      assert.equal(res.status, 200);
      const body = (await res.json()) as { data: { messages: Array<{ code: string }> } };
      assert.ok(body.data.messages.length >= 1, `the acknowledged code for ${phone} was lost`);
    }
  });
});
