-- Version 8: case_messages: the thread of a case, the visitor and staff
-- A case's thread: what the visitor writes on the case page and what staff reply (decision 068).
-- The contact form's messages stay in contact_messages (with their name and e-mail); the thread
-- reads both, oldest first. A staff reply names its author; a visitor's message names none.
CREATE TABLE case_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('visitor', 'staff')),
  staff_id integer REFERENCES staff_accounts (id),
  body text NOT NULL CHECK (body <> '' AND length(body) <= 5000),
  client_address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When a staff member marked a visitor's message read; null = unread (a reply is never unread).
  read_at timestamptz,
  CHECK ((author = 'staff') = (staff_id IS NOT NULL))
);
CREATE INDEX case_messages_case ON case_messages (case_id, created_at, id);
-- The visitor's messages staff have not read yet, for the Messages screen.
CREATE INDEX case_messages_unread ON case_messages (created_at) WHERE author = 'visitor' AND read_at IS NULL;
