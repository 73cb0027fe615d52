import type { Migration } from './migrations';

/**
 * Version 12 of the schema (server/db/migrations.ts lists them all, in order): the preparer's
 * workspace (docs/back-office.md, "The preparer's workspace"; decisions 077 and 078): who the
 * client is and finding a case by the client's name, status counts, assignment, internal notes.
 * Released versions are never edited.
 */
export const WORKSPACE_MIGRATIONS: readonly Migration[] = [
  {
    version: 12,
    name: 'the client’s name and its search, status counts, assignment, internal notes',
    sql: `
-- A name folded for search (decision 078): compatibility decomposition (NFKD), accents dropped,
-- the few Latin letters that do not decompose spelt plainly, ASCII lower case and one space
-- between words. The lower case is the "C" collation's on purpose: the same on PGlite and on any
-- PostgreSQL server, whatever its locale. The stored names and the searched words go through
-- this one function, so they always compare alike.
CREATE FUNCTION name_fold(p_name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(
    replace(replace(replace(replace(replace(
      translate(regexp_replace(normalize(p_name, NFKD), '[\\u0300-\\u036f]', '', 'g'),
        'ØøŁłĐđÐð', 'OoLlDdDd'),
      'ß', 'ss'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe')
    COLLATE "C"), '\\s+', ' ', 'g'))
$$;

-- The pieces a folded name is found by: each run of two and of three characters in it. A part
-- of a name (two characters or more) holds all of its own runs, so the cases whose names hold
-- them are the few to check (decision 078): PostgreSQL's own GIN index on arrays, no extension.
CREATE FUNCTION name_grams(p_folded text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT gram ORDER BY gram), '{}') FROM (
    SELECT substr(p_folded, i, 2) AS gram FROM generate_series(1, length(p_folded) - 1) AS i
    UNION ALL
    SELECT substr(p_folded, i, 3) FROM generate_series(1, length(p_folded) - 2) AS i
  ) AS grams
$$;

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

-- Whether a backup is being loaded (server/operations/database-copy.ts sets it for its one
-- transaction): the triggers below keep rows derived from others, and a copy holds those as they
-- were, so they leave the load alone.
CREATE FUNCTION loading_copy() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('quickrefund.loading_copy', true), '') = 'on'
$$;

-- Each contact message in a case names its client when the case has no name yet. A trigger, so
-- that whatever stores a message (contact_send_in_case today) does it the same way.
CREATE FUNCTION contact_message_names_client() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF btrim(NEW.name) <> '' AND NOT loading_copy() THEN
    INSERT INTO case_clients (case_id, name) VALUES (NEW.case_id, btrim(NEW.name))
      ON CONFLICT (case_id) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
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

-- New and disposed cases, counted by statement (an import or a retention pass is one).
CREATE FUNCTION case_status_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF loading_copy() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO case_status_counts AS t (status, cases)
      SELECT status, count(*) FROM new_cases GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET cases = t.cases + excluded.cases;
  ELSE
    PERFORM 1 FROM case_status_counts
      WHERE status IN (SELECT status FROM old_cases) ORDER BY status FOR UPDATE;
    UPDATE case_status_counts AS t SET cases = t.cases - gone.n
      FROM (SELECT status, count(*) AS n FROM old_cases GROUP BY status) AS gone
      WHERE t.status = gone.status;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER case_status_counted_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_status_counted();
CREATE TRIGGER case_status_counted_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_status_counted();

-- A status change, by row: only when the status really changed (the other updates of a case,
-- its last activity at every event, fire nothing).
CREATE FUNCTION case_status_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF loading_copy() THEN
    RETURN NULL;
  END IF;
  INSERT INTO case_status_counts AS t (status, cases)
    SELECT status, delta FROM (VALUES (OLD.status, -1), (NEW.status, 1)) AS moved (status, delta)
    ORDER BY status
    ON CONFLICT (status) DO UPDATE SET cases = t.cases + excluded.cases;
  RETURN NULL;
END;
$$;
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
`,
  },
];
