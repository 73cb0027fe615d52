import { type Kysely, sql, type Transaction } from 'kysely';
import { CONTACT_LIMITS } from '../contact/validate';
import type { Schema } from '../db/schema';
import { takePlace, type Window } from '../db/rate-limit';
import { enqueueMail, type Notification } from '../mail/outbox';
import { isUuid } from './store';

/**
 * A case's thread (docs/back-office.md, "The conversation with the client"; decision 068): the
 * visitor's contact messages (contact_messages) and case-page messages, and staff's replies
 * (both case_messages), read as one list, oldest first. Text only: every page writes a message
 * as text, never as markup.
 */

/** The longest message either side may write: the contact form's (the database checks it too). */
export const THREAD_MESSAGE_MAX = CONTACT_LIMITS.message;

/** The rate limit's kind: what a visitor writes counts with the contact form's messages. */
export const VISITOR_MESSAGE_KIND = 'contact';

export type Author = 'visitor' | 'staff';

export interface ThreadEntry {
  /** Unique in the thread: `contact-12` or `thread-3`. */
  readonly key: string;
  readonly author: Author;
  readonly body: string;
  readonly at: Date;
  /** The staff member who replied (their e-mail); null for the visitor's messages. */
  readonly staffEmail: string | null;
  /** A message sent through the contact form: its id, and the name and e-mail typed with it. */
  readonly contact: { readonly id: number; readonly name: string; readonly email: string } | null;
}

/** Mail queued with what it tells of, in the same transaction (server/mail/outbox.ts). */
export interface QueuedMail {
  readonly to: string;
  readonly notification: Notification;
}

type Executor = Kysely<Schema> | Transaction<Schema>;

/** The case's whole thread, oldest first (ties: contact messages first, then by id). */
export async function caseThread(db: Executor, caseId: string): Promise<ThreadEntry[]> {
  if (!isUuid(caseId)) return [];
  const { rows } = await sql<{
    source: 'contact' | 'thread';
    id: number;
    author: Author;
    body: string;
    at: Date;
    staff_email: string | null;
    name: string | null;
    email: string | null;
  }>`
    select 'contact' as source, m.id, 'visitor' as author, m.message as body, m.created_at as at,
      null::text as staff_email, m.name, m.email
    from contact_messages m where m.case_id = ${caseId}
    union all
    select 'thread' as source, t.id, t.author, t.body, t.created_at as at, s.email as staff_email,
      null::text as name, null::text as email
    from case_messages t left join staff_accounts s on s.id = t.staff_id
    where t.case_id = ${caseId}
    order by at, source, id`.execute(db);
  return rows.map((row) => ({
    key: `${row.source}-${row.id}`,
    author: row.author,
    body: row.body,
    // node-postgres reads timestamptz as a Date; a union's column too. PGlite as well.
    at: row.at instanceof Date ? row.at : new Date(row.at),
    staffEmail: row.staff_email,
    contact:
      row.source === 'contact'
        ? { id: row.id, name: row.name ?? '', email: row.email ?? '' }
        : null,
  }));
}

export type ReplyResult =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'not found' };

/**
 * A staff reply joins the case's thread and moves its last activity, with the mail that tells the
 * client (when given), in one transaction. The body is taken as checked by the caller's schema.
 */
export async function addStaffReply(
  db: Kysely<Schema>,
  reply: { caseId: string; staffId: number; body: string; clientAddress: string },
  /** The client's mail, made in the transaction (it may store a sign-in link); none: no mail. */
  mail?: (tx: Transaction<Schema>) => Promise<QueuedMail | undefined>,
): Promise<ReplyResult> {
  if (!isUuid(reply.caseId)) return { ok: false, reason: 'not found' };
  return db.transaction().execute(async (tx): Promise<ReplyResult> => {
    const found = await lockCase(tx, reply.caseId);
    if (!found) return { ok: false, reason: 'not found' };
    const { created_at: at } = await tx
      .insertInto('case_messages')
      .values({
        case_id: reply.caseId,
        author: 'staff',
        staff_id: reply.staffId,
        body: reply.body,
        client_address: reply.clientAddress,
      })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('cases')
      .set({ last_activity_at: sql<Date>`greatest(last_activity_at, ${at})` })
      .where('id', '=', reply.caseId)
      .execute();
    // A reply answers what the client wrote before it: their messages (case page and contact
    // form) are handled by it, and read, in "Messages".
    for (const table of ['case_messages', 'contact_messages'] as const) {
      await tx
        .updateTable(table)
        .set({
          handled_at: at,
          handled_by: reply.staffId,
          read_at: sql<Date>`coalesce(read_at, ${at})`,
        })
        .where('case_id', '=', reply.caseId)
        .where('handled_at', 'is', null)
        .where('created_at', '<=', at)
        .$if(table === 'case_messages', (query) => query.where('author', '=', 'visitor'))
        .execute();
    }
    const queued = mail ? await mail(tx) : undefined;
    if (queued) await enqueueMail(tx, queued.to, queued.notification, reply.caseId);
    return { ok: true };
  });
}

export type VisitorMessageResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'not found' }
  | { readonly ok: false; readonly reason: 'rate limited'; readonly retryAfterMs: number };

/**
 * A message the visitor writes on the case page: under the client's limit (counted with the
 * contact form's messages), it joins the case's thread with a 'message' event (which moves the
 * case's last activity), and staff's notification is queued, in one transaction.
 */
export async function addVisitorMessage(
  db: Kysely<Schema>,
  /** `language`: the page's, which the case's e-mails then speak (decision 070). */
  message: { caseId: string; body: string; clientKey: string; language?: 'en' | 'es' },
  limit: Window,
  notify?: QueuedMail,
): Promise<VisitorMessageResult> {
  if (!isUuid(message.caseId)) return { ok: false, reason: 'not found' };
  return db.transaction().execute(async (tx): Promise<VisitorMessageResult> => {
    const taken = await takePlace(tx, VISITOR_MESSAGE_KIND, message.clientKey, limit);
    if (!taken.allowed)
      return { ok: false, reason: 'rate limited', retryAfterMs: taken.retryAfterMs };
    if (!(await lockCase(tx, message.caseId))) return { ok: false, reason: 'not found' };
    await tx
      .insertInto('case_messages')
      .values({
        case_id: message.caseId,
        author: 'visitor',
        staff_id: null,
        body: message.body,
        client_address: message.clientKey,
      })
      .execute();
    await sql`select case_event(${message.caseId}, 'message', null, null, null)`.execute(tx);
    if (message.language) {
      await tx
        .updateTable('cases')
        .set({ language: message.language })
        .where('id', '=', message.caseId)
        .execute();
    }
    if (notify) await enqueueMail(tx, notify.to, notify.notification);
    return { ok: true };
  });
}

/** The case, locked for the transaction; false when there is none (disposed of meanwhile). */
export async function lockCase(tx: Transaction<Schema>, caseId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('cases')
    .select('id')
    .where('id', '=', caseId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
