/**
 * The schema's versions, in order, as plain SQL that both engines (PGlite and a PostgreSQL
 * server) run the same. A version, once released, is never edited: a change is a new version.
 * They live in a module rather than .sql files so that the bundled server carries them.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'staff, contact messages, audit log, outbox',
    sql: `
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

-- Append-only (16 CFR 314.4(c)(8)): no screen or command edits or deletes it, and the database
-- refuses it too.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;
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
`,
  },
  {
    version: 2,
    name: 'cases, case events, documents',
    sql: `
-- A case gathers what one visitor sends (BACKOFFICE.md, "Cases and references"). The status list
-- is app/cases/statuses.ts; a later change to it is a new version replacing this check.
CREATE TABLE cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE CHECK (reference ~ '^QR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
  status text NOT NULL DEFAULT 'received' CHECK (status IN
    ('received', 'in_review', 'waiting', 'filed', 'accepted', 'refund_sent', 'closed')),
  estimated_refund_cents bigint CHECK (estimated_refund_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now()
);
-- The staff list, newest first (all, and by status), paged by (created_at, id).
CREATE INDEX cases_newest ON cases (created_at DESC, id DESC);
CREATE INDEX cases_status_newest ON cases (status, created_at DESC, id DESC);
-- Retention: cases whose last activity is older than RETENTION_DAYS.
CREATE INDEX cases_last_activity ON cases (last_activity_at);

CREATE TABLE case_events (
  id bigserial PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('document', 'message', 'status')),
  status text,
  note text,
  staff_id integer REFERENCES staff_accounts (id)
);
CREATE INDEX case_events_case_at ON case_events (case_id, at);

CREATE TABLE documents (
  id text PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_case ON documents (case_id, created_at);

ALTER TABLE contact_messages ADD COLUMN case_id uuid REFERENCES cases (id) ON DELETE CASCADE;
CREATE INDEX contact_messages_case ON contact_messages (case_id);
-- Staff search a case by the e-mail of its messages, in any case.
CREATE INDEX contact_messages_email ON contact_messages (lower(email));

-- Keys the server makes for itself and every instance must share: the case cookie's HMAC key
-- (server/cases/cookie.ts, decision 024). Made once, by whichever instance starts first.
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
];
