/**
 * A version number for the listings table, raised by every statement that changes listings (the
 * seed, an import, a bulk copy). Each API process keeps its search index in memory and reloads it
 * when this number moves, so several processes sharing one PostgreSQL agree on the listings.
 * The trigger function's body holds semicolons, so this migration is given as whole statements.
 */
export const statements: readonly string[] = [
  `CREATE TABLE listings_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`,
  `INSERT INTO listings_version (id, version) VALUES (1, 1)`,
  `CREATE FUNCTION bump_listings_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$`,
  `CREATE TRIGGER listings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
     FOR EACH STATEMENT EXECUTE FUNCTION bump_listings_version()`,
];
