-- Version 3: rate_take and contact_send: exact rate limits, a contact message in one call
-- rate_take: server/db/functions/rate_take.sql.

-- contact_send was dropped by migration 6, so it is not among server/db/functions.
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
