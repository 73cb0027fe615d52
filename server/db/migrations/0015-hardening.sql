-- Version 15: mail audience and case, undeliverable client mail, case sessions, e-mail change event
-- (docs/back-office.md, "Safer links, mail and backups"; decisions 100, 101 and 103).
-- Who a mail is for: a client's mail goes out before staff notifications, which are gathered
-- into one e-mail every NOTIFY_MINUTES (server/mail/sender.ts). Rows the stored functions add are
-- staff notifications: the default. A client's mail names its case, so that the case can say
-- its mail could not be delivered; failed_at ends a row that will never be sent.
ALTER TABLE mail_outbox
  ADD COLUMN audience text NOT NULL DEFAULT 'staff' CHECK (audience IN ('client', 'staff')),
  ADD COLUMN case_id uuid REFERENCES cases (id) ON DELETE SET NULL,
  ADD COLUMN failed_at timestamptz;
DROP INDEX mail_outbox_due;
CREATE INDEX mail_outbox_due ON mail_outbox (audience, next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX mail_outbox_case_id ON mail_outbox (case_id) WHERE case_id IS NOT NULL;

-- The last time mail to the client could not be delivered (a 5xx refusal, or two days of
-- temporary failures); cleared by a delivered one or a new address. Staff see "E-mail to the
-- client could not be delivered".
ALTER TABLE cases ADD COLUMN client_mail_failed_at timestamptz;

-- "End the client's sessions": every case cookie issued before this time stops working.
ALTER TABLE cases ADD COLUMN sessions_ended_at timestamptz;
-- "Sign out of this case": the session of one browser's cookie (its hash), ended. Kept 30 days,
-- as long as the cookie it ends could live (server/db/housekeeping.ts).
CREATE TABLE case_sign_outs (
  session_hash text PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_sign_outs_case_id ON case_sign_outs (case_id);
CREATE INDEX case_sign_outs_at ON case_sign_outs (at);

-- "Client e-mail changed" among a case's events (staff only, like a reminder).
ALTER TABLE case_events DROP CONSTRAINT case_events_kind_check;
ALTER TABLE case_events ADD CONSTRAINT case_events_kind_check
  CHECK (kind IN ('document', 'message', 'status', 'reminder', 'email'));
