-- A contact message and its case in one call (decision 029): under the client's limit
-- (rate_take), the message is stored in the case p_case_id names (the browser's signed cookie),
-- or in a new case with the reference p_new_reference, opened in p_language (case_open_or_join);
-- the case gets a 'message' event (case_event) and, when it has none, the message's e-mail as
-- its e-mail for updates; the staff notifications are queued (the message's, then the new
-- case's). A reference already taken (60 random bits: practically never) raises 'case reference
-- taken' and nothing is kept, so the caller can try again with another.
CREATE OR REPLACE FUNCTION contact_send_in_case(p_name text, p_email text, p_message text,
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
