/**
 * Tables shared by the partner, account and admin areas: partner applications and the manager's
 * decisions on them, which partner a buyer request is routed to, an audit trail of every manager
 * action, notices a manager sends to users, and the card brand and idempotency key of a payment.
 */
export const sql = `
CREATE TABLE partner_applications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  partner_type integer NOT NULL,
  details jsonb NOT NULL,
  service_states text[] NOT NULL,
  service_zips text[] NOT NULL,
  status text NOT NULL,
  decision_note text,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX partner_applications_user_idx ON partner_applications (user_id, created_at);
CREATE INDEX partner_applications_status_idx ON partner_applications (status, created_at);

ALTER TABLE partner_profiles ADD COLUMN service_states text[] NOT NULL DEFAULT '{}';
ALTER TABLE partner_profiles ADD COLUMN service_zips text[] NOT NULL DEFAULT '{}';
ALTER TABLE partner_profiles ADD COLUMN application_id uuid REFERENCES partner_applications (id) ON DELETE SET NULL;

ALTER TABLE requests ADD COLUMN assigned_partner_id uuid REFERENCES partner_profiles (id) ON DELETE SET NULL;
ALTER TABLE requests ADD COLUMN partner_status text;
ALTER TABLE requests ADD COLUMN updated_at timestamptz;
CREATE INDEX requests_assigned_idx ON requests (assigned_partner_id, created_at);

ALTER TABLE payments ADD COLUMN card_brand text;
ALTER TABLE payments ADD COLUMN description text;
ALTER TABLE payments ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX payments_idempotency_idx ON payments (user_id, idempotency_key);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_email text,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  audience text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE notification_recipients (
  notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz,
  PRIMARY KEY (notification_id, user_id)
);
CREATE INDEX notification_recipients_user_idx ON notification_recipients (user_id)
`;
