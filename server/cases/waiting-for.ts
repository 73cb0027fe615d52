import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The Cases screen's "Waiting for": how many document requests of each case are still open
 * (docs/back-office.md, "Documents requested"). Requests do not exist yet, so every case waits
 * for none and the column is empty; once they do, this one function reads them (one query for
 * the page's cases, by an index on the case), and the screen shows "2 documents" by itself.
 */
export async function openRequestCounts(
  _db: Kysely<Schema>,
  _caseIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  return new Map();
}
