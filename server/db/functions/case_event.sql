-- An event of a case; its last activity moves to the event's time, never back (an event whose
-- transaction waited for the case's lock is older than one written meanwhile).
CREATE OR REPLACE FUNCTION case_event(p_case_id uuid, p_kind text, p_status text, p_note text,
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
