-- Version 6: contact_send dropped: no caller since contact_send_in_case (migration 4)
-- A contact message is stored by contact_send_in_case (migration 4), which also ties it to its
-- case; contact_send (migration 3) was left with no caller, a second way to store a message.
DROP FUNCTION IF EXISTS contact_send(text, text, text, text, integer, integer, text, text, text);
