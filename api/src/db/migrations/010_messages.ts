/**
 * Messages the product owes someone (email, text), written in the same transaction as the event that
 * causes them and delivered by the worker in api/src/modules/messages, with retries. One row per
 * message and channel; `event_key` makes a second write of one event a no-op.
 * Opt-outs of the optional kinds live in message_preferences (absent row: the kind is on).
 */
export const sql = `
CREATE TABLE message_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_key text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  kind text NOT NULL,
  user_id uuid,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  link text,
  unsubscribe_url text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'retrying', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until timestamptz,
  last_error text,
  provider_id text,
  provider_status text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  UNIQUE (event_key, channel)
);
CREATE INDEX message_outbox_due_idx ON message_outbox (next_attempt_at, id) WHERE status IN ('pending', 'sending', 'retrying');
CREATE INDEX message_outbox_created_idx ON message_outbox (created_at DESC, id);
CREATE INDEX message_outbox_provider_idx ON message_outbox (provider_id) WHERE provider_id IS NOT NULL;

CREATE TABLE message_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, channel)
);
`;
