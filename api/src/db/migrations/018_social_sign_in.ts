/**
 * Social sign-in through the API (authorization code with PKCE), and texts handed to a provider.
 *
 * social_sign_ins: one row per sign-in in progress, found by the hash of its `state`, used once.
 * `binding_hash` is the hash of a secret only the browser tab that started it holds, so a callback
 * link made for someone else's sign-in is refused. The PKCE verifier and the nonce never leave the API.
 *
 * session_identities: the provider behind a session, and the provider's refresh token when it gave
 * one, so a session renewal asks the provider again and verifies the new ID token.
 *
 * message_outbox.handed_over_at: when a text was first handed to a network provider. A message
 * found in `sending` with this set may have been accepted by the provider just before its process
 * died, so the next attempt asks the provider before it sends again.
 */
export const sql = `
CREATE TABLE social_sign_ins (
  state_hash text PRIMARY KEY,
  provider integer NOT NULL,
  binding_hash text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  return_to text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX social_sign_ins_expiry_idx ON social_sign_ins (expires_at);

CREATE TABLE session_identities (
  session_id uuid PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  provider integer NOT NULL,
  subject text NOT NULL,
  refresh_token text,
  id_token_expires_at timestamptz NOT NULL,
  renewed_at timestamptz NOT NULL
);

ALTER TABLE message_outbox ADD COLUMN handed_over_at timestamptz
`;
