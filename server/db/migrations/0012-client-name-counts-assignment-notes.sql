-- Version 12: the client’s name and its search, status counts, assignment, internal notes
-- A name folded for search and the pieces it is found by (decision 078): server/db/functions/
-- name_fold.sql and name_grams.sql, which the column and the index below use.

-- The client's name (decision 077): that of the case's first contact message that gives one (a
-- later message fills it when it is missing); its e-mail is the case's (migration 9), its
-- language the case's. A table of its own, written once per case: the cases table is updated at
-- every event, and each of those updates would add entries to a GIN index on it that PGlite,
-- which runs no autovacuum, never clears.
CREATE TABLE case_clients (
  case_id uuid PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  name_folded text COLLATE "C" NOT NULL GENERATED ALWAYS AS (name_fold(name)) STORED
);
-- Written directly into the index, not through a pending list that every search would read.
CREATE INDEX case_clients_name_grams ON case_clients USING gin (name_grams(name_folded))
  WITH (fastupdate = off);

-- Whether a backup is being loaded: server/db/functions/loading_copy.sql, which the triggers'
-- functions below ask, to leave the load alone.

-- Each contact message in a case names its client when the case has no name yet:
-- server/db/functions/contact_message_names_client.sql.
CREATE TRIGGER contact_message_names_client AFTER INSERT ON contact_messages
  FOR EACH ROW WHEN (NEW.case_id IS NOT NULL) EXECUTE FUNCTION contact_message_names_client();

-- The cases of today: the name of their first message that gives one.
INSERT INTO case_clients (case_id, name)
  SELECT DISTINCT ON (case_id) case_id, btrim(name) FROM contact_messages
  WHERE case_id IS NOT NULL AND btrim(name) <> '' ORDER BY case_id, id;

-- Search by e-mail also reads the case's own e-mail (decision 077), in any case.
CREATE INDEX cases_email ON cases (lower(email));

-- Cases per status, kept by triggers, so that the Cases screen's counts read seven rows whatever
-- the number of cases. Rows are changed in the order of their status, so two transactions never
-- wait for each other in opposite orders. No CHECK: an upsert checks the row it would insert (a
-- -1) before it finds the row to add it to.
CREATE TABLE case_status_counts (
  status text PRIMARY KEY,
  cases integer NOT NULL
);
INSERT INTO case_status_counts (status, cases)
  SELECT status, count(*) FROM cases GROUP BY status;

-- New and disposed cases, counted by statement: server/db/functions/case_status_counted.sql.
CREATE TRIGGER case_status_counted_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_status_counted();
CREATE TRIGGER case_status_counted_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_status_counted();

-- A status change, by row: server/db/functions/case_status_moved.sql.
CREATE TRIGGER case_status_moved AFTER UPDATE OF status ON cases
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION case_status_moved();

-- Who works the case: a staff account, or nobody. An account is never deleted (only disabled),
-- so a case assigned to one who left still names them until it is reassigned.
ALTER TABLE cases ADD COLUMN assigned_to integer REFERENCES staff_accounts (id);
-- The Cases screen's "Me" and "Unassigned", each newest first. "Unassigned" has an index of its
-- own: the planner reads order from a b-tree after an equality, not after IS NULL.
CREATE INDEX cases_assigned_newest ON cases (assigned_to, created_at DESC, id DESC)
  WHERE assigned_to IS NOT NULL;
CREATE INDEX cases_unassigned_newest ON cases (created_at DESC, id DESC)
  WHERE assigned_to IS NULL;

-- Internal notes: staff's own, never shown to the visitor (no event, no e-mail). Text only.
CREATE TABLE case_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  staff_id integer NOT NULL REFERENCES staff_accounts (id),
  body text NOT NULL CHECK (body <> '' AND length(body) <= 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_notes_case ON case_notes (case_id, created_at DESC, id DESC);
