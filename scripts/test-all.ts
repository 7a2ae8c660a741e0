// `npm test`: type-check, lint, unit tests, API tests, the production builds and the browser suite.
// Prints one closing line `N passed, N failed` over every runner.
import './lib/runtime';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/slices';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string }> {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const relay = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => relay(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => relay(c, process.stderr));
    child.on('close', (code) => {
      console.log(`◀ ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve({ code: code ?? 1, output });
    });
  });
}

function add(counts: Partial<Counts>): void {
  total.passed += counts.passed ?? 0;
  total.failed += counts.failed ?? 0;
  total.skipped += counts.skipped ?? 0;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

async function main(): Promise<void> {
  const results = path.join(ROOT, 'test-results');
  mkdirSync(results, { recursive: true });
  const failures: string[] = [];
  const step = async (label: string, command: string, args: string[], env?: NodeJS.ProcessEnv) => {
    const result = await run(label, command, args, env);
    if (result.code !== 0) failures.push(label);
    return result;
  };

  await step('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  await step('lint', 'npx', ['eslint', '--max-warnings=0', '.']);

  await step('unit tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${path.join(results, 'jest.json')}`]);
  const jest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(path.join(results, 'jest.json'));
  if (jest) add({ passed: jest.numPassedTests, failed: jest.numFailedTests, skipped: jest.numPendingTests });

  if (existsSync(path.join(ROOT, 'api/test'))) {
    const countNodeTests = (output: string) => ({
      passed: Number(/^(?:ℹ|#) pass (\d+)/m.exec(output)?.[1] ?? 0),
      failed: Number(/^(?:ℹ|#) fail (\d+)/m.exec(output)?.[1] ?? 0),
      skipped: Number(/^(?:ℹ|#) skipped (\d+)/m.exec(output)?.[1] ?? 0),
    });
    const embedded = await step('API tests (embedded PGlite)', 'npm', ['run', 'test', '--workspace', 'api']);
    add(countNodeTests(embedded.output));
    const withPostgres = path.join(ROOT, 'api/scripts/with-postgres.sh');
    if (process.env.CI && existsSync(withPostgres)) {
      // The suites have run on the embedded database just above: here they run on PostgreSQL alone.
      const pg = await step('API tests (PostgreSQL)', 'bash', [withPostgres, 'npm', 'run', 'test', '--workspace', 'api'], { TEST_BACKENDS: 'postgres' });
      add(countNodeTests(pg.output));
    }
  }

  await step('production builds', process.execPath, ['--import', 'tsx', 'scripts/build.ts']);

  if (!failures.includes('production builds')) {
    await step('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'e2e.json'),
    });
    const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(path.join(results, 'e2e.json'));
    if (e2e) add({ passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected, skipped: e2e.stats.skipped });
  }

  console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failures.length ? 1 : 0);
}

void main();
