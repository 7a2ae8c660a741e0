/**
 * What lenders publish and ask for: a lender's rate sheet (one per lender profile, replaced when
 * they publish again), and the documents a lender asks a buyer for on a mortgage request, each
 * marked received by that lender.
 */
export const sql = `
CREATE TABLE lender_rate_sheets (
  profile_id uuid PRIMARY KEY REFERENCES partner_profiles (id) ON DELETE CASCADE,
  effective_date date NOT NULL,
  products jsonb NOT NULL,
  published_at timestamptz NOT NULL
);
CREATE INDEX lender_rate_sheets_effective_idx ON lender_rate_sheets (effective_date);

CREATE TABLE request_documents (
  id uuid PRIMARY KEY,
  request_id uuid NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  label text NOT NULL,
  received_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (request_id, label)
);
CREATE INDEX request_documents_request_idx ON request_documents (request_id, created_at)
`;
