/**
 * A matching pass records thousands of alerts at once, and each one cost what its row holds and
 * what it indexes and checks. A search's alert now holds what its messages and the account read:
 * its search (which names the owner), the home, the reason, the price; it is told once per
 * (search, home, reason), the key the reader already has, instead of a text key under the owner.
 * A saved home's alert, which has no search, keeps its owner and its key (reason and detail).
 * - No per-alert check of the search: the pass locks the searches it writes alerts for (FOR KEY
 *   SHARE, as the check did), and deleting searches deletes their alerts by a statement trigger,
 *   once per statement, for a search deleted by itself or with its account (cascade).
 * - A daily search's digest is due a day after its oldest waiting alert, read from the alerts
 *   (`alerts_digest_idx`), instead of a due time written on the search by every pass: the same
 *   moment, since that time was the first waiting alert's plus the day.
 * - The search's alerts are read through (search_id, mls, reason): the per-search index goes.
 */
export const statements: readonly string[] = [
  `DROP INDEX alerts_search_idx`,
  `DROP INDEX alerts_digest_idx`,
  `ALTER TABLE alerts DROP CONSTRAINT alerts_user_id_dedup_key_key`,
  `ALTER TABLE alerts DROP CONSTRAINT alerts_search_id_fkey`,
  `ALTER TABLE alerts ALTER COLUMN user_id DROP NOT NULL`,
  `ALTER TABLE alerts ALTER COLUMN dedup_key DROP NOT NULL`,
  `UPDATE alerts SET user_id = NULL, dedup_key = NULL WHERE search_id IS NOT NULL`,
  `ALTER TABLE alerts ADD CONSTRAINT alerts_owner_check CHECK (search_id IS NOT NULL OR (user_id IS NOT NULL AND dedup_key IS NOT NULL))`,
  `CREATE UNIQUE INDEX alerts_search_key ON alerts (search_id, mls, reason) WHERE search_id IS NOT NULL`,
  `CREATE UNIQUE INDEX alerts_home_key ON alerts (user_id, dedup_key) WHERE search_id IS NULL`,
  `CREATE INDEX alerts_digest_idx ON alerts (created_at) WHERE digest_pending`,
  `CREATE FUNCTION delete_search_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM alerts WHERE search_id = ANY (ARRAY(SELECT id FROM gone));
  RETURN NULL;
END
$$`,
  `CREATE TRIGGER saved_searches_deleted AFTER DELETE ON saved_searches REFERENCING OLD TABLE AS gone
     FOR EACH STATEMENT EXECUTE FUNCTION delete_search_alerts()`,
  `DROP INDEX saved_searches_digest_idx`,
  `ALTER TABLE saved_searches DROP COLUMN digest_due_at`,
];
