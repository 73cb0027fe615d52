import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { StaffName } from './list';

/**
 * Who works a case (docs/back-office.md, "Assignment"): one staff account, or nobody. Only an
 * active account takes a case; one disabled later keeps its cases, shown as disabled, until they
 * are given to someone else, so that none is lost.
 */

export interface StaffOption {
  readonly id: number;
  readonly email: string;
}

export interface Assignee extends StaffName {
  readonly id: number;
}

/** The accounts a case can be given to: every one not disabled, by e-mail. */
export async function activeStaff(db: Kysely<Schema>): Promise<StaffOption[]> {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'email'])
    .where('disabled_at', 'is', null)
    .orderBy('email')
    .execute();
}

/** Who works the case now; null when nobody does. */
export async function caseAssignee(db: Kysely<Schema>, caseId: string): Promise<Assignee | null> {
  const row = await db
    .selectFrom('cases as c')
    .innerJoin('staff_accounts as s', 's.id', 'c.assigned_to')
    .select(['s.id', 's.email', 's.disabled_at'])
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, disabled: row.disabled_at !== null } : null;
}

export type AssignResult =
  /** `from` and `to` are e-mails; null is nobody. */
  | {
      readonly ok: true;
      readonly changed: true;
      readonly from: string | null;
      readonly to: string | null;
    }
  | { readonly ok: true; readonly changed: false }
  /** The case is gone, or the account is unknown or disabled: nothing changed. */
  | { readonly ok: false; readonly reason: 'no case' | 'no account' };

/**
 * Gives the case to `accountId` (null: to nobody), in one transaction: the case locked, the
 * account held active while it is written (a "disable" at the same moment waits), the one before
 * read for the audit log.
 */
export async function assignCase(
  db: Kysely<Schema>,
  caseId: string,
  accountId: number | null,
): Promise<AssignResult> {
  return db.transaction().execute(async (tx): Promise<AssignResult> => {
    const current = await tx
      .selectFrom('cases as c')
      .leftJoin('staff_accounts as s', 's.id', 'c.assigned_to')
      .select(['c.assigned_to', 's.email'])
      .where('c.id', '=', caseId)
      .forUpdate('c')
      .executeTakeFirst();
    if (!current) return { ok: false, reason: 'no case' };
    if (current.assigned_to === accountId) return { ok: true, changed: false };
    let to: string | null = null;
    if (accountId !== null) {
      const account = await tx
        .selectFrom('staff_accounts')
        .select('email')
        .where('id', '=', accountId)
        .where('disabled_at', 'is', null)
        .forShare()
        .executeTakeFirst();
      if (!account) return { ok: false, reason: 'no account' };
      to = account.email;
    }
    await tx
      .updateTable('cases')
      .set({ assigned_to: accountId })
      .where('id', '=', caseId)
      .execute();
    return { ok: true, changed: true, from: current.email, to };
  });
}
