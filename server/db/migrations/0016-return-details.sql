-- Version 16: return_details; requests the client's answers call for; the return details events
-- The client's answers of "Your return" (RETURN.md §1; decisions 111 to 115).
-- "Your return": one row a case, gone with it (retention deletes the case). The answers as
-- app/return/answers.ts checks them (read back through its zod schema) but for the direct-deposit
-- account and the Identity Protection PIN, which are sealed (AES-256-GCM under a documents key:
-- server/documents/sealed-field.ts) and never held here in the clear.
CREATE TABLE return_details (
  case_id uuid PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
  tax_year integer NOT NULL CHECK (tax_year BETWEEN 2000 AND 2100),
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  -- The routing and account numbers, sealed together; the account's last 4 digits for display.
  account_sealed bytea,
  account_last4 text CHECK (account_last4 ~ '^[0-9]{4}$'),
  ip_pin_sealed bytea,
  saved_at timestamptz NOT NULL DEFAULT now(),
  -- The last "Send to your preparer"; null until the first.
  sent_at timestamptz,
  -- When the return made from these answers was sent for signature (RETURN.md §2): from then on
  -- the visitor reads them and cannot change them. Null: open to change.
  locked_at timestamptz,
  CHECK ((account_sealed IS NULL) = (account_last4 IS NULL))
);

-- A request the client's answers called for ("Send to your preparer") has no staff member.
ALTER TABLE document_requests ALTER COLUMN requested_by DROP NOT NULL;

-- "Return details sent" and "Return details changed" among a case's events (staff only).
ALTER TABLE case_events DROP CONSTRAINT case_events_kind_check;
ALTER TABLE case_events ADD CONSTRAINT case_events_kind_check
  CHECK (kind IN ('document', 'message', 'status', 'reminder', 'email', 'return_sent', 'return_changed'));
