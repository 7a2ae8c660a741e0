/**
 * What happened to a home, in order: written by whatever changes the listings (the MLS feed) and
 * read by whatever must react to a change (saved-search alerts, caches). `id` orders the events
 * across processes, so a reader keeps its place with the last id it handled.
 */
export const sql = `
CREATE TABLE listing_events (
  id bigserial PRIMARY KEY,
  mls text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('listed', 'price_cut', 'price_raise', 'back_on_market', 'pending', 'sold', 'withdrawn', 'open_house')),
  old_price integer,
  new_price integer,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX listing_events_mls_idx ON listing_events (mls, id)
`;
