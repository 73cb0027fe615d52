-- Joining a case is written here only (decision 062): the upload (server/cases/store.ts) and the
-- contact message (contact_send_in_case, one call: decision 029) both call it.
--
-- The case p_case_id names (from the browser's signed cookie), locked for the transaction, or a
-- new case with the reference p_new_reference when there is none. No row when that reference is
-- already taken (60 random bits: practically never), so the caller can try another. A case it
-- opens gets the language of the page it was opened from, when the caller knows it (decision
-- 073; a case joined keeps its own); default none (English, the column's default), so a caller
-- written for the two-argument join still works.
CREATE OR REPLACE FUNCTION case_open_or_join(p_case_id uuid, p_new_reference text,
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
