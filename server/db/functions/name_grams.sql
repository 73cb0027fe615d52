-- The pieces a folded name is found by: each run of two and of three characters in it. A part
-- of a name (two characters or more) holds all of its own runs, so the cases whose names hold
-- them are the few to check (decision 078): PostgreSQL's own GIN index on arrays, no extension.
CREATE OR REPLACE FUNCTION name_grams(p_folded text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT gram ORDER BY gram), '{}') FROM (
    SELECT substr(p_folded, i, 2) AS gram FROM generate_series(1, length(p_folded) - 1) AS i
    UNION ALL
    SELECT substr(p_folded, i, 3) FROM generate_series(1, length(p_folded) - 2) AS i
  ) AS grams
$$;
