/**
 * Every file handed out for upload, with its owner: what an account's deletion must remove from
 * the file store. No foreign key: the rows outlive the account until its files are gone.
 */
export const sql = `
CREATE TABLE uploads (
  file text PRIMARY KEY,
  owner_id uuid NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX uploads_owner_idx ON uploads (owner_id)
`;
