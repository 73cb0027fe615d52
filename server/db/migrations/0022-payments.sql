-- Version 21: what the client paid (PRODUCT.md, "Fees a firm may lawfully charge"; decision 181).
-- Staff record each payment (amount, method, the day it was paid); a mistaken one is voided (who
-- and when), never deleted. Retention disposes of a case's payments with the case (ON DELETE
-- CASCADE), as of its other records (server/cases/retention.ts).
CREATE TABLE payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 1000000000),
  method text NOT NULL CHECK (method IN ('card', 'cash', 'check')),
  -- The day the client paid, as staff entered it: YYYY-MM-DD.
  paid_on text NOT NULL CHECK (paid_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  recorded_by integer NOT NULL REFERENCES staff_accounts (id),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  voided_by integer REFERENCES staff_accounts (id),
  voided_at timestamptz,
  CHECK ((voided_by IS NULL) = (voided_at IS NULL))
);
CREATE INDEX payments_case ON payments (case_id, id);
