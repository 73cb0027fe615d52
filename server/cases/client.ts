import type { Kysely } from 'kysely';
import type { Lang } from '../../app/site/pages';
import type { Schema } from '../db/schema';

/**
 * Who a case's client is (docs/back-office.md, "Who the client is"; decision 077): the name of
 * the case's first contact message that gives one, the case's e-mail (the visitor's "Email for
 * updates", which the first contact message sets), the case's language, and when the client
 * first reached the office (the case's opening, by their first upload or message).
 */
export interface CaseClient {
  /** Null when no message gave one. */
  readonly name: string | null;
  /** Null until the client gives one. */
  readonly email: string | null;
  readonly language: Lang;
  readonly firstContactAt: Date;
}

export async function caseClient(
  db: Kysely<Schema>,
  caseId: string,
): Promise<CaseClient | undefined> {
  const row = await db
    .selectFrom('cases as c')
    .leftJoin('case_clients as n', 'n.case_id', 'c.id')
    .select(['n.name', 'c.email', 'c.language', 'c.created_at'])
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  return (
    row && {
      name: row.name,
      email: row.email,
      language: row.language,
      firstContactAt: row.created_at,
    }
  );
}
