import type { Migration } from './migrations';

/**
 * Versions 6 and 7 of the schema (server/db/migrations.ts lists them all, in order): the database
 * functions of contact messages and cases (decision 062). Released versions are never edited.
 */
export const CASE_FUNCTION_MIGRATIONS: readonly Migration[] = [
  {
    version: 6,
    name: 'contact_send dropped: no caller since contact_send_in_case (migration 4)',
    sql: `
-- A contact message is stored by contact_send_in_case (migration 4), which also ties it to its
-- case; contact_send (migration 3) was left with no caller, a second way to store a message.
DROP FUNCTION IF EXISTS contact_send(text, text, text, text, integer, integer, text, text, text);
`,
  },
  {
    version: 7,
    name: 'case_open_or_join and case_event: joining a case and recording its events, written once',
    sql: `
-- Joining a case is written here only (decision 062): the upload (server/cases/store.ts) and the
-- contact message (contact_send_in_case, one call: decision 029) both call these.

-- The case p_case_id names (from the browser's signed cookie), locked for the transaction, or a
-- new case with the reference p_new_reference when there is none. No row when that reference is
-- already taken (60 random bits: practically never), so the caller can try another.
CREATE FUNCTION case_open_or_join(p_case_id uuid, p_new_reference text)
RETURNS TABLE (case_id uuid, reference text, opened boolean)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_case uuid;
  v_reference text;
BEGIN
  IF p_case_id IS NOT NULL THEN
    SELECT c.id, c.reference INTO v_case, v_reference FROM cases c WHERE c.id = p_case_id FOR UPDATE;
    IF v_case IS NOT NULL THEN
      RETURN QUERY SELECT v_case, v_reference, false;
      RETURN;
    END IF;
  END IF;
  INSERT INTO cases (reference) VALUES (p_new_reference)
    ON CONFLICT (reference) DO NOTHING
    RETURNING cases.id, cases.reference INTO v_case, v_reference;
  IF v_case IS NOT NULL THEN
    RETURN QUERY SELECT v_case, v_reference, true;
  END IF;
END;
$$;

-- An event of a case; its last activity moves to the event's time, never back (an event whose
-- transaction waited for the case's lock is older than one written meanwhile).
CREATE FUNCTION case_event(p_case_id uuid, p_kind text, p_status text, p_note text,
  p_staff_id integer)
RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_at timestamptz;
BEGIN
  INSERT INTO case_events (case_id, kind, status, note, staff_id)
    VALUES (p_case_id, p_kind, p_status, p_note, p_staff_id) RETURNING at INTO v_at;
  UPDATE cases SET last_activity_at = greatest(last_activity_at, v_at) WHERE id = p_case_id;
END;
$$;

-- Migration 4's function, its case now joined and its event written by the two above.
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
