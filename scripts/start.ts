// `npm start`: builds what is missing, publishes the slices, starts the API and serves the site.
import './lib/runtime';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildPackage, buildableFolders, isBuilt } from './build';
import { publishSlice } from './publish';
import { API_PORT, ROOT, SHELL_PORT, listSlices } from './lib/slices';
import { serveSite } from './serve';
import { localIdentityEnv, startLocalIdp } from './idp';
import { localPaymentsEnv, startLocalPayments } from './payments';
import { localFeedEnv, startLocalFeed } from './feed';
import { embeddedDatabaseFree } from './lib/embeddedDatabase';

async function waitForApi(url: string, child: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error('The API stopped while starting; see its log above.');
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet: the first start creates the database and loads the listings from the feed.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The API runs under its supervisor (api/src/supervisor.ts): API_PROCESSES workers on PostgreSQL
 * (one on the embedded database), each restarted if it ends abnormally. It sits behind the shell's
 * proxy, the one hop it trusts for client addresses.
 */
function startApi(identityEnv: Record<string, string>): ChildProcess | undefined {
  if (!existsSync(path.join(ROOT, 'api/src/supervisor.ts'))) return undefined;
  // The proxy proves itself to the API with a secret of this start (scripts/serve.ts sends it), so
  // another process on this machine cannot reach the API's port and choose its client address.
  process.env.PROXY_SECRET ||= randomBytes(24).toString('base64url');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/supervisor.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      LOG_LEVEL: 'warn',
      PUBLIC_WEB_URL: `http://localhost:${SHELL_PORT}`,
      TRUST_PROXY: 'loopback',
      ...process.env,
      ...identityEnv,
      PORT: String(API_PORT),
    },
    stdio: 'inherit',
  });
  return child;
}

/** Says plainly which stand-ins are in use, so nobody mistakes a development start for a production one. */
function banner(localIdentity: boolean): string {
  const production = process.env.NODE_ENV === 'production';
  const smsOutbox = !process.env.SMS_PROVIDER || process.env.SMS_PROVIDER === 'outbox';
  const emailOutbox = !process.env.SMTP_URL && (!process.env.EMAIL_PROVIDER || process.env.EMAIL_PROVIDER === 'outbox');
  const lines: string[] = [];
  if (smsOutbox || emailOutbox) {
    const which = smsOutbox && emailOutbox ? 'SMS and email' : smsOutbox ? 'SMS' : 'Email';
    lines.push(
      production && process.env.ENABLE_DEV_ROUTES !== 'true'
        ? `${which}: development outbox (messages are kept in the database and logged, not delivered)`
        : `${which}: development outbox (not delivered; readable only on this machine, at the API port, with the secret in .data/dev-outbox.json)`,
    );
  }
  if (localIdentity) lines.push(`Sign-in providers: the local development identity provider`);
  lines.push('Payments: the local test payment provider (no real charges)');
  if (!process.env.FEED_URL) lines.push('Listings: the local RESO feed, a simulated market over the seeded homes (sample data)');
  lines.push(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded (one API process)'}${process.env.DATABASE_URL ? `, ${process.env.API_PROCESSES ?? '1'} API process(es)` : ''}`);
  return `\nHomeward is running at http://localhost:${SHELL_PORT}\n${smsOutbox || emailOutbox || localIdentity ? '\nRunning with DEVELOPMENT providers — not for real users:\n' : '\n'}${lines.map((l) => `  • ${l}`).join('\n')}\n`;
}

async function main(): Promise<void> {
  // Before anything is published: another copy of the site on this checkout keeps its slices.
  if (!(await embeddedDatabaseFree())) process.exit(1);
  const missing = buildableFolders().filter((folder) => process.argv.includes('--rebuild') || !isBuilt(folder));
  for (const folder of missing) await buildPackage(folder);
  for (const slice of listSlices()) {
    const result = publishSlice(slice.folder);
    if (!result.alreadyPublished) console.log(`published ${result.name}@${result.version}`);
  }
  // The local identity provider stands in for the two real ones unless they are configured.
  const realProviders = Boolean(process.env.IDENTITY_1_ISSUER || process.env.IDENTITY_2_ISSUER);
  const idp = realProviders ? undefined : await startLocalIdp();
  // The local test payment provider stands in for a card processor unless one is configured.
  const localPayments = !process.env.PAYMENTS_PROVIDER || process.env.PAYMENTS_PROVIDER === 'local';
  const payments = localPayments ? await startLocalPayments() : undefined;
  // The local RESO feed stands in for an MLS unless a source is configured.
  const feed = process.env.FEED_URL ? undefined : await startLocalFeed();
  const api = startApi({ ...localIdentityEnv(), ...(localPayments ? localPaymentsEnv() : {}), ...(feed ? localFeedEnv(feed) : {}) });
  const stop = async () => {
    api?.kill('SIGTERM');
    await idp?.close();
    await payments?.close();
    await feed?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (api) {
    console.log('Starting the API (the first start creates the database and replicates the listings from the feed)…');
    await waitForApi(`http://127.0.0.1:${API_PORT}/api/v2/health`, api);
  }
  await serveSite();
  console.log(banner(!realProviders));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
