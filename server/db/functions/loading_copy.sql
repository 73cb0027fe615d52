-- Whether a backup is being loaded (server/operations/database-copy.ts sets it for its one
-- transaction): the triggers of migration 12 keep rows derived from others, and a copy holds those as they
-- were, so they leave the load alone.
CREATE OR REPLACE FUNCTION loading_copy() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('quickrefund.loading_copy', true), '') = 'on'
$$;
