-- Version 11: a case opens in the language of the page it was opened from
-- A case opens in the language (migration 9) of the page its first document, contact message or
-- acceptance came from, when the caller knows it (decision 073): case_open_or_join gives it to
-- the case it opens, in the same statement, so a case opened on /es/upload or /es/contact gets
-- Spanish e-mails; a case joined keeps its own. Both functions take the language last, default
-- none (English, the column's default), so a caller written for the two-argument join still works.
-- The two functions are server/db/functions/case_open_or_join.sql and contact_send_in_case.sql;
-- here their forms without the language go (a database made since the functions moved there
-- never had them).
DROP FUNCTION IF EXISTS contact_send_in_case(text, text, text, text, integer, integer, text, text,
  text, uuid, text, text, text);
DROP FUNCTION IF EXISTS case_open_or_join(uuid, text);
