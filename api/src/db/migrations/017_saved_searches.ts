/**
 * Saved searches and the alerts they send. A search keeps what the buyer saved (place, filters,
 * sort, map area) and the area it matches, resolved once when saved (`geo`) with its price bounds,
 * so the matcher indexes it without resolving places again. `alerts` records every home a search or
 * a saved home told its owner about, once per reason (`dedup_key`); a daily digest's alerts wait
 * with `digest_pending` until the digest is written. `event_cursors` keeps each listing-events
 * reader's place, so matching resumes after a restart and one process holds it at a time.
 */
export const sql = `
CREATE TABLE saved_searches (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  search_text text NOT NULL,
  place_id text,
  area text NOT NULL,
  viewport jsonb,
  criteria jsonb NOT NULL,
  sort text NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('instant', 'daily', 'off')),
  paused boolean NOT NULL DEFAULT false,
  geo jsonb NOT NULL,
  place_label text NOT NULL,
  price_low integer,
  price_high integer,
  digest_due_at timestamptz,
  last_visited_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at);
CREATE INDEX saved_searches_updated_idx ON saved_searches (updated_at);
CREATE INDEX saved_searches_digest_idx ON saved_searches (digest_due_at) WHERE digest_due_at IS NOT NULL;

CREATE TABLE alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  search_id uuid REFERENCES saved_searches (id) ON DELETE CASCADE,
  mls text NOT NULL,
  reason text NOT NULL,
  price integer,
  dedup_key text NOT NULL,
  digest_pending boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, dedup_key)
);
CREATE INDEX alerts_user_idx ON alerts (user_id, created_at DESC);
CREATE INDEX alerts_search_idx ON alerts (search_id, created_at) WHERE search_id IS NOT NULL;
CREATE INDEX alerts_digest_idx ON alerts (search_id) WHERE digest_pending;

CREATE TABLE event_cursors (
  name text PRIMARY KEY,
  last_event_id bigint NOT NULL
);
CREATE INDEX favorites_mls_idx ON favorites (mls)
`;
