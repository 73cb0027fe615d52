-- Version 2: cases, case events, documents
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
