import { type Kysely, sql } from 'kysely';
import { type CaseStatus, isCaseStatus } from '../../app/cases/statuses';
import type { Schema } from '../db/schema';
import type { CaseSearch } from './search';
import { isUuid } from './store';
import { openRequestCounts } from './requests';

/**
 * The staff "Cases" screen's query (docs/back-office.md, "Staff screens" and "The preparer's
 * workspace"): newest first (by opening), filtered by status and by who works the case, searched
 * by reference, e-mail or a part of the client's name, paged by keyset on (created_at, id), never
 * by offset, so that the 2,000th page costs what the first does (decision 078 for the name).
 */
export type AssigneeFilter =
  | { readonly kind: 'anyone' }
  | { readonly kind: 'unassigned' }
  | { readonly kind: 'account'; readonly id: number };

export interface CaseListQuery {
  readonly status: CaseStatus | undefined;
  readonly search: CaseSearch;
  readonly assignee: AssigneeFilter;
  /** From the previous page's `older`. */
  readonly before: string | undefined;
  readonly pageSize: number;
}

/** A staff account as a case names it: a disabled one keeps its cases until they are reassigned. */
export interface StaffName {
  readonly email: string;
  readonly disabled: boolean;
}

export interface CaseListRow {
  readonly reference: string;
  readonly status: CaseStatus;
  /** The client's name; null when no message gave one (decision 077). */
  readonly clientName: string | null;
  /** The case's e-mail, the client's (decision 077); null until the client gives one. */
  readonly clientEmail: string | null;
  readonly assignee: StaffName | null;
  /** Open document requests (server/cases/requests.ts). */
  readonly waitingFor: number;
  readonly createdAt: Date;
  readonly lastActivityAt: Date;
}

export type CaseList =
  | { readonly ok: true; readonly rows: CaseListRow[]; readonly older: string | null }
  /** A search that is no search: a name too short to mean anyone, or not text (search.ts). */
  | { readonly ok: false; readonly reason: 'too short' | 'not text' };

/** A page boundary: the row's creation time in microseconds since 1970 and its id. */
const CURSOR = /^([0-9]{1,17})_([0-9a-f-]{36})$/;

export function isCursor(value: unknown): value is string {
  return typeof value === 'string' && CURSOR.test(value) && isUuid(value.slice(-36));
}

/**
 * How many of the newest cases (after the filters) a name search reads before it asks the name
 * index instead: a common name fills its page well within them, in the order of the list; a rare
 * one is found through the index, few cases to sort (decision 078).
 */
export const NAME_WALK = 1000;

/** The cases of the list's filters and page, newest first, with what a row shows. */
function filtered(db: Kysely<Schema>, query: CaseListQuery) {
  let select = db
    .selectFrom('cases as c')
    .leftJoin('case_clients as n', 'n.case_id', 'c.id')
    .leftJoin('staff_accounts as s', 's.id', 'c.assigned_to')
    .select([
      'c.id',
      'c.reference',
      'c.status',
      'c.email',
      'c.created_at',
      'c.last_activity_at',
      'n.name',
      'n.name_folded',
      's.email as assignee_email',
      's.disabled_at as assignee_disabled_at',
      // Microseconds, exactly: a JavaScript Date would cut them to milliseconds and skip rows.
      sql<string>`(extract(epoch from c.created_at) * 1000000)::bigint::text`.as('micros'),
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
  if (query.status !== undefined) select = select.where('c.status', '=', query.status);
  if (query.assignee.kind === 'unassigned') select = select.where('c.assigned_to', 'is', null);
  if (query.assignee.kind === 'account') {
    select = select.where('c.assigned_to', '=', query.assignee.id);
  }
  const cursor = query.before === undefined ? null : CURSOR.exec(query.before);
  if (cursor) {
    const [, micros = '0', id = ''] = cursor;
    select = select.where(
      sql<boolean>`(c.created_at, c.id) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`,
    );
  }
  return select;
}

type Found = Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>;

/** Whether a folded name holds the folded search (text as typed: no character is a wildcard). */
const holdsName = (column: 'w.name_folded' | 'name_folded', name: string) =>
  sql<boolean>`strpos(${sql.ref(column)}, name_fold(${name})) > 0 and length(name_fold(${name})) >= 2`;

/** The cases whose client's name holds `name`, through the index of its letter pairs and triples. */
async function casesNamed(db: Kysely<Schema>, name: string): Promise<string[]> {
  const rows = await db
    .selectFrom('case_clients')
    .select('case_id')
    .where(sql<boolean>`name_grams(name_folded) @> name_grams(name_fold(${name}))`)
    .where(holdsName('name_folded', name))
    .execute();
  return rows.map((row) => row.case_id);
}

/** The cases an e-mail names: in a contact message, or as the case's own e-mail (decision 077). */
async function casesOfEmail(db: Kysely<Schema>, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .select('case_id as id')
    .where(sql<string>`lower(email)`, '=', email)
    .where('case_id', 'is not', null)
    .$narrowType<{ id: string }>()
    .union(
      db
        .selectFrom('cases')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** A page among known cases (an e-mail's, a rare name's): few, so sorted after they are read. */
async function pageAmong(db: Kysely<Schema>, query: CaseListQuery, ids: string[]) {
  if (ids.length === 0) return [];
  return filtered(db, query)
    .where(sql<boolean>`c.id = any(${ids}::uuid[])`)
    .limit(query.pageSize + 1)
    .execute();
}

async function find(db: Kysely<Schema>, query: CaseListQuery): Promise<Found> {
  const { search, pageSize } = query;
  switch (search.kind) {
    case 'none':
    case 'too short':
    case 'not text':
      return filtered(db, query)
        .limit(pageSize + 1)
        .execute();
    case 'reference':
      return filtered(db, query)
        .where('c.reference', '=', search.reference)
        .limit(pageSize + 1)
        .execute();
    case 'email':
      return pageAmong(db, query, await casesOfEmail(db, search.email));
    case 'name': {
      // The newest NAME_WALK cases first, in the list's order; a page they fill is the answer.
      const walked = await db
        .selectFrom(filtered(db, query).limit(NAME_WALK).as('w'))
        .selectAll()
        .where(holdsName('w.name_folded', search.name))
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(pageSize + 1)
        .execute();
      if (walked.length > pageSize) return walked;
      return pageAmong(db, query, await casesNamed(db, search.name));
    }
  }
}

export async function listCases(db: Kysely<Schema>, query: CaseListQuery): Promise<CaseList> {
  if (query.search.kind === 'too short' || query.search.kind === 'not text') {
    return { ok: false, reason: query.search.kind };
  }
  const found = await find(db, query);
  const page = found.slice(0, query.pageSize);
  const last = page[page.length - 1];
  const waiting = await openRequestCounts(
    db,
    page.map((row) => row.id),
  );
  return {
    ok: true,
    rows: page.map((row) => ({
      reference: row.reference,
      status: isCaseStatus(row.status) ? row.status : 'received',
      clientName: row.name,
      clientEmail: row.email,
      assignee:
        row.assignee_email === null
          ? null
          : { email: row.assignee_email, disabled: row.assignee_disabled_at !== null },
      waitingFor: waiting.get(row.id) ?? 0,
      createdAt: row.created_at,
      lastActivityAt: row.last_activity_at,
    })),
    older: found.length > query.pageSize && last ? `${last.micros}_${last.id}` : null,
  };
}
