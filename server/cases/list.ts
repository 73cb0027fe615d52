import { type Kysely, sql } from 'kysely';
import { type CaseStatus, isCaseStatus } from '../../app/cases/statuses';
import type { Schema } from '../db/schema';
import { normalizeReference } from './reference';
import { isUuid } from './store';

/**
 * The staff "Cases" screen's query: newest first (by opening), filtered by status, searched by
 * reference or by the e-mail of a message, paged by keyset on (created_at, id), never by offset,
 * so the 2,000th page costs what the first does.
 */
export interface CaseListQuery {
  readonly status: CaseStatus | undefined;
  /** A reference (any form a person types) or an e-mail address; empty for all. */
  readonly search: string;
  /** From the previous page's `older`. */
  readonly before: string | undefined;
  readonly pageSize: number;
}

export interface CaseListRow {
  readonly reference: string;
  readonly status: CaseStatus;
  readonly documents: number;
  readonly messages: number;
  readonly createdAt: Date;
  readonly lastActivityAt: Date;
}

export type CaseList =
  | { readonly ok: true; readonly rows: CaseListRow[]; readonly older: string | null }
  /** The search is neither a reference nor an e-mail address. */
  | { readonly ok: false };

/** A page boundary: the row's creation time in microseconds since 1970 and its id. */
const CURSOR = /^([0-9]{1,17})_([0-9a-f-]{36})$/;

export function isCursor(value: unknown): value is string {
  return typeof value === 'string' && CURSOR.test(value) && isUuid(value.slice(-36));
}

export async function listCases(db: Kysely<Schema>, query: CaseListQuery): Promise<CaseList> {
  let select = db
    .selectFrom('cases as c')
    .select((eb) => [
      'c.id',
      'c.reference',
      'c.status',
      'c.created_at',
      'c.last_activity_at',
      // Microseconds, exactly: a JavaScript Date would cut them to milliseconds and skip rows.
      sql<string>`(extract(epoch from c.created_at) * 1000000)::bigint::text`.as('micros'),
      eb
        .selectFrom('documents as d')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('d.case_id', '=', 'c.id')
        .as('documents'),
      eb
        .selectFrom('contact_messages as m')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('m.case_id', '=', 'c.id')
        .as('messages'),
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(query.pageSize + 1);
  if (query.status !== undefined) select = select.where('c.status', '=', query.status);
  const search = query.search.trim();
  if (search !== '') {
    if (search.includes('@')) {
      const email = search.toLowerCase();
      select = select.where('c.id', 'in', (eb) =>
        eb
          .selectFrom('contact_messages')
          .select('case_id')
          .where(sql<string>`lower(email)`, '=', email)
          .where('case_id', 'is not', null)
          .$narrowType<{ case_id: string }>(),
      );
    } else {
      const reference = normalizeReference(search);
      if (reference === undefined) return { ok: false };
      select = select.where('c.reference', '=', reference);
    }
  }
  const cursor = query.before === undefined ? null : CURSOR.exec(query.before);
  if (cursor) {
    const [, micros = '0', id = ''] = cursor;
    select = select.where(
      sql<boolean>`(c.created_at, c.id) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`,
    );
  }
  const found = await select.execute();
  const page = found.slice(0, query.pageSize);
  const last = page[page.length - 1];
  return {
    ok: true,
    rows: page.map((row) => ({
      reference: row.reference,
      status: isCaseStatus(row.status) ? row.status : 'received',
      documents: Number(row.documents ?? 0),
      messages: Number(row.messages ?? 0),
      createdAt: row.created_at,
      lastActivityAt: row.last_activity_at,
    })),
    older: found.length > query.pageSize && last ? `${last.micros}_${last.id}` : null,
  };
}
