-- Version 10: agreement_acceptances; a visitor message of the thread can be marked handled
-- "I Agree & Continue" recorded in the visitor's case (decision 075): when, which text (the
-- SHA-256 of the agreement's words in that language), the language, the client's address and
-- user agent as the server saw them. A second acceptance of the same text by the same case adds
-- nothing (the unique key). They go with their case.
CREATE TABLE agreement_acceptances (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  version text NOT NULL CHECK (version ~ '^[0-9a-f]{64}$'),
  language text NOT NULL CHECK (language IN ('en', 'es')),
  client_address text NOT NULL CHECK (length(client_address) <= 100),
  user_agent text NOT NULL CHECK (length(user_agent) <= 512),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (case_id, version)
);

-- The Messages screen lists the visitor's case-page messages beside the contact form's, newest
-- first, with the same "Mark handled" (decision 076): each table read backwards by time.
ALTER TABLE case_messages ADD COLUMN handled_at timestamptz;
ALTER TABLE case_messages ADD COLUMN handled_by integer REFERENCES staff_accounts (id);
CREATE INDEX case_messages_visitor_time ON case_messages (created_at, id) WHERE author = 'visitor';
CREATE INDEX contact_messages_time ON contact_messages (created_at, id);
