import { createHmac } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { newestPage } from '../db/keyset';
import { loadServerKey } from '../db/server-keys';

type Executor = Kysely<Schema> | Transaction<Schema>;

/** The events of the audit log, as the screen shows them (docs/back-office.md, "Audit log"). */
export const AUDIT = {
  signIn: 'sign-in',
  /** A sign-in with a recovery code instead of the authenticator's (one fewer left). */
  signInByRecoveryCode: 'sign-in by recovery code',
  /**
   * Refused sign-ins, summarised: one row per client and account per 15 minutes, the attempts
   * counted beside it (sign_in_failures); an e-mail of no account is never kept as typed.
   */
  failedSignIn: 'failed sign-in',
  /** An admin read the Audit log screen (its filter, never what it showed). */
  auditViewed: 'audit log viewed',
  signOut: 'sign-out',
  enrolment: 'enrolment',
  accountAdded: 'account added',
  accountDisabled: 'account disabled',
  mfaReset: 'authenticator reset',
  /** The Messages screen: which page, never what it showed. */
  messagesListed: 'messages listed',
  messageViewed: 'message viewed',
  /** "Mark read" (opening a message does not: decision 057). */
  messageRead: 'message marked read',
  messageHandled: 'message handled',
  /** By the retention job (server/cases/retention.ts): how many, never what. */
  recordsDisposed: 'records disposed',
  /** The Cases screen: its filter and page; a search's words are not kept (an e-mail address). */
  casesListed: 'cases listed',
  caseViewed: 'case viewed',
  documentDownloaded: 'document downloaded',
  statusChanged: 'status changed',
  /** Note or estimated refund changed, status not. */
  caseUpdated: 'case updated',
  /** "Send reply" on a case page: which case, never what it said. */
  replySent: 'reply sent',
  /**
   * A sign-in link to a case mailed to its client (with a reply or a status change, or asked for
   * with "Send me a link"): which case, never the link.
   */
  signInLinkSent: 'sign-in link sent',
  /** Staff's "End the client's sessions": every case cookie of the case stops working. */
  clientSessionsEnded: 'client sessions ended',
  /** The case's "Email for updates" set to another address (by the visitor, on the case page). */
  clientEmailChanged: 'client e-mail changed',
  /**
   * A visitor's "I Agree & Continue" recorded in their case (server/cases/agreement.ts): which
   * case; the actor is "visitor", with the address the server saw.
   */
  agreementRecorded: 'agreement recorded',
  /** "Assign" on a case page: which case, from whom to whom (e-mails, or "unassigned"). */
  caseAssigned: 'case assigned',
  /** "Record payment" on a case page: which case, the payment's number, amount and method. */
  paymentRecorded: 'payment recorded',
  /** "Void" of a payment recorded by mistake: which case and payment (it stays, marked void). */
  paymentVoided: 'payment voided',
  /** "Add note" on a case page: which case, never what the note says. */
  noteAdded: 'internal note added',
  /** "Request document" on a case page: which case and request, never the document's name. */
  documentRequested: 'document requested',
  /** "Mark received": a requested document that came another way. */
  requestMarkedReceived: 'request marked received',
  /** The visitor sent a file for a request ("Send file"); the actor is "visitor". */
  requestedDocumentReceived: 'requested document received',
  /** The visitor's "I don't have this"; the actor is "visitor", never the reason. */
  requestNotApplicable: 'request marked not applicable',
  /**
   * The client's "Send to your preparer" (app/return/details.server.ts): which case and how many
   * documents it requested; the actor is "visitor". Never an answer.
   */
  returnDetailsSent: 'return details sent',
  /** "Show account number" on a case page: which case; never the numbers. */
  bankAccountViewed: 'bank account viewed',
  /** "Correct" beside a W-2 (docs/documents.md): which case and document, never a figure. */
  w2FiguresCorrected: 'W-2 figures corrected',
  /** "Leave out of the estimate" and "Count in the estimate" beside a W-2 (decision 164). */
  w2LeftOut: 'W-2 left out of the estimate',
  w2Counted: 'W-2 counted in the estimate',
  /** "Not a duplicate" beside a W-2 marked the same as another. */
  w2NotDuplicate: 'W-2 marked not a duplicate',
  /** Review and sign (docs/review-and-sign.md): which case and return, never a figure. */
  returnSentForSignature: 'return sent for signature',
  /** "E-mail me a code": which case; the actor is "visitor", never the code. */
  signingCodeSent: 'signing code sent',
  /** A date of birth or a code that did not match: which case and which check, never what was typed. */
  identityCheckFailed: 'identity check failed',
  returnSigned: 'return signed',
  /** "Accept paper signature" by staff. */
  paperSignatureReceived: 'paper signature received',
  /** The signed form downloaded, by staff or by the client. */
  signedFormDownloaded: 'signed form downloaded',
  /** The Reviews screen: which page, never what it showed. */
  reviewsListed: 'reviews listed',
  /** "Publish" on the Reviews screen: which review and case, never its words. */
  reviewPublished: 'review published',
  /** "Don't publish" on the Reviews screen: which review and case. */
  reviewNotPublished: 'review not published',
} as const;

export type AuditAction = (typeof AUDIT)[keyof typeof AUDIT];

/** Every action, as the Audit log screen's filter offers them. */
export const AUDIT_ACTIONS: readonly string[] = Object.values(AUDIT);

/** Who did it: a staff member, or the command line (actor id null). */
export interface Actor {
  readonly id: number | null;
  readonly name: string;
  readonly clientAddress: string;
}

export const COMMAND_LINE: Actor = { id: null, name: 'command line', clientAddress: 'local' };

/** Who the audit log names for what a visitor did: no account, the address the server saw. */
export const visitorActor = (clientAddress: string): Actor => ({
  id: null,
  name: 'visitor',
  clientAddress,
});

/** Appends one event. The table takes inserts only (a trigger refuses the rest). */
export async function audit(
  db: Executor,
  actor: Actor,
  action: AuditAction,
  subject = '',
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor: actor.name,
      action,
      subject,
      client_address: actor.clientAddress,
    })
    .execute();
}

/** The window refused sign-ins are summarised over: the sign-in limit's (15 minutes). */
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const UNKNOWN_KEY_NAME = 'audit-unknown-account';

/**
 * How the log names an e-mail that matches no account: "unknown account" and a keyed hash of what
 * was typed, so that tries at one address can be told apart from tries at many, without keeping
 * an address (or a password typed into the e-mail field) anyone chose.
 */
async function unknownAccount(db: Executor, typed: string): Promise<string> {
  if (typed === '') return '(no e-mail)';
  const hash = createHmac('sha256', await unknownAccountKey(db))
    .update(typed)
    .digest('hex');
  return `unknown account ${hash.slice(0, 12)}`;
}

/** The key, asked of each database once (the server's own Kysely instance keeps it). */
const unknownAccountKeys = new WeakMap<Executor, Promise<Buffer>>();

function unknownAccountKey(db: Executor): Promise<Buffer> {
  let key = unknownAccountKeys.get(db);
  if (key === undefined) {
    key = loadServerKey(db, UNKNOWN_KEY_NAME);
    unknownAccountKeys.set(db, key);
    // A failed read is not kept: the next failure asks again.
    key.catch(() => unknownAccountKeys.delete(db));
  }
  return key;
}

/**
 * Records a refused sign-in: the first of a client and account in a window is a row of the log,
 * the others add to its count (sign_in_failures), so a flood of tries is one row with a number.
 */
export async function auditFailedSignIn(
  db: Executor,
  failure: {
    /** The account's e-mail when one matched, else undefined. */
    readonly account: string | undefined;
    readonly typed: string;
    readonly accountId: number | null;
    readonly clientAddress: string;
    readonly reason: string;
  },
): Promise<void> {
  const name = failure.account ?? (await unknownAccount(db, failure.typed));
  const window = new Date(
    Math.floor(Date.now() / FAILED_SIGN_IN_WINDOW_MS) * FAILED_SIGN_IN_WINDOW_MS,
  );
  const counted = await sql<{ attempts: number }>`
    insert into sign_in_failures (window_start, client, account)
    values (${window}, ${failure.clientAddress}, ${name})
    on conflict (window_start, client, account)
    do update set attempts = sign_in_failures.attempts + 1
    returning attempts`.execute(db);
  if (counted.rows[0]?.attempts !== 1) return;
  const row = await db
    .insertInto('audit_log')
    .values({
      actor_id: failure.accountId,
      actor: name,
      action: AUDIT.failedSignIn,
      subject: failure.reason,
      client_address: failure.clientAddress,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    update sign_in_failures set audit_id = ${row.id}
    where window_start = ${window} and client = ${failure.clientAddress} and account = ${name}`.execute(
    db,
  );
}

/** A row of the Audit log screen. */
export interface AuditRow {
  readonly id: number;
  readonly at: Date;
  readonly actor: string;
  readonly action: string;
  readonly subject: string;
  readonly client_address: string;
  /** For a summarised failed sign-in: how many tries its row stands for. */
  readonly attempts: number | null;
}

/** What the Audit log screen asks for; every part optional. */
export interface AuditQuery {
  /** One of AUDIT_ACTIONS, or every action. */
  readonly action: string | undefined;
  /** An actor as the log names it, any case. */
  readonly account: string | undefined;
  /** From this instant (the start of a day in the office). */
  readonly from: Date | null;
  /** Before this instant (the start of the day after the last one asked for). */
  readonly until: Date | null;
  readonly before: number | null;
  readonly pageSize: number;
}

/** Newest first, `pageSize` a page, paged by id (an index), never by offset. */
export async function readAuditLog(
  db: Kysely<Schema>,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; older: number | null }> {
  let select = db
    .selectFrom('audit_log as a')
    .leftJoin('sign_in_failures as f', 'f.audit_id', 'a.id')
    .select(['a.id', 'a.at', 'a.actor', 'a.action', 'a.subject', 'a.client_address', 'f.attempts'])
    .orderBy('a.id', 'desc')
    .limit(query.pageSize + 1);
  if (query.before !== null) select = select.where('a.id', '<', query.before);
  if (query.action !== undefined) select = select.where('a.action', '=', query.action);
  if (query.account !== undefined) {
    select = select.where(sql<string>`lower(a.actor)`, '=', query.account.toLowerCase());
  }
  if (query.from !== null) select = select.where('a.at', '>=', query.from);
  if (query.until !== null) select = select.where('a.at', '<', query.until);
  const { page, older } = newestPage(await select.execute(), query.pageSize);
  return { rows: page.map((row) => ({ ...row, attempts: row.attempts ?? null })), older };
}
