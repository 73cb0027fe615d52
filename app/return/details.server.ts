import { type Kysely, sql, type Transaction } from 'kysely';
import type { ReturnCopy } from '../copy/en/return';
import { defaultTaxYear } from '../tax/request-fields';
import type { Schema } from '../../server/db/schema';
import { DocumentIntegrityError } from '../../server/documents/crypto';
import type { DocumentKeyring } from '../../server/documents/keyring';
import { openField, sealField } from '../../server/documents/sealed-field';
import { addRequestsToLockedCase } from '../../server/cases/requests';
import { isUuid } from '../../server/cases/store';
import type { QueuedMail } from '../../server/cases/thread';
import { audit, AUDIT, visitorActor } from '../../server/staff/audit';
import {
  type ClientMail,
  clientMail,
  type ClientMailOptions,
} from '../../server/staff/client-mail';
import {
  type AccountType,
  EMPTY_ANSWERS,
  type FieldErrors,
  type ReturnAnswers,
  type ReturnForm,
} from './answers';
import { type AccountChange, checkReturnForm, latestToday, type PinChange } from './answer-checks';
import { storedAnswersSchema } from './stored-answers';
import { requestNames } from './checklist';
import { notifyStaff, type StaffNotify } from '../../server/mail/staff-notices';
import { RETURN_COPY } from './copy';
import { ACCOUNT_SEPARATOR, accountPlace, pinPlace, readRow, type Row } from './sealing.server';

/**
 * "Your return" kept (docs/return.md; decisions 111 to 115): the client's answers in
 * `return_details`, one row a case, the direct-deposit account and the IP PIN sealed under the
 * documents keys (server/documents/sealed-field.ts). What the page's route (/case/return,
 * /es/case/return) and the staff case page's "Return details" call. Every change runs in one
 * transaction with the case row locked, so two browsers sending at once are one after the other:
 * the second finds every document requested already and requests none.
 *
 * Never in a log line, an e-mail, a metric, the tracker or an answer to the visitor: the account
 * and routing numbers and the IP PIN. The visitor's views hold the account's last 4 digits only.
 */

type Executor = Kysely<Schema> | Transaction<Schema>;

/** Where the answers stand: the case page's line and the top of /case/return. */
export type ReturnStatus =
  | { readonly kind: 'not_started' }
  | { readonly kind: 'saved'; readonly savedAt: Date }
  | { readonly kind: 'sent'; readonly sentAt: Date };

/** The stored account as anyone but "Show account number" sees it. */
export interface SavedAccount {
  readonly type: AccountType | null;
  readonly last4: string;
}

/** What the visitor's page shows: never a full number. */
export interface ReturnDetails {
  readonly taxYear: number;
  readonly status: ReturnStatus;
  readonly answers: ReturnAnswers;
  readonly account: SavedAccount | null;
  readonly hasIpPin: boolean;
  /** Sent for signature (docs/review-and-sign.md): the answers are read-only to the visitor. */
  readonly locked: boolean;
}

const statusOf = (row: Row | undefined): ReturnStatus =>
  row === undefined
    ? { kind: 'not_started' }
    : row.sent_at === null
      ? { kind: 'saved', savedAt: row.saved_at }
      : { kind: 'sent', sentAt: row.sent_at };

export function detailsOf(row: Row | undefined, taxYear: number): ReturnDetails {
  if (row === undefined) {
    return {
      taxYear,
      status: statusOf(row),
      answers: EMPTY_ANSWERS,
      account: null,
      hasIpPin: false,
      locked: false,
    };
  }
  const answers = storedAnswersSchema.parse(row.answers);
  return {
    taxYear: row.tax_year,
    status: statusOf(row),
    answers,
    account:
      row.account_last4 === null ? null : { type: answers.accountType, last4: row.account_last4 },
    hasIpPin: row.ip_pin_sealed !== null,
    locked: row.locked_at !== null,
  };
}

/**
 * The case's answers for its page (/case/return): as stored, or empty with the calculator's
 * default tax year when none are. `caseId` is the visitor's case (the case cookie's).
 */
export async function loadReturnDetails(
  db: Executor,
  caseId: string,
  now: Date = new Date(),
): Promise<ReturnDetails> {
  const row = isUuid(caseId) ? await readRow(db, caseId) : undefined;
  return detailsOf(row, defaultTaxYear(now));
}

/** Where the case's answers stand, for the case page's "Your return" line. */
export async function returnStatus(db: Executor, caseId: string): Promise<ReturnStatus> {
  if (!isUuid(caseId)) return { kind: 'not_started' };
  const row = await db
    .selectFrom('return_details')
    .select(['saved_at', 'sent_at'])
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!row) return { kind: 'not_started' };
  return row.sent_at === null
    ? { kind: 'saved', savedAt: row.saved_at }
    : { kind: 'sent', sentAt: row.sent_at };
}

/** "Not started", "Saved, not sent yet", "Sent to your preparer on DATE" (`day` writes DATE). */
export function returnStatusLine(
  words: ReturnCopy,
  status: ReturnStatus,
  day: (at: Date) => string,
): string {
  if (status.kind === 'not_started') return words.status.notStarted;
  if (status.kind === 'saved') return words.status.saved;
  return words.status.sent(day(status.sentAt));
}

/** "Checking account ending in 6789" (a Checking account when its type was not given). */
export function accountLine(words: ReturnCopy, account: SavedAccount): string {
  return words.refund.accountEnding[account.type ?? 'checking'](account.last4);
}

// ——— Save and send ———

export interface ReturnStoreDeps {
  readonly db: Kysely<Schema>;
  /** The documents keys (Documents.documentsKeys): the newest seals, any in the list opens. */
  readonly keyring: DocumentKeyring;
  /**
   * The e-mail a new round of document requests sends (server/staff/client-mail.ts, as "Request
   * document" does: returnRequestMail below); none when not given.
   */
  readonly mail?: (tx: Transaction<Schema>) => Promise<QueuedMail | undefined>;
  /** Where staff are told that the details were sent (STAFF_EMAIL); none when off. */
  readonly staffNotify?: StaffNotify | undefined;
  readonly now?: () => Date;
}

export interface SaveReturnRequest {
  /** The visitor's case (the case cookie's). */
  readonly caseId: string;
  /** The form as posted (readReturnForm). */
  readonly form: ReturnForm;
  /** "Save" or "Send to your preparer". */
  readonly level: 'save' | 'send';
  /** The page's words: its refusals are in the page's language. */
  readonly words: ReturnCopy;
  /** The address the server saw (the audit log's). */
  readonly clientAddress: string;
}

export type SaveReturnResult =
  | {
      readonly ok: true;
      readonly details: ReturnDetails;
      /** Sent now (or sent again): the documents requested by this send, by name. */
      readonly requested: readonly string[];
      /** A change saved after the answers were sent: the case event "Return details changed". */
      readonly changedAfterSending: boolean;
    }
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly errors: FieldErrors;
      /** What is stored now (the valid answers kept, when any were: decision 111). */
      readonly details: ReturnDetails;
    }
  /** Sent for signature: read-only (docs/review-and-sign.md). */
  | { readonly ok: false; readonly reason: 'locked'; readonly details: ReturnDetails }
  /** No such case (disposed of meanwhile). */
  | { readonly ok: false; readonly reason: 'not found' };

/** A JSON text with its keys sorted: the same answers give the same text (jsonb reorders keys). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/**
 * Whether the stored value is `plaintext`. One that no longer opens (its key left the list too
 * early) is not: the value typed now replaces it.
 */
function opensTo(
  keyring: DocumentKeyring,
  place: string,
  sealed: Uint8Array | null,
  plaintext: string,
): boolean {
  if (sealed === null) return false;
  try {
    return openField(keyring, place, sealed).plaintext === plaintext;
  } catch (error) {
    if (error instanceof DocumentIntegrityError) return false;
    throw error;
  }
}

/** The sealed columns after the change, and whether what they hold changed. */
function sealedChange(
  keyring: DocumentKeyring,
  caseId: string,
  row: Row | undefined,
  account: AccountChange,
  pin: PinChange,
) {
  const stored = {
    account: row?.account_sealed ?? null,
    last4: row?.account_last4 ?? null,
    pin: row?.ip_pin_sealed ?? null,
  };
  let next = { ...stored };
  let changed = false;
  if (account.kind === 'remove' && stored.account !== null) {
    next = { ...next, account: null, last4: null };
    changed = true;
  }
  if (account.kind === 'set') {
    const plaintext = `${account.routingNumber}${ACCOUNT_SEPARATOR}${account.accountNumber}`;
    const same = opensTo(keyring, accountPlace(caseId), stored.account, plaintext);
    if (!same) {
      next = {
        ...next,
        account: sealField(keyring, accountPlace(caseId), plaintext),
        last4: account.accountNumber.slice(-4),
      };
      changed = true;
    }
  }
  if (pin.kind === 'remove' && stored.pin !== null) {
    next = { ...next, pin: null };
    changed = true;
  }
  if (pin.kind === 'set') {
    const same = opensTo(keyring, pinPlace(caseId), stored.pin, pin.pin);
    if (!same) {
      next = { ...next, pin: sealField(keyring, pinPlace(caseId), pin.pin) };
      changed = true;
    }
  }
  return { next, changed };
}

/**
 * "Save" and "Send to your preparer" (decisions 111 and 114), in one transaction with the case
 * locked:
 * - Save keeps every valid answer; a refused one keeps what was stored, and its error comes back.
 * - Send also checks everything required. Refused, it saves what Save would and says why; taken,
 *   it stores the answers as sent (sent_at) and requests each document they call for that the
 *   case was not asked for yet (one e-mail a round: server/cases/requests.ts), audited "return
 *   details sent".
 * - Once sent, the answers stay complete: a Save is checked as a Send, and nothing is stored
 *   unless all of it passes; a change then is the case event "Return details changed".
 * - Sent for signature (locked): nothing changes.
 */
export async function saveReturnDetails(
  deps: ReturnStoreDeps,
  request: SaveReturnRequest,
): Promise<SaveReturnResult> {
  const { db, keyring } = deps;
  const now = deps.now?.() ?? new Date();
  const { caseId } = request;
  if (!isUuid(caseId)) return { ok: false, reason: 'not found' };
  return db.transaction().execute(async (tx): Promise<SaveReturnResult> => {
    const found = await tx
      .selectFrom('cases')
      .select(['reference', 'language'])
      .where('id', '=', caseId)
      .forUpdate()
      .executeTakeFirst();
    if (!found) return { ok: false, reason: 'not found' };
    const row = await readRow(tx, caseId, true);
    const before = detailsOf(row, defaultTaxYear(now));
    if (before.locked) return { ok: false, reason: 'locked', details: before };
    const sentBefore = row?.sent_at != null;
    const level = sentBefore ? 'send' : request.level;
    const checked = checkReturnForm(request.form, request.words, {
      level,
      previous: before.answers,
      hasAccount: row?.account_sealed != null,
      today: latestToday(now),
    });
    const invalid = Object.keys(checked.errors).length > 0;
    if (invalid && sentBefore) {
      return { ok: false, reason: 'invalid', errors: checked.errors, details: before };
    }
    const sealed = sealedChange(keyring, caseId, row, checked.account, checked.pin);
    const answersChanged = canonical(checked.answers) !== canonical(before.answers);
    const changed = row === undefined || answersChanged || sealed.changed;
    const sending = request.level === 'send' && !invalid;
    const names = sending
      ? requestNames(checked.answers, RETURN_COPY[found.language].requests)
      : [];
    const asked = new Set(
      names.length === 0
        ? []
        : (
            await tx
              .selectFrom('document_requests')
              .select('name')
              .where('case_id', '=', caseId)
              .where('name', 'in', names)
              .execute()
          ).map((r) => r.name),
    );
    const toRequest = [...new Set(names)].filter((name) => !asked.has(name));

    if (changed) {
      const values = {
        answers: sql<string>`cast(${JSON.stringify(checked.answers)} as jsonb)`,
        account_sealed: sealed.next.account,
        account_last4: sealed.next.last4,
        ip_pin_sealed: sealed.next.pin,
        saved_at: now,
      };
      await tx
        .insertInto('return_details')
        .values({ case_id: caseId, tax_year: before.taxYear, ...values })
        .onConflict((conflict) => conflict.column('case_id').doUpdateSet(values))
        .execute();
    }
    // Sent once and not changed since, with every document asked for: a second send is nothing.
    const sendsNow = sending && (!sentBefore || changed || toRequest.length > 0);
    if (sendsNow) {
      await tx
        .updateTable('return_details')
        .set({ sent_at: now })
        .where('case_id', '=', caseId)
        .execute();
      const added = await addRequestsToLockedCase(
        tx,
        { caseId, names: toRequest, staffId: null },
        deps.mail,
      );
      const who = visitorActor(request.clientAddress);
      await audit(
        tx,
        who,
        AUDIT.returnDetailsSent,
        `case ${found.reference}: ${added.ids.length} documents requested`,
      );
      if (added.mailed) await audit(tx, who, AUDIT.signInLinkSent, `case ${found.reference}`);
    }
    const changedAfterSending = sentBefore && changed;
    if (sendsNow && !sentBefore) {
      await sql`select case_event(${caseId}, 'return_sent', null, null, null)`.execute(tx);
      await notifyStaff(tx, deps.staffNotify, 'returnSent', found.reference);
    } else if (changedAfterSending) {
      await sql`select case_event(${caseId}, 'return_changed', null, null, null)`.execute(tx);
    }
    const details = detailsOf(await readRow(tx, caseId), before.taxYear);
    if (invalid) return { ok: false, reason: 'invalid', errors: checked.errors, details };
    return { ok: true, details, requested: sendsNow ? toRequest : [], changedAfterSending };
  });
}

/**
 * The e-mail of a new round of requests made by "Send to your preparer": the one "Request
 * document" sends (what happened and a link, never a document's name: decision 087), to the
 * case's e-mail for updates in the case's language; none with mail off or no address. Pass its
 * `make` as ReturnStoreDeps.mail.
 */
export function returnRequestMail(
  options: ClientMailOptions,
  caseId: string,
  reference: string,
): ClientMail {
  return clientMail(options, caseId, (words, _lang, link, signature) => ({
    subject: words.requestSubject(reference),
    body: words.requestBody(reference, link, signature.siteName, signature.phone),
  }));
}
