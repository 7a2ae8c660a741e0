import type { Queryable } from './db';
import { sql as initial } from './migrations/001_initial';
import { sql as partnersAndAdmin } from './migrations/002_partners_and_admin';
import { statements as listingsVersion } from './migrations/007_listings_version';
import { sql as limitWindows } from './migrations/008_limit_windows';
import { sql as uploads } from './migrations/009_uploads';
import { sql as messages } from './migrations/010_messages';
import { sql as rateSheetsAndDocuments } from './migrations/011_rate_sheets_and_documents';
import { sql as partnerStanding } from './migrations/013_partner_standing';
import { statements as paymentIntents } from './migrations/012_payment_intents';
import { sql as listingEvents } from './migrations/014_listing_events';
import { sql as savedSearches } from './migrations/017_saved_searches';
import { sql as socialSignIn } from './migrations/018_social_sign_in';
import { sql as alertMessages } from './migrations/019_alert_messages';
import { sql as feed } from './migrations/020_feed';
import { sql as alertWrites } from './migrations/021_alert_writes';
import { statements as narrowAlerts } from './migrations/022_narrow_alerts';

/** Ordered migrations. Append new ones; never edit one that has shipped. */
const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string; statements?: readonly string[] }> = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'partners_and_admin', sql: partnersAndAdmin },
  { version: 7, name: 'listings_version', sql: '', statements: listingsVersion },
  { version: 8, name: 'limit_windows', sql: limitWindows },
  { version: 9, name: 'uploads', sql: uploads },
  { version: 10, name: 'messages', sql: messages },
  { version: 11, name: 'rate_sheets_and_documents', sql: rateSheetsAndDocuments },
  { version: 12, name: 'payment_intents', sql: '', statements: paymentIntents },
  { version: 13, name: 'partner_standing', sql: partnerStanding },
  { version: 14, name: 'listing_events', sql: listingEvents },
  { version: 17, name: 'saved_searches', sql: savedSearches },
  { version: 18, name: 'social_sign_in', sql: socialSignIn },
  { version: 19, name: 'alert_messages', sql: alertMessages },
  { version: 20, name: 'feed', sql: feed },
  { version: 21, name: 'alert_writes', sql: alertWrites },
  { version: 22, name: 'narrow_alerts', sql: '', statements: narrowAlerts },
];

/**
 * Applies pending migrations. Called inside the startup transaction, which holds an advisory lock,
 * so two processes starting on one PostgreSQL never migrate at the same time.
 */
export async function migrate(tx: Queryable, now: Date): Promise<number[]> {
  await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)`);
  const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    for (const statement of migration.statements ?? splitStatements(migration.sql)) await tx.query(statement);
    await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, now]);
    applied.push(migration.version);
  }
  return applied;
}

/** The migration scripts hold plain DDL without semicolons inside literals, so splitting on ';' is safe. */
function splitStatements(script: string): string[] {
  return script
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
