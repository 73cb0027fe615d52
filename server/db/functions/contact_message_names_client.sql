-- Each contact message in a case names its client when the case has no name yet. A trigger, so
-- that whatever stores a message (contact_send_in_case today) does it the same way.
CREATE OR REPLACE FUNCTION contact_message_names_client() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF btrim(NEW.name) <> '' AND NOT loading_copy() THEN
    INSERT INTO case_clients (case_id, name) VALUES (NEW.case_id, btrim(NEW.name))
      ON CONFLICT (case_id) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
