-- Version 21: the same W-2 twice counts once, and staff may leave a W-2 out of the estimate
-- (issue 46; ESTIMATE.md §3, RETURN.md §3; decision 164).
-- Which W-2 is the same as one already read is worked out each time the case's readings are
-- opened (server/reader/duplicates.ts): only staff's two answers are kept here. `not_duplicate`:
-- staff's "Not a duplicate", the W-2 counts though it matches another; `left_out`: staff's "Leave
-- out of the estimate" (until "Count in the estimate"). Who and when are in the audit log.
ALTER TABLE document_readings
  ADD COLUMN not_duplicate boolean NOT NULL DEFAULT false,
  ADD COLUMN left_out boolean NOT NULL DEFAULT false;
