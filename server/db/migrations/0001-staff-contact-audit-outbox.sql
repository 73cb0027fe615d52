-- Version 1: staff, contact messages, audit log, outbox
CREATE TABLE staff_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  is_admin boolean NOT NULL DEFAULT false,
  password_hash text,
  totp_secret text,
  totp_last_step integer,
  enrolled_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_enrolments (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES staff_accounts (id),
  totp_secret text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES staff_accounts (id),
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_recovery_codes_account ON staff_recovery_codes (account_id);

CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES staff_accounts (id),
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  client_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  handled_at timestamptz,
  handled_by integer REFERENCES staff_accounts (id)
);

CREATE TABLE rate_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_lookup ON rate_events (kind, key, at);
CREATE INDEX rate_events_at ON rate_events (at);

CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer REFERENCES staff_accounts (id),
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL DEFAULT '',
  client_address text NOT NULL DEFAULT ''
);

-- Append-only (16 CFR 314.4(c)(8)): server/db/functions/audit_log_append_only.sql refuses it.
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
