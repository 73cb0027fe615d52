-- The audit log is append-only (16 CFR 314.4(c)(8)): no screen or command edits or deletes it,
-- and the database refuses it too, by this function's trigger (migration 1).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;
