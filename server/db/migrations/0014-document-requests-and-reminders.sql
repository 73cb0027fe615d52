-- Version 14: document_requests and request_reminders; a case event for a reminder
-- A document staff ask the client for, by name ("2025 W-2 from Acme Corp"): open ('requested')
-- until the client sends a file for it or says they do not have it ('not_applicable', with an
-- optional reason), or staff mark it received (it came another way). They go with their case.
CREATE TABLE document_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> '' AND length(name) <= 200),
  state text NOT NULL DEFAULT 'requested'
    CHECK (state IN ('requested', 'received', 'not_applicable')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  requested_by integer NOT NULL REFERENCES staff_accounts (id),
  answered_at timestamptz,
  -- The file the client sent for it (retention deletes documents before their case).
  document_id text REFERENCES documents (id) ON DELETE SET NULL,
  -- The staff member who marked it received; null when the client answered.
  received_by integer REFERENCES staff_accounts (id),
  -- The client's reason for "I don't have this", as typed (text only); null when none.
  reason text CHECK (length(reason) <= 500),
  CHECK ((state = 'requested') = (answered_at IS NULL)),
  CHECK (state = 'received' OR (document_id IS NULL AND received_by IS NULL)),
  CHECK (state = 'not_applicable' OR reason IS NULL)
);
CREATE INDEX document_requests_case ON document_requests (case_id, id);
-- The open requests of a list of cases (the Cases screen's "Waiting for", the reminders).
CREATE INDEX document_requests_open ON document_requests (case_id) WHERE state = 'requested';

-- When a case's client was last told of its open requests (the request e-mail, then each
-- reminder), and how many reminders followed the last request (decisions 087 and 088).
CREATE TABLE request_reminders (
  case_id uuid PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
  last_told_at timestamptz NOT NULL,
  reminders integer NOT NULL DEFAULT 0 CHECK (reminders BETWEEN 0 AND 3)
);
CREATE INDEX request_reminders_due ON request_reminders (last_told_at) WHERE reminders < 3;

-- "Reminder sent" among a case's events (staff only: the tracker lists the other kinds).
ALTER TABLE case_events DROP CONSTRAINT case_events_kind_check;
ALTER TABLE case_events ADD CONSTRAINT case_events_kind_check
  CHECK (kind IN ('document', 'message', 'status', 'reminder'));
