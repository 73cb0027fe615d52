-- Version 17: the W-2 reader's queue and readings (RETURN.md §3, decisions 105 and 106)
-- One row a document a case receives, made in the transaction that records the document: the
-- reading job's queue (claimed with FOR UPDATE SKIP LOCKED under a lease, so that a crashed
-- instance's reading is claimed again once its lease ends, at most 3 attempts) and then what the
-- reading found. The figures (tax year, employer, box 1, box 2) are one sealed value
-- (server/documents/sealed-field.ts: AES-256-GCM under the documents keys), never in the clear.
-- They go with their document and their case.
CREATE TABLE document_readings (
  document_id text PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'reading', 'done')),
  queued_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 10),
  -- While 'reading': until when the claiming instance holds it.
  lease_until timestamptz,
  read_at timestamptz,
  -- What the document is: a W-2 read, a W-2 not read with confidence, or another document.
  kind text CHECK (kind IN ('w2', 'unreadable-w2', 'other')),
  -- How the figures were read: 'pdf-text', 'ocr', or 'staff' once corrected.
  method text CHECK (method IN ('pdf-text', 'ocr', 'staff')),
  -- Why there are no figures, as a code (server/reader/result.ts); never a word of the document.
  reason text CHECK (length(reason) <= 40),
  figures bytea,
  corrected_at timestamptz,
  corrected_by integer REFERENCES staff_accounts (id),
  CHECK ((state = 'reading') = (lease_until IS NOT NULL)),
  CHECK ((state = 'done') = (kind IS NOT NULL AND read_at IS NOT NULL)),
  CHECK ((figures IS NOT NULL) = (kind = 'w2'))
);
-- The job's next reading, oldest first.
CREATE INDEX document_readings_due ON document_readings (queued_at) WHERE state <> 'done';
CREATE INDEX document_readings_case ON document_readings (case_id);
