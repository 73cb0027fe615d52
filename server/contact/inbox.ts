import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Schema } from '../db/schema';

/**
 * What visitors write, as staff work through it on the Messages screen (decision 076): the
 * contact form's messages and the messages visitors write on their case page (the thread's,
 * server/cases/thread.ts), one list newest first; a contact message's page; "Mark read" (contact
 * messages) and "Mark handled" (both). Each change is an explicit post of staff; reading a
 * message changes nothing (decision 057).
 */

/** A contact message with the reference of its case. */
export interface InboxMessage {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly created_at: Date;
  readonly read_at: Date | null;
  readonly handled_at: Date | null;
  /** The reference of the message's case; null for messages from before cases. */
  readonly reference: string | null;
}

const selectMessages = (db: Kysely<Schema>) =>
  db
    .selectFrom('contact_messages as m')
    .leftJoin('cases as c', 'c.id', 'm.case_id')
    .select([
      'm.id',
      'm.name',
      'm.email',
      'm.message',
      'm.created_at',
      'm.read_at',
      'm.handled_at',
      'c.reference',
    ]);

export function findMessage(db: Kysely<Schema>, id: number): Promise<InboxMessage | undefined> {
  return selectMessages(db).where('m.id', '=', id).executeTakeFirst();
}

/** Marks a message read; false when there is none or it was read already. */
export async function markMessageRead(db: Kysely<Schema>, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('contact_messages')
    .set({ read_at: new Date() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Where a list of the Messages screen goes on: below this message, in the list's order. */
export interface InboxCursor {
  /** The message's time to the microsecond, as the database keeps it (ISO 8601, UTC). */
  readonly at: string;
  readonly source: InboxSource;
  readonly id: number;
}

/** Which table a message of the Messages screen is in. */
export type InboxSource = 'contact' | 'case';

/** A message of the Messages screen, of either kind, with the reference of its case. */
export interface InboxRow {
  readonly source: InboxSource;
  readonly id: number;
  /** The name and e-mail typed with a contact message; null for a case-page message. */
  readonly from: { readonly name: string; readonly email: string } | null;
  readonly message: string;
  readonly created_at: Date;
  readonly read_at: Date | null;
  readonly handled_at: Date | null;
  readonly reference: string | null;
}

/** `?before=` as the Pager writes it: `2026-11-26T05:12:33.123456Z_case_12`; null otherwise. */
export const inboxCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_(contact|case)_[1-9][0-9]{0,9}$/)
  .transform((text): InboxCursor => {
    const [at = '', source, id] = text.split('_');
    return { at, source: source === 'case' ? 'case' : 'contact', id: Number(id) };
  })
  .refine((cursor) => cursor.id <= 2_147_483_647 && !Number.isNaN(Date.parse(cursor.at)))
  .nullable()
  .catch(null);

export const cursorText = (cursor: InboxCursor) => `${cursor.at}_${cursor.source}_${cursor.id}`;

/**
 * Which of one table's messages come after the cursor in the list's order (time, then kind with
 * contact messages first at one time, then id; all descending), as a condition on its index
 * (created_at, id): a contact message at the cursor's time comes after a case-page one only when
 * the cursor is a contact message with a larger id, and so on.
 */
function after(source: InboxSource, before: InboxCursor | null) {
  if (before === null) return sql<boolean>`true`;
  const at = sql`${before.at}::timestamptz`;
  if (before.source === source) return sql<boolean>`(created_at, id) < (${at}, ${before.id})`;
  // At the cursor's time: the contact messages came before any case-page one.
  return source === 'contact'
    ? sql<boolean>`created_at < ${at}`
    : sql<boolean>`created_at <= ${at}`;
}

/**
 * Newest first, `pageSize` a page, below `before` (from the previous page's `older`): every
 * contact message and every message a visitor wrote on a case page (never staff's replies).
 * Each table gives at most a page, read backwards on its index (created_at, id) (migration 10),
 * and the two are merged: a page from deep in the list costs what the first one does.
 */
export async function listInbox(
  db: Kysely<Schema>,
  query: { readonly before: InboxCursor | null; readonly pageSize: number },
): Promise<{ rows: InboxRow[]; older: string | null }> {
  const { before } = query;
  const limit = query.pageSize + 1;
  const { rows } = await sql<{
    source: InboxSource;
    id: number;
    name: string | null;
    email: string | null;
    message: string;
    created_at: Date;
    at_text: string;
    read_at: Date | null;
    handled_at: Date | null;
    reference: string | null;
  }>`
    select i.source, i.id, i.name, i.email, i.message, i.created_at, i.read_at, i.handled_at,
      c.reference,
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_text
    from (
      (select 'contact'::text as source, id, name, email, message, created_at, read_at,
         handled_at, case_id
       from contact_messages where ${after('contact', before)}
       order by created_at desc, id desc limit ${limit})
      union all
      (select 'case'::text as source, id, null::text, null::text, body, created_at, read_at,
         handled_at, case_id
       from case_messages where author = 'visitor' and ${after('case', before)}
       order by created_at desc, id desc limit ${limit})
    ) i left join cases c on c.id = i.case_id
    order by i.created_at desc, i.source desc, i.id desc
    limit ${limit}`.execute(db);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  const older =
    rows.length > query.pageSize && last
      ? cursorText({ at: last.at_text, source: last.source, id: last.id })
      : null;
  return {
    rows: page.map((row) => ({
      source: row.source,
      id: row.id,
      from: row.name === null ? null : { name: row.name, email: row.email ?? '' },
      message: row.message,
      // node-postgres reads a union's timestamptz as a Date; PGlite as well.
      created_at: new Date(row.created_at),
      read_at: row.read_at === null ? null : new Date(row.read_at),
      handled_at: row.handled_at === null ? null : new Date(row.handled_at),
      reference: row.reference,
    })),
    older,
  };
}

/**
 * Marks a message of either kind handled by a staff member, and read if it was not (a message
 * handled has been read); false when there is none (of the case-page kind: no visitor's message,
 * a staff reply is never one) or it was handled already.
 */
export async function markHandled(
  db: Kysely<Schema>,
  source: InboxSource,
  id: number,
  staffId: number | null,
): Promise<boolean> {
  const now = new Date();
  const table = source === 'case' ? 'case_messages' : 'contact_messages';
  const visitorsOnly = source === 'case' ? sql`and author = 'visitor'` : sql``;
  const { rows } = await sql<{ id: number }>`
    update ${sql.table(table)}
    set handled_at = ${now}, handled_by = ${staffId}, read_at = coalesce(read_at, ${now})
    where id = ${id} and handled_at is null ${visitorsOnly}
    returning id`.execute(db);
  return rows.length > 0;
}

/** Whether a visitor's case-page message with this id exists. */
export async function caseMessageExists(db: Kysely<Schema>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('case_messages')
    .select('id')
    .where('id', '=', id)
    .where('author', '=', 'visitor')
    .executeTakeFirst();
  return row !== undefined;
}
