-- Version 20: reviews from clients (PRODUCT.md, "The client's journey": "Testimonials from real
-- clients"; FTC 16 CFR 465; decisions 143 to 145).
-- One review a case, sent from the case page once the case reached "Refund sent": the words, the
-- name and the state to show, as the client wrote them (never edited: no screen or command
-- changes them), and whether they consented to publication. Staff decide "Publish" or "Don't
-- publish" (who and when); only a review with consent can be published.
-- Retention (decision 144): a published review is the client's words on the website with their
-- consent and holds nothing of their return: it stays when its case is disposed of (case_id set
-- to null); any other review goes with its case (server/cases/retention.ts).
CREATE TABLE reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid UNIQUE REFERENCES cases (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (body <> '' AND char_length(body) <= 1000),
  shown_name text NOT NULL CHECK (shown_name <> '' AND char_length(shown_name) <= 40),
  us_state text NOT NULL CHECK (us_state ~ '^[A-Z]{2}$'),
  consent boolean NOT NULL,
  -- The language of the page it was sent from.
  language text NOT NULL CHECK (language IN ('en', 'es')),
  client_address text NOT NULL CHECK (length(client_address) <= 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  decision text CHECK (decision IN ('published', 'not_published')),
  decided_by integer REFERENCES staff_accounts (id),
  decided_at timestamptz,
  CHECK ((decision IS NULL) = (decided_at IS NULL)),
  CHECK ((decision IS NULL) = (decided_by IS NULL)),
  CHECK (decision IS DISTINCT FROM 'published' OR consent)
);
-- The Reviews screen: newest first, paged by id.
-- The public pages' question: the newest published ones.
CREATE INDEX reviews_published ON reviews (created_at DESC, id DESC)
  WHERE decision = 'published';
