/**
 * Fixed-window counters decided by one statement: an insert or an increment under the row's lock,
 * returning the new count. N API processes on one PostgreSQL then see one sequence of counts, so a
 * limit (five wrong codes, thirty forms an hour) lets exactly its number through.
 */
export const sql = `
CREATE TABLE limit_windows (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX limit_windows_start_idx ON limit_windows (window_start)
`;
