import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { activeStaff, type Assignee, caseAssignee, type StaffOption } from './assignment';
import { type CaseClient, caseClient } from './client';
import { type CaseNote, caseNotes } from './notes';

/**
 * What the staff case page shows of the preparer's workspace (docs/back-office.md, "The
 * preparer's workspace"): who the client is, who works the case and who could, and the internal
 * notes. Read beside the case's own detail (server/cases/detail.ts).
 */
export interface CaseWorkspace {
  readonly client: CaseClient;
  readonly assignee: Assignee | null;
  /** The accounts the case can be given to. */
  readonly staff: readonly StaffOption[];
  /** Newest first. */
  readonly notes: readonly CaseNote[];
}

export async function caseWorkspace(
  db: Kysely<Schema>,
  caseId: string,
): Promise<CaseWorkspace | undefined> {
  const [client, assignee, staff, notes] = await Promise.all([
    caseClient(db, caseId),
    caseAssignee(db, caseId),
    activeStaff(db),
    caseNotes(db, caseId),
  ]);
  return client && { client, assignee, staff, notes };
}
