/**
 * The schema's versions, in order, as plain SQL that both engines (PGlite and a PostgreSQL
 * server) run the same. A version, once released, is never edited: a change is a new version.
 * They live in a module rather than .sql files so that the bundled server carries them.
 */
import { CASE_FUNCTION_MIGRATIONS } from './migrations-case-functions';
import { CONVERSATION_MIGRATIONS } from './migrations-conversation';
import { WORKSPACE_MIGRATIONS } from './migrations-workspace';
import { REQUEST_MIGRATIONS } from './migrations-requests';

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
-- A case gathers what one visitor sends (docs/back-office.md, "Cases and references"). The status list
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
  {
    version: 3,
    name: 'rate_take and contact_send: exact rate limits, a contact message in one call',
    sql: `
-- Counts a key's events in the window and records one more when under the limit, holding a
-- transaction-level advisory lock on the key (the same as server/db/rate-limit.ts lockKey takes):
-- requests of one key wait for each other, and each counts after the one before committed, since
-- every statement of a plpgsql function takes a fresh snapshot. Called from a larger statement,
-- the lock is held until that statement's transaction ends (decision 029).
CREATE FUNCTION rate_take(p_kind text, p_key text, p_limit integer, p_window_ms integer)
RETURNS TABLE (allowed boolean, retry_after_ms integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  recent integer;
  first_at timestamptz;
  window_length interval := p_window_ms * interval '1 millisecond';
  since timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_kind || E'\\n' || p_key));
  -- The time after the wait for the lock, as a value: the index on (kind, key, at) bounds the scan.
  since := clock_timestamp() - window_length;
  SELECT count(*)::integer, min(r.at) INTO recent, first_at FROM (
    SELECT e.at FROM rate_events e
    WHERE e.kind = p_kind AND e.key = p_key AND e.at > since
    ORDER BY e.at LIMIT p_limit
  ) AS r;
  IF recent < p_limit THEN
    INSERT INTO rate_events (kind, key, at) VALUES (p_kind, p_key, clock_timestamp());
    RETURN QUERY SELECT true, 0;
  ELSE
    RETURN QUERY SELECT false, greatest(0, ceil(
      extract(epoch FROM first_at + window_length - clock_timestamp()) * 1000))::integer;
  END IF;
END;
$$;

-- A contact message in one call: under the client's limit (rate_take), the message is stored and,
-- when p_mail_to is not null, the staff notification queued. Its statements' plans are prepared
-- once per connection, which a statement sent from the server each time would not be.
CREATE FUNCTION contact_send(p_name text, p_email text, p_message text, p_client text,
  p_limit integer, p_window_ms integer, p_mail_to text, p_mail_subject text, p_mail_body text)
RETURNS TABLE (message_id integer, retry_after_ms integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  gate record;
  stored integer;
BEGIN
  SELECT * INTO gate FROM rate_take('contact', p_client, p_limit, p_window_ms);
  IF NOT gate.allowed THEN
    RETURN QUERY SELECT NULL::integer, gate.retry_after_ms;
    RETURN;
  END IF;
  INSERT INTO contact_messages (name, email, message, client_address)
    VALUES (p_name, p_email, p_message, p_client) RETURNING id INTO stored;
  IF p_mail_to IS NOT NULL THEN
    INSERT INTO mail_outbox (to_address, subject, body)
      VALUES (p_mail_to, p_mail_subject, p_mail_body);
  END IF;
  RETURN QUERY SELECT stored, 0;
END;
$$;
`,
  },
  {
    version: 4,
    name: 'contact_send_in_case: a contact message and its case in one call',
    sql: `
-- contact_send (migration 3) and the message's case in one call (decision 029): under the client's
-- limit, the message is stored in the case p_case_id names (the browser's signed cookie), or in a
-- new case with the reference p_new_reference when that one does not exist; the case gets a
-- 'message' event and its last activity moves; the staff notifications are queued (the message's,
-- then the new case's). A reference already taken (60 random bits: practically never) raises
-- 'case reference taken' and nothing is kept, so the caller can try again with another.
CREATE FUNCTION contact_send_in_case(p_name text, p_email text, p_message text, p_client text,
  p_limit integer, p_window_ms integer, p_mail_to text, p_mail_subject text, p_mail_body text,
  p_case_id uuid, p_new_reference text, p_case_mail_subject text, p_case_mail_body text)
RETURNS TABLE (message_id integer, retry_after_ms integer, case_id uuid, reference text,
  opened boolean)
LANGUAGE plpgsql VOLATILE AS $$
-- The result's column names (case_id, reference) are also table columns: a name in a statement
-- is the column.
#variable_conflict use_column
DECLARE
  gate record;
  stored integer;
  v_case uuid;
  v_reference text;
  v_opened boolean := false;
  v_at timestamptz;
BEGIN
  SELECT * INTO gate FROM rate_take('contact', p_client, p_limit, p_window_ms);
  IF NOT gate.allowed THEN
    RETURN QUERY SELECT NULL::integer, gate.retry_after_ms, NULL::uuid, NULL::text, false;
    RETURN;
  END IF;
  IF p_case_id IS NOT NULL THEN
    SELECT c.id, c.reference INTO v_case, v_reference FROM cases c WHERE c.id = p_case_id FOR UPDATE;
  END IF;
  IF v_case IS NULL THEN
    INSERT INTO cases (reference) VALUES (p_new_reference)
      ON CONFLICT (reference) DO NOTHING
      RETURNING cases.id, cases.reference INTO v_case, v_reference;
    IF v_case IS NULL THEN
      RAISE EXCEPTION 'case reference taken';
    END IF;
    v_opened := true;
  END IF;
  INSERT INTO contact_messages (name, email, message, client_address, case_id)
    VALUES (p_name, p_email, p_message, p_client, v_case) RETURNING id INTO stored;
  INSERT INTO case_events (case_id, kind) VALUES (v_case, 'message') RETURNING at INTO v_at;
  UPDATE cases SET last_activity_at = greatest(last_activity_at, v_at) WHERE id = v_case;
  IF p_mail_to IS NOT NULL THEN
    INSERT INTO mail_outbox (to_address, subject, body)
      VALUES (p_mail_to, p_mail_subject, p_mail_body);
    IF v_opened AND p_case_mail_subject IS NOT NULL THEN
      INSERT INTO mail_outbox (to_address, subject, body)
        VALUES (p_mail_to, p_case_mail_subject, p_case_mail_body);
    END IF;
  END IF;
  RETURN QUERY SELECT stored, 0, v_case, v_reference, v_opened;
END;
$$;
`,
  },
  {
    version: 5,
    name: 'sign_in_failures: refused sign-ins summarised beside the audit log; its filters',
    sql: `
-- One row per client and account per 15 minutes, the attempts counted (issue 23): the audit log
-- keeps one row for them (audit_id), not one per try.
CREATE TABLE sign_in_failures (
  window_start timestamptz NOT NULL,
  client text NOT NULL,
  account text NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  audit_id integer,
  PRIMARY KEY (window_start, client, account)
);
CREATE INDEX sign_in_failures_audit_id ON sign_in_failures (audit_id);
CREATE INDEX audit_log_action_id ON audit_log (action, id);
CREATE INDEX audit_log_actor_id ON audit_log (lower(actor), id);
`,
  },
  ...CASE_FUNCTION_MIGRATIONS,
  ...CONVERSATION_MIGRATIONS,
  ...WORKSPACE_MIGRATIONS,
  ...REQUEST_MIGRATIONS,
];
