-- A status change, by row: only when the status really changed (the other updates of a case,
-- its last activity at every event, fire nothing).
CREATE OR REPLACE FUNCTION case_status_moved() RETURNS trigger
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
