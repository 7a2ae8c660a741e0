/** Initial schema: reference data (places, zips, listings), accounts, sessions, limits, requests. */
export const sql = /* sql */ `
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE places (
  id text PRIMARY KEY,
  name text NOT NULL,
  full_name text NOT NULL,
  state text NOT NULL,
  kind text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  boundary_point_count integer NOT NULL,
  is_multi_polygon boolean NOT NULL,
  parts integer NOT NULL,
  boundary jsonb,
  in_service_area boolean NOT NULL,
  search_name text NOT NULL,
  priority integer NOT NULL,
  listing_count integer NOT NULL DEFAULT 0
);
CREATE INDEX places_search_name_idx ON places (search_name text_pattern_ops);
CREATE INDEX places_lat_idx ON places (latitude);

CREATE TABLE zipcodes (
  zipcode text PRIMARY KEY,
  city text NOT NULL,
  state text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  county text
);

CREATE TABLE agents (
  id text PRIMARY KEY,
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  brokerage text NOT NULL,
  state text NOT NULL,
  is_sample boolean NOT NULL
);

-- Listings hold what search and result cards read. The long text and JSON live in listing_details,
-- so the rows a map search scans stay narrow.
CREATE TABLE listings (
  mls text PRIMARY KEY,
  source text NOT NULL,
  state text NOT NULL,
  city text NOT NULL,
  zipcode text NOT NULL,
  address text NOT NULL,
  unit text,
  address_is_sample boolean NOT NULL,
  search_address text NOT NULL,
  search_street text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  list_price integer NOT NULL,
  status text NOT NULL,
  property_type text NOT NULL,
  bedrooms integer NOT NULL,
  baths double precision NOT NULL,
  total_square_foot integer NOT NULL,
  year_built integer,
  hoa integer,
  min_school_rating integer,
  minutes_on_market integer NOT NULL,
  days_on_market integer NOT NULL,
  new_construction boolean NOT NULL,
  open_houses jsonb NOT NULL,
  is_live boolean NOT NULL,
  sold_days_ago integer,
  photo_count integer NOT NULL,
  agent_id text NOT NULL REFERENCES agents (id),
  cash_back integer NOT NULL,
  -- The fields a map search reads, as one ready-made JSON array: the search concatenates these
  -- instead of building JSON row by row (listings are read-only, so it never goes stale).
  search_tuple text NOT NULL
);

CREATE TABLE listing_details (
  mls text PRIMARY KEY REFERENCES listings (mls) ON DELETE CASCADE,
  source_id text NOT NULL,
  lot_square_foot integer,
  floors double precision,
  waterfront boolean NOT NULL,
  schools jsonb NOT NULL,
  description text NOT NULL,
  history jsonb NOT NULL,
  sample_fields text NOT NULL
);
CREATE INDEX listings_lat_lng_idx ON listings (latitude, longitude);
CREATE INDEX listings_zipcode_idx ON listings (zipcode);
CREATE INDEX listings_search_address_idx ON listings (search_address text_pattern_ops);
CREATE INDEX listings_search_street_idx ON listings (search_street text_pattern_ops);
CREATE INDEX listings_mls_pattern_idx ON listings (mls text_pattern_ops);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  role text NOT NULL DEFAULT 'USER',
  phone text UNIQUE,
  country text,
  email text,
  first_name text,
  last_name text,
  image text,
  is_email_confirmed boolean NOT NULL DEFAULT false,
  is_agent boolean NOT NULL DEFAULT false,
  agent_status integer NOT NULL DEFAULT -1,
  password_hash text,
  suspended_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_manager_email_idx ON users (lower(email)) WHERE role = 'MANAGER';
CREATE INDEX users_created_idx ON users (created_at);

CREATE TABLE user_identities (
  provider integer NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);

CREATE TABLE phone_challenges (
  id uuid PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  client_ip text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX phone_challenges_phone_idx ON phone_challenges (phone, created_at);

CREATE TABLE verification_tokens (
  token_hash text PRIMARY KEY,
  phone text NOT NULL,
  challenge_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE rate_events (
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_events_key_at_idx ON rate_events (key, at);

CREATE TABLE lockouts (
  key text PRIMARY KEY,
  locked_until timestamptz NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_token text,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE favorites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mls text NOT NULL REFERENCES listings (mls) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, mls)
);

CREATE TABLE requests (
  id uuid PRIMARY KEY,
  owner_id uuid REFERENCES users (id) ON DELETE CASCADE,
  intent text NOT NULL,
  listing_mls text,
  status text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX requests_owner_idx ON requests (owner_id, created_at);
CREATE INDEX requests_created_idx ON requests (created_at);

CREATE TABLE payments (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  provider text NOT NULL,
  provider_reference text,
  card_last4 text,
  created_at timestamptz NOT NULL
);

CREATE TABLE agent_applications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  details jsonb NOT NULL,
  payment_id uuid REFERENCES payments (id),
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX agent_applications_user_idx ON agent_applications (user_id);

CREATE TABLE partner_profiles (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  partner_type integer NOT NULL,
  display_name text NOT NULL,
  company text,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, partner_type)
);

CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, id);

CREATE TABLE email_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL
);
CREATE INDEX email_outbox_recipient_idx ON email_outbox (lower(recipient), id);
`;
