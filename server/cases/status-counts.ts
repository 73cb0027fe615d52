import type { Kysely } from 'kysely';
import { CASE_STATUSES, type CaseStatus } from '../../app/cases/statuses';
import type { Schema } from '../db/schema';

/**
 * How many cases each status has, for the Cases screen's links ("In review (4)"): read from the
 * counts triggers keep (migration 12), seven rows whatever the number of cases. Every status has
 * its number, 0 when no case has it.
 */
export async function statusCounts(db: Kysely<Schema>): Promise<ReadonlyMap<CaseStatus, number>> {
  const rows = await db.selectFrom('case_status_counts').select(['status', 'cases']).execute();
  const counted = new Map(rows.map((row) => [row.status, Number(row.cases)]));
  return new Map(CASE_STATUSES.map(({ key }) => [key, counted.get(key) ?? 0]));
}
