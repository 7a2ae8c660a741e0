// Process-level attacks on the embedded database: a second API process on the same folder, and a
// storage fault that must end the process so its supervisor starts a fresh one, losing nothing
// that was acknowledged. The scenario is the embedded database's, so it runs once, in the PGlite run.
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CLIENT_TOKEN } from './helpers';
import { freePort } from './processes';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const EXIT_CONFIG = 78;

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
    // A caller is answered or refused while a process restarts, never left waiting without an answer.
    const unanswered: string[] = [];
    const call = (url: string, init?: RequestInit) =>
      fetch(url, { ...init, signal: AbortSignal.timeout(15_000) }).catch((error: Error) => {
        if (error.name === 'TimeoutError') unanswered.push(url);
        throw error;
      });
    // Each code request writes several rows; with a fault every 30 writes the process dies about
    // every third request, so thirty acknowledged requests see ten restarts or so.
    for (let i = 0; acknowledged.length < 30 && i < 300; i++) {
      const phone = `2065557${String(100 + i).padStart(3, '0')}`;
      const sent = await call(`${base}/api/v2/Account/SendCodeForPhoneAuth?phone=${phone}&country=US`, {
        method: 'POST',
        headers: { 'x-client-token': CLIENT_TOKEN },
      }).catch(() => null);
      if (sent?.status === 200) acknowledged.push(phone);
      else {
        failures += 1;
        // Wait for the restarted process before the next write.
        await until('the restarted API answering', async () => ((await call(`${base}/api/health`)).ok ? true : undefined), 120_000, () => supervised.output.join(''));
      }
    }
    assert.deepEqual(unanswered, [], 'requests went unanswered while the API restarted');
    const log = supervised.output.join('');
    assert.ok(failures >= 1, 'the injected fault never happened');
    assert.match(log, /FATAL: Injected storage fault/);
    assert.match(log, /ended \(exit 70\); starting a new one/);
    assert.equal(acknowledged.length, 30);

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

/** Whether this machine lets the tests make a folder read-only underneath a running process (root with a bind mount). */
function canRemountReadOnly(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'homeward-ro-probe-'));
  try {
    execFileSync('mount', ['--bind', probe, probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const sendCodeTo = (base: string, phone: string) =>
  fetch(`${base}/api/v2/Account/SendCodeForPhoneAuth?phone=${phone}&country=US`, { method: 'POST', headers: { 'x-client-token': CLIENT_TOKEN } }).catch(() => null);

describe('the embedded database when its storage refuses writes for a while', {
  skip: process.env.TEST_DATABASE_URL ? 'runs in the embedded-database run' : canRemountReadOnly() ? false : 'needs root and bind mounts to make the storage read-only',
}, () => {
  let folder: string;
  let dataDir: string;
  let supervised: Started;
  let base: string;
  let outboxFile: string;
  let mounted = false;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'homeward-readonly-'));
    dataDir = join(folder, 'pglite');
    outboxFile = join(folder, 'dev-outbox.json');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    supervised = start('src/supervisor.ts', { PGLITE_DIR: dataDir, PORT: String(port), DEV_OUTBOX_FILE: outboxFile });
    await until('the API answering', async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 180_000, () => supervised.output.join(''));
  });
  after(async () => {
    if (mounted) execFileSync('umount', ['-l', dataDir], { stdio: 'ignore' });
    supervised?.child.kill('SIGTERM');
    await Promise.race([supervised?.exited, new Promise((r) => setTimeout(r, 15_000))]);
    rmSync(folder, { recursive: true, force: true });
  });

  it('ends at once, keeps restarting while storage is read-only for 45 s, and serves again within 15 s of it returning, losing no acknowledged write', async () => {
    const acknowledged: string[] = [];
    let phoneNumber = 0;
    const write = async () => {
      const phone = `2065558${String(phoneNumber++).padStart(3, '0')}`;
      if ((await sendCodeTo(base, phone))?.status === 200) acknowledged.push(phone);
    };
    for (let i = 0; i < 5; i++) await write();

    execFileSync('mount', ['--bind', dataDir, dataDir]);
    execFileSync('mount', ['-o', 'remount,ro,bind', dataDir]);
    mounted = true;
    const readOnlyUntil = Date.now() + 45_000;
    while (Date.now() < readOnlyUntil) {
      await write();
      await new Promise((r) => setTimeout(r, 500));
    }
    execFileSync('umount', [dataDir]);
    mounted = false;
    const back = Date.now();
    await until('the API answering again', async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 60_000, () => supervised.output.join(''));
    const tookMs = Date.now() - back;
    assert.ok(tookMs <= 15_000, `the API served again ${tookMs} ms after storage returned:\n${supervised.output.join('')}`);
    const log = supervised.output.join('');
    assert.match(log, /FATAL: The pglite database failed/);
    assert.doesNotMatch(log, /not restarting|giving up|event loop has been blocked/);

    await write();
    const access = JSON.parse(readFileSync(outboxFile, 'utf8')) as { url: string; secret: string };
    for (const phone of acknowledged) {
      const res = await fetch(`${access.url}/api/v2/dev/sms?phone=${phone}`, { headers: { 'x-client-token': CLIENT_TOKEN, 'x-dev-secret': access.secret } });
      const body = (await res.json()) as { data: { messages: unknown[] } };
      assert.ok(body.data.messages.length >= 1, `the acknowledged code for ${phone} was lost`);
    }
  });
});

describe('the event-loop watchdog', { skip: process.env.TEST_DATABASE_URL ? 'runs in the embedded-database run' : false }, () => {
  it('leaves a process that was paused as a whole running, and it answers when resumed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'homeward-paused-'));
    const port = await freePort();
    const api = start('src/main.ts', { PGLITE_DIR: join(folder, 'pglite'), PORT: String(port), DEV_OUTBOX_FILE: '', WATCHDOG_STALL_MS: '2000' });
    try {
      await until('the API answering', async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined), 180_000, () => api.output.join(''));
      api.child.kill('SIGSTOP');
      await new Promise((r) => setTimeout(r, 6_000));
      api.child.kill('SIGCONT');
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) });
      assert.equal(answer.status, 200);
      await new Promise((r) => setTimeout(r, 3_000));
      assert.equal(api.child.exitCode, null, api.output.join(''));
      assert.doesNotMatch(api.output.join(''), /event loop has been blocked/);
    } finally {
      api.child.kill('SIGKILL');
      await api.exited;
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
