-- Version 19: signing: returns sent for signature, their files, codes and identity checks
-- (RETURN.md §2; decisions 116 to 120).
-- Version 18 is unused (a number handed out to a branch that did not land).
-- The files of signing, sealed in the document store like any document (the return and the
-- Form 8879 staff send, the signed form with its record page, a form signed on paper), kept out
-- of the case's "documents": they are not what the client uploaded, and no reader reads them.
-- The SHA-256 is of the plaintext, as reviewed: "Unchanged since signing" hashes the file again.
CREATE TABLE signing_files (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('return', 'form', 'signed_form', 'paper_form')),
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signing_files_case ON signing_files (case_id);

-- A return sent for signature: one row each time staff send one. Sending another voids the one
-- before (voided_at) and any signature of it; at most one is current (not voided) per case.
-- Signed electronically (the signed form with its record) or on paper (the client's scan,
-- accepted by staff). keep_until: the signed form, its record and the return are kept until then
-- (3 years after the later of April 15 of the year after the tax year and the signing date),
-- whatever RETENTION_DAYS says (server/cases/retention.ts).
CREATE TABLE signing_returns (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  tax_year integer NOT NULL CHECK (tax_year BETWEEN 2000 AND 2999),
  joint boolean NOT NULL,
  return_file text NOT NULL REFERENCES signing_files (id),
  form_file text NOT NULL REFERENCES signing_files (id),
  refund_cents bigint NOT NULL CHECK (refund_cents BETWEEN 0 AND 1000000000),
  fee_cents bigint NOT NULL CHECK (fee_cents BETWEEN 0 AND 1000000000),
  sent_at timestamptz NOT NULL DEFAULT now(),
  sent_by integer NOT NULL REFERENCES staff_accounts (id),
  voided_at timestamptz,
  -- The form signed on paper the client sent, waiting for staff to accept it.
  paper_file text REFERENCES signing_files (id),
  paper_sent_at timestamptz,
  signed_at timestamptz,
  method text CHECK (method IN ('electronic', 'paper')),
  -- The 8879 as sent with its "Electronic signature record" page (electronic only).
  signed_file text REFERENCES signing_files (id),
  -- As typed: "Ana López" or "Ana López and Juan López"; paper: null.
  signer_names text CHECK (length(signer_names) <= 300),
  -- Who accepted a paper signature.
  accepted_by integer REFERENCES staff_accounts (id),
  keep_until timestamptz,
  CHECK ((signed_at IS NULL) = (method IS NULL)),
  CHECK ((signed_at IS NULL) = (keep_until IS NULL)),
  CHECK (method IS DISTINCT FROM 'electronic' OR (signed_file IS NOT NULL AND signer_names IS NOT NULL)),
  CHECK (method IS DISTINCT FROM 'paper' OR (paper_file IS NOT NULL AND accepted_by IS NOT NULL)),
  CHECK ((paper_file IS NULL) = (paper_sent_at IS NULL))
);
CREATE UNIQUE INDEX signing_returns_current ON signing_returns (case_id) WHERE voided_at IS NULL;
CREATE INDEX signing_returns_case ON signing_returns (case_id, id);
-- The retention job's question: is any signed form of this case still kept?
CREATE INDEX signing_returns_kept ON signing_returns (case_id, keep_until)
  WHERE keep_until IS NOT NULL;

-- "E-mail me a code": its HMAC only (server key 'signing-code'), 15 minutes, single use.
CREATE TABLE signing_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX signing_codes_case ON signing_codes (case_id, created_at);

-- Wrong identity answers in a row (a date of birth or a code), and the lock three of them set.
CREATE TABLE signing_checks (
  case_id uuid PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
  wrong_in_a_row integer NOT NULL DEFAULT 0 CHECK (wrong_in_a_row BETWEEN 0 AND 3),
  locked_until timestamptz
);

-- "Return ready to sign" and "Return signed" on the tracker; a paper signature sent and signing
-- locked after three wrong answers, for staff only. 'return_sent' and 'return_changed' are the
-- return details' (version 15, RETURN.md §1), kept in the list whichever branch lands first.
ALTER TABLE case_events DROP CONSTRAINT case_events_kind_check;
ALTER TABLE case_events ADD CONSTRAINT case_events_kind_check
  CHECK (kind IN ('document', 'message', 'status', 'reminder', 'email', 'return_sent', 'return_changed',
    'sent_for_signature', 'return_signed', 'paper_signature', 'signing_locked'));
