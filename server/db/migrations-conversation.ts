import type { Migration } from './migrations';

/**
 * Versions 8 to 11 of the schema (server/db/migrations.ts lists them all, in order): the conversation
 * with the client (docs/back-office.md, "The conversation with the client"; decision 068).
 * Released versions are never edited.
 */
export const CONVERSATION_MIGRATIONS: readonly Migration[] = [
  {
    version: 8,
    name: 'case_messages: the thread of a case, the visitor and staff',
    sql: `
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
`,
  },
  {
    version: 9,
    name: 'the case e-mail and language, sign-in links; a contact message sets the e-mail',
    sql: `
-- Where the case's e-mails go ("Email for updates") and their language (docs/back-office.md,
-- "E-mails to the visitor"). None until the visitor gives one: a contact message sets it when
-- the case has none (contact_send_in_case below).
ALTER TABLE cases ADD COLUMN email text;
ALTER TABLE cases ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));

-- Sign-in links (PUBLIC_URL/case/open/TOKEN): 32 random bytes, kept as their SHA-256 only,
-- single use, valid 72 hours. They go with their case.
CREATE TABLE case_sign_in_links (
  token_hash text PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX case_sign_in_links_case ON case_sign_in_links (case_id, created_at);

-- Migration 7's function, which now also gives the case its e-mail for updates when it has none
-- (the first contact message's address).
CREATE OR REPLACE FUNCTION contact_send_in_case(p_name text, p_email text, p_message text,
  p_client text, p_limit integer, p_window_ms integer, p_mail_to text, p_mail_subject text,
  p_mail_body text, p_case_id uuid, p_new_reference text, p_case_mail_subject text,
  p_case_mail_body text)
RETURNS TABLE (message_id integer, retry_after_ms integer, case_id uuid, reference text,
  opened boolean)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  gate record;
  joined record;
  stored integer;
BEGIN
  SELECT * INTO gate FROM rate_take('contact', p_client, p_limit, p_window_ms);
  IF NOT gate.allowed THEN
    RETURN QUERY SELECT NULL::integer, gate.retry_after_ms, NULL::uuid, NULL::text, false;
    RETURN;
  END IF;
  SELECT * INTO joined FROM case_open_or_join(p_case_id, p_new_reference);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'case reference taken';
  END IF;
  INSERT INTO contact_messages (name, email, message, client_address, case_id)
    VALUES (p_name, p_email, p_message, p_client, joined.case_id) RETURNING id INTO stored;
  UPDATE cases SET email = p_email WHERE id = joined.case_id AND email IS NULL;
  PERFORM case_event(joined.case_id, 'message', NULL, NULL, NULL);
  IF p_mail_to IS NOT NULL THEN
    INSERT INTO mail_outbox (to_address, subject, body)
      VALUES (p_mail_to, p_mail_subject, p_mail_body);
    IF joined.opened AND p_case_mail_subject IS NOT NULL THEN
      INSERT INTO mail_outbox (to_address, subject, body)
        VALUES (p_mail_to, p_case_mail_subject, p_case_mail_body);
    END IF;
  END IF;
  RETURN QUERY SELECT stored, 0, joined.case_id, joined.reference, joined.opened;
END;
$$;

`,
  },
  {
    version: 10,
    name: 'agreement_acceptances; a visitor message of the thread can be marked handled',
    sql: `
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
`,
  },
  {
    version: 11,
    name: 'a case opens in the language of the page it was opened from',
    sql: `
-- A case opens in the language (migration 9) of the page its first document, contact message or
-- acceptance came from, when the caller knows it (decision 073): case_open_or_join gives it to
-- the case it opens, in the same statement, so a case opened on /es/upload or /es/contact gets
-- Spanish e-mails; a case joined keeps its own. Both functions take the language last, default
-- none (English, the column's default), so a caller written for the two-argument join still works.
DROP FUNCTION contact_send_in_case(text, text, text, text, integer, integer, text, text, text,
  uuid, text, text, text);
DROP FUNCTION case_open_or_join(uuid, text);

CREATE FUNCTION case_open_or_join(p_case_id uuid, p_new_reference text,
  p_language text DEFAULT NULL)
RETURNS TABLE (case_id uuid, reference text, opened boolean)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_case uuid;
  v_reference text;
  v_opened boolean := false;
BEGIN
  IF p_case_id IS NOT NULL THEN
    SELECT c.id, c.reference INTO v_case, v_reference FROM cases c WHERE c.id = p_case_id FOR UPDATE;
  END IF;
  IF v_case IS NULL THEN
    INSERT INTO cases (reference) VALUES (p_new_reference)
      ON CONFLICT (reference) DO NOTHING
      RETURNING cases.id, cases.reference INTO v_case, v_reference;
    -- The reference is taken (60 random bits: practically never): no row, the caller tries again.
    IF v_case IS NULL THEN
      RETURN;
    END IF;
    v_opened := true;
  END IF;
  IF v_opened AND p_language IS NOT NULL THEN
    UPDATE cases SET language = p_language WHERE id = v_case;
  END IF;
  RETURN QUERY SELECT v_case, v_reference, v_opened;
END;
$$;

-- Migration 9's function, passing the page's language to the join.
CREATE FUNCTION contact_send_in_case(p_name text, p_email text, p_message text,
  p_client text, p_limit integer, p_window_ms integer, p_mail_to text, p_mail_subject text,
  p_mail_body text, p_case_id uuid, p_new_reference text, p_case_mail_subject text,
  p_case_mail_body text, p_language text DEFAULT NULL)
RETURNS TABLE (message_id integer, retry_after_ms integer, case_id uuid, reference text,
  opened boolean)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  gate record;
  joined record;
  stored integer;
BEGIN
  SELECT * INTO gate FROM rate_take('contact', p_client, p_limit, p_window_ms);
  IF NOT gate.allowed THEN
    RETURN QUERY SELECT NULL::integer, gate.retry_after_ms, NULL::uuid, NULL::text, false;
    RETURN;
  END IF;
  SELECT * INTO joined FROM case_open_or_join(p_case_id, p_new_reference, p_language);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'case reference taken';
  END IF;
  INSERT INTO contact_messages (name, email, message, client_address, case_id)
    VALUES (p_name, p_email, p_message, p_client, joined.case_id) RETURNING id INTO stored;
  UPDATE cases SET email = p_email WHERE id = joined.case_id AND email IS NULL;
  PERFORM case_event(joined.case_id, 'message', NULL, NULL, NULL);
  IF p_mail_to IS NOT NULL THEN
    INSERT INTO mail_outbox (to_address, subject, body)
      VALUES (p_mail_to, p_mail_subject, p_mail_body);
    IF joined.opened AND p_case_mail_subject IS NOT NULL THEN
      INSERT INTO mail_outbox (to_address, subject, body)
        VALUES (p_mail_to, p_case_mail_subject, p_case_mail_body);
    END IF;
  END IF;
  RETURN QUERY SELECT stored, 0, joined.case_id, joined.reference, joined.opened;
END;
$$;
`,
  },
];
