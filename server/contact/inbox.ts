import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { newestPage } from '../db/keyset';

/**
 * The contact messages as staff work through them (the Messages screen and a message's page):
 * listed newest first, read, marked read, marked handled. Each change is an explicit post of
 * staff; reading a message changes nothing (decision 057).
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

/** Newest first, `pageSize` a page, below the id `before` (from the previous page's `older`). */
export async function listMessages(
  db: Kysely<Schema>,
  query: { readonly before: number | null; readonly pageSize: number },
): Promise<{ rows: InboxMessage[]; older: number | null }> {
  let select = selectMessages(db)
    .orderBy('m.id', 'desc')
    .limit(query.pageSize + 1);
  if (query.before !== null) select = select.where('m.id', '<', query.before);
  const { page, older } = newestPage(await select.execute(), query.pageSize);
  return { rows: page, older };
}

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

/**
 * Marks a message handled by a staff member, and read if it was not (a message handled has been
 * read); false when there is none or it was handled already.
 */
export async function markMessageHandled(
  db: Kysely<Schema>,
  id: number,
  staffId: number | null,
): Promise<boolean> {
  const now = new Date();
  const updated = await db
    .updateTable('contact_messages')
    .set((eb) => ({
      handled_at: now,
      handled_by: staffId,
      read_at: eb.fn.coalesce('read_at', eb.val(now)),
    }))
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
