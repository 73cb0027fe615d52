-- Version 5: sign_in_failures: refused sign-ins summarised beside the audit log; its filters
-- One row per client and account per 15 minutes, the attempts counted (issue 23): the audit log
-- keeps one row for them (audit_id), not one per try.
CREATE TABLE sign_in_failures (
  window_start timestamptz NOT NULL,
  client text NOT NULL,
  account text NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  audit_id integer,
  PRIMARY KEY (window_start, client, account)
);
CREATE INDEX sign_in_failures_audit_id ON sign_in_failures (audit_id);
CREATE INDEX audit_log_action_id ON audit_log (action, id);
CREATE INDEX audit_log_actor_id ON audit_log (lower(actor), id);
