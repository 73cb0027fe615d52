-- New and disposed cases, counted by statement (an import or a retention pass is one).
CREATE OR REPLACE FUNCTION case_status_counted() RETURNS trigger
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
