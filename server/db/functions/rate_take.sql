-- Counts a key's events in the window and records one more when under the limit, holding a
-- transaction-level advisory lock on the key (the same as server/db/rate-limit.ts lockKey takes):
-- requests of one key wait for each other, and each counts after the one before committed, since
-- every statement of a plpgsql function takes a fresh snapshot. Called from a larger statement,
-- the lock is held until that statement's transaction ends (decision 029).
CREATE OR REPLACE FUNCTION rate_take(p_kind text, p_key text, p_limit integer, p_window_ms integer)
RETURNS TABLE (allowed boolean, retry_after_ms integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  recent integer;
  first_at timestamptz;
  window_length interval := p_window_ms * interval '1 millisecond';
  since timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_kind || E'\n' || p_key));
  -- The time after the wait for the lock, as a value: the index on (kind, key, at) bounds the scan.
  since := clock_timestamp() - window_length;
  SELECT count(*)::integer, min(r.at) INTO recent, first_at FROM (
    SELECT e.at FROM rate_events e
    WHERE e.kind = p_kind AND e.key = p_key AND e.at > since
    ORDER BY e.at LIMIT p_limit
  ) AS r;
  IF recent < p_limit THEN
    INSERT INTO rate_events (kind, key, at) VALUES (p_kind, p_key, clock_timestamp());
    RETURN QUERY SELECT true, 0;
  ELSE
    RETURN QUERY SELECT false, greatest(0, ceil(
      extract(epoch FROM first_at + window_length - clock_timestamp()) * 1000))::integer;
  END IF;
END;
$$;
