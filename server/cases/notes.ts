import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * A case's internal notes (docs/back-office.md, "Internal notes"): staff's own, never shown to
 * the visitor. Kept apart from the case's events, which the tracker and the visitor's case page
 * read, and never put in an e-mail. Text only: every page writes them as text.
 */

/** As long as a thread message: room for a working note, not for a document. */
export const CASE_NOTE_MAX = 5000;

/** Notes a case page shows, newest first: far more than a case gathers. */
const NOTES_SHOWN = 200;

export interface CaseNote {
  readonly id: number;
  readonly body: string;
  /** The e-mail of the staff member who wrote it. */
  readonly author: string;
  readonly at: Date;
}

export async function caseNotes(db: Kysely<Schema>, caseId: string): Promise<CaseNote[]> {
  const rows = await db
    .selectFrom('case_notes as n')
    .innerJoin('staff_accounts as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.body', 'n.created_at', 's.email'])
    .where('n.case_id', '=', caseId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(NOTES_SHOWN)
    .execute();
  return rows.map((row) => ({ id: row.id, body: row.body, author: row.email, at: row.created_at }));
}

/** Adds a note (checked by the caller); false when the case is gone. */
export async function addCaseNote(
  db: Kysely<Schema>,
  note: { readonly caseId: string; readonly staffId: number; readonly body: string },
): Promise<boolean> {
  const added = await db
    .insertInto('case_notes')
    .columns(['case_id', 'staff_id', 'body'])
    .expression((eb) =>
      eb
        .selectFrom('cases')
        .select([
          'id',
          sql<number>`${note.staffId}::integer`.as('staff_id'),
          sql<string>`${note.body}::text`.as('body'),
        ])
        .where('id', '=', note.caseId),
    )
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}
