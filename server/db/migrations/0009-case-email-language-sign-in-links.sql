-- Version 9: the case e-mail and language, sign-in links; a contact message sets the e-mail
-- Where the case's e-mails go ("Email for updates") and their language (docs/back-office.md,
-- "E-mails to the visitor"). None until the visitor gives one: a contact message sets it when
-- the case has none (server/db/functions/contact_send_in_case.sql).
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
