import { createHmac, randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { loadServerKey } from '../db/server-keys';
import { enqueueMail } from '../mail/outbox';
import { caseContact } from '../cases/sign-in-links';
import { isUuid } from '../cases/store';
import { audit, AUDIT, visitorActor } from '../staff/audit';
import { addSigningEvent } from './events';
import type { Executor } from './identity';
import { lockedCase, SIGNING_COPY, type SigningOptions } from './options';
import { openReturn } from './returns';

/**
 * The identity checks before a signature (docs/review-and-sign.md; decision 117): the date of birth
 * of "About you" and a 6-digit code e-mailed at that moment, valid 15 minutes, single use, at most
 * 5 a day. Three wrong answers in a row (a date of birth or a code that does not match) lock
 * signing for 24 hours and tell staff. Everything is in the database, so any number of instances
 * agree.
 */
export const CODE_DIGITS = 6;
export const CODE_MINUTES = 15;
export const CODES_PER_DAY = 5;
export const WRONG_ANSWERS_TO_LOCK = 3;
export const LOCK_HOURS = 24;

/** The server key the codes' HMAC is made with (server_keys): a stolen table reveals no code. */
const CODE_KEY = 'signing-code';

/** A code's hash: HMAC-SHA256 under the server key, of the case and the code. */
async function codeHash(db: Executor, caseId: string, code: string): Promise<string> {
  const key = await loadServerKey(db, CODE_KEY);
  return createHmac('sha256', key).update(`${caseId}\n${code}`).digest('hex');
}

/** Whether a code as typed has the code's form (6 digits, spaces around ignored). */
export function codeForm(typed: string): string | undefined {
  const code = typed.replace(/\s+/g, '');
  return new RegExp(`^[0-9]{${CODE_DIGITS}}$`).test(code) ? code : undefined;
}

/** Until when signing is locked for the case; null when it is not. */
export async function lockedUntil(db: Executor, caseId: string): Promise<Date | null> {
  if (!isUuid(caseId)) return null;
  const row = await db
    .selectFrom('signing_checks')
    .select(sql<Date | null>`case when locked_until > now() then locked_until end`.as('until'))
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.until ?? null;
}

export type CodeResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason:
        | 'noReturn'
        | 'replaced'
        | 'alreadySigned'
        | 'locked'
        | 'noEmail'
        | 'mailOff'
        | 'tooManyCodes';
    };

/**
 * Whether a signing code can reach the client, and if not the true reason: this server sends no
 * mail (no SMTP_URL: the client signs on paper), or the case has no e-mail for updates. The one
 * rule the code's post, the client's page and the staff's "Return for signature" read (decision
 * 185).
 */
export type CodeDelivery = 'email' | 'mailOff' | 'noAddress';

export function codeDelivery(mailOn: boolean, email: string | null | undefined): CodeDelivery {
  if (!mailOn) return 'mailOff';
  return email ? 'email' : 'noAddress';
}

/**
 * "E-mail me a code": a fresh code for the case's current return, e-mailed to the case's address
 * for updates in its language (subject "Your signing code for case QR-…", the code in the body),
 * its HMAC stored, audited "signing code sent". Codes sent before stay valid until they expire.
 */
export async function sendSigningCode(
  options: SigningOptions,
  input: { caseId: string; returnId: number; clientAddress: string },
): Promise<CodeResult> {
  if (!isUuid(input.caseId)) return { ok: false, reason: 'noReturn' };
  return options.db.transaction().execute(async (tx): Promise<CodeResult> => {
    const found = await lockedCase(tx, input.caseId);
    if (!found) return { ok: false, reason: 'noReturn' };
    const refused = await openReturn(tx, input.caseId, input.returnId);
    if (refused !== undefined) return { ok: false, reason: refused };
    if ((await lockedUntil(tx, input.caseId)) !== null) return { ok: false, reason: 'locked' };
    const contact = await caseContact(tx, input.caseId);
    const signature = options.clientMail;
    const delivery = codeDelivery(signature !== undefined, contact?.email);
    if (delivery === 'mailOff') return { ok: false, reason: 'mailOff' };
    if (!signature || !contact?.email) return { ok: false, reason: 'noEmail' };
    const today = await tx
      .selectFrom('signing_codes')
      .select(sql<number>`count(*)::integer`.as('codes'))
      .where('case_id', '=', input.caseId)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(today.codes) >= CODES_PER_DAY) return { ok: false, reason: 'tooManyCodes' };
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    await tx
      .insertInto('signing_codes')
      .values({
        case_id: input.caseId,
        code_hash: await codeHash(tx, input.caseId, code),
        expires_at: sql<Date>`now() + make_interval(mins => ${CODE_MINUTES})`,
      })
      .execute();
    const words = SIGNING_COPY[contact.language].mail;
    // Mail to the case's client (decision 100): sent on its own, not gathered for staff.
    await enqueueMail(
      tx,
      contact.email,
      {
        subject: words.codeSubject(found.reference),
        body: words.codeBody(found.reference, code, signature.siteName, signature.phone),
      },
      input.caseId,
    );
    await audit(
      tx,
      visitorActor(input.clientAddress),
      AUDIT.signingCodeSent,
      `case ${found.reference}`,
    );
    return { ok: true };
  });
}

/** The id of a valid code of the case (unused, unexpired) matching `code`; undefined otherwise. */
export async function validCode(
  db: Executor,
  caseId: string,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('signing_codes')
    .select('id')
    .where('case_id', '=', caseId)
    .where('code_hash', '=', await codeHash(db, caseId, code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.id;
}

/** Spends a code, once: false when it was spent or expired meanwhile. */
export async function spendCode(tx: Transaction<Schema>, codeId: number): Promise<boolean> {
  const spent = await tx
    .updateTable('signing_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** Which answer did not match, as the audit log names it (never what was typed). */
export type WrongAnswer = 'date of birth' | "spouse's date of birth" | 'code';

/**
 * One post with wrong identity answers, counted in the caller's transaction, which holds the
 * case's row (lockedCase) from before the answers were evaluated (signReturn): audited "identity
 * check failed" (which case and which answers), counted; the third in a row locks signing for 24
 * hours, with an event staff see. Returns whether signing is now locked.
 */
export async function countWrongAnswer(
  tx: Transaction<Schema>,
  input: {
    caseId: string;
    reference: string;
    clientAddress: string;
    wrong: readonly WrongAnswer[];
  },
): Promise<boolean> {
  await audit(
    tx,
    visitorActor(input.clientAddress),
    AUDIT.identityCheckFailed,
    `case ${input.reference}: ${input.wrong.join(', ')}`,
  );
  const row = await tx
    .insertInto('signing_checks')
    .values({ case_id: input.caseId, wrong_in_a_row: 1 })
    .onConflict((conflict) =>
      conflict.column('case_id').doUpdateSet({
        wrong_in_a_row: sql<number>`least(signing_checks.wrong_in_a_row + 1, ${WRONG_ANSWERS_TO_LOCK})`,
      }),
    )
    .returning('wrong_in_a_row')
    .executeTakeFirstOrThrow();
  if (row.wrong_in_a_row < WRONG_ANSWERS_TO_LOCK) return false;
  // Locked; the count starts again, so that after the lock three more wrong answers lock again.
  await tx
    .updateTable('signing_checks')
    .set({
      wrong_in_a_row: 0,
      locked_until: sql<Date>`now() + make_interval(hours => ${LOCK_HOURS})`,
    })
    .where('case_id', '=', input.caseId)
    .execute();
  await addSigningEvent(tx, input.caseId, 'signing_locked');
  return true;
}

/** Right answers end a row of wrong ones. */
export async function clearWrongAnswers(db: Executor, caseId: string): Promise<void> {
  await db
    .updateTable('signing_checks')
    .set({ wrong_in_a_row: 0 })
    .where('case_id', '=', caseId)
    .where('wrong_in_a_row', '>', 0)
    .execute();
}
