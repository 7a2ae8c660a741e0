/**
 * Listings replicated from a RESO Web API source. `feed_state` is the replication's one row: where
 * it has read to (the last record's ModificationTimestamp and ListingKey, written in the same
 * transaction as the records), which process holds the lease to replicate, and what managers see.
 * `feed_skips` holds the records the source sent that could not be stored, with why.
 * `listing_media` the photos in the source's order; listing_details gains the attribution an MLS
 * requires on display and the history the feed itself observed (price changes, pending, sales).
 */
export const sql = `
CREATE TABLE feed_state (
  id integer PRIMARY KEY CHECK (id = 1),
  source_url text NOT NULL DEFAULT '',
  phase text NOT NULL DEFAULT 'initial' CHECK (phase IN ('initial', 'incremental')),
  checkpoint_ts text,
  checkpoint_key text,
  lease_owner text,
  lease_until timestamptz,
  last_pull_started_at timestamptz,
  last_success_at timestamptz,
  last_pull_records integer NOT NULL DEFAULT 0,
  last_pull_millis integer,
  records_in bigint NOT NULL DEFAULT 0,
  backoffs bigint NOT NULL DEFAULT 0,
  last_backoff text,
  last_error text,
  last_error_at timestamptz
);
INSERT INTO feed_state (id) VALUES (1);

CREATE TABLE feed_skips (
  listing_key text PRIMARY KEY,
  reason text NOT NULL,
  detail text NOT NULL,
  seen_at timestamptz NOT NULL
);
CREATE INDEX feed_skips_reason_idx ON feed_skips (reason);

CREATE TABLE listing_media (
  mls text NOT NULL REFERENCES listings (mls) ON DELETE CASCADE,
  position integer NOT NULL,
  url text NOT NULL,
  caption text,
  PRIMARY KEY (mls, position)
);

ALTER TABLE listing_details ADD COLUMN list_agent_name text;
ALTER TABLE listing_details ADD COLUMN list_office_name text;
ALTER TABLE listing_details ADD COLUMN source_system_name text;
ALTER TABLE listing_details ADD COLUMN modified_at timestamptz;
ALTER TABLE listing_details ADD COLUMN feed_history jsonb NOT NULL DEFAULT '[]'
`;
