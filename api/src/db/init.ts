import type { ApiConfig } from '../config';
import type { Clock } from '../clock';
import { hashPassword, randomToken } from '../security/crypto';
import { one, type Db, type Queryable } from './db';
import { migrate } from './migrate';
import { releaseLeaseOfEndedProcess } from '../modules/feed/repository';
import { seedReferenceData, type SeedSummary } from './seed';
import { randomUUID } from 'node:crypto';

/** Arbitrary constant shared by every API process: the startup advisory lock. */
const STARTUP_LOCK_ID = 7_240_001;

export interface InitResult {
  migrated: number[];
  seeded: SeedSummary | null;
  jwtSecret: string;
  adminCreated: boolean;
}

export interface InitLogger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Creates, migrates and seeds the database on first start (idempotent afterwards), and makes sure
 * the signing secret and the development admin exist. One transaction under an advisory lock, so
 * several processes starting together on one PostgreSQL do the work exactly once.
 */
export async function initDatabase(db: Db, config: ApiConfig, clock: Clock, log: InitLogger): Promise<InitResult> {
  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK_ID]);
    const now = clock.now();
    const migrated = await migrate(tx, now);
    // The embedded database is open in this process only (its folder lock), so a replication lease
    // in it belongs to a process that has ended: replication resumes now rather than when that
    // process's lease would have run out (up to two minutes after a restart).
    if (db.kind === 'pglite') await releaseLeaseOfEndedProcess(tx);
    let seeded: SeedSummary | null = null;
    const seedMark = await one<{ value: string }>(tx, "SELECT value FROM app_meta WHERE key = 'seed'");
    if (!seedMark) {
      seeded = await seedReferenceData(tx);
      await tx.query("INSERT INTO app_meta (key, value) VALUES ('seed', $1)", [JSON.stringify({ ...seeded, at: now.toISOString() })]);
      log.info(`seeded ${seeded.places} places, ${seeded.zipcodes} zip codes and ${seeded.agents} sample agents in ${seeded.millis} ms`);
    }
    const jwtSecret = config.jwtSecret ?? (await ensureStoredSecret(tx));
    const adminCreated = await ensureAdmin(tx, config, now, log);
    return { migrated, seeded, jwtSecret, adminCreated };
  });
  // Fresh bulk-loaded tables: set visibility and statistics now rather than on the first searches.
  if (result.seeded) await db.exec('VACUUM ANALYZE');
  return result;
}

/** A random signing secret kept with the data, so tokens survive restarts without a configured secret. */
async function ensureStoredSecret(tx: Queryable): Promise<string> {
  await tx.query("INSERT INTO app_meta (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING", [randomToken(48)]);
  const row = await one<{ value: string }>(tx, "SELECT value FROM app_meta WHERE key = 'jwt_secret'");
  return row!.value;
}

async function ensureAdmin(tx: Queryable, config: ApiConfig, now: Date, log: InitLogger): Promise<boolean> {
  const { email, password, passwordFromEnv } = config.admin;
  if (config.nodeEnv === 'production' && !passwordFromEnv) {
    log.warn('ADMIN_PASSWORD is not set: no administrator is created in production with the development password');
    return false;
  }
  const existing = await one<{ id: string }>(tx, "SELECT id FROM users WHERE role = 'MANAGER' AND lower(email) = lower($1)", [email]);
  if (existing) {
    // An explicitly configured password wins, so rotating ADMIN_PASSWORD takes effect on restart.
    if (passwordFromEnv) {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [existing.id, await hashPassword(password), now]);
    }
    return false;
  }
  await tx.query(
    `INSERT INTO users (id, role, email, first_name, last_name, is_email_confirmed, password_hash, created_at, updated_at)
     VALUES ($1, 'MANAGER', $2, 'Homeward', 'Admin', true, $3, $4, $4)`,
    [randomUUID(), email, await hashPassword(password), now],
  );
  log.info(`created administrator ${email}`);
  return true;
}
