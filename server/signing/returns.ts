import { notifyStaff } from '../mail/staff-notices';
import { sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { sha256Hex, type SealedFile } from '../documents/sealed-files';
import { enqueueMail } from '../mail/outbox';
import { caseContact, issueSignInLink } from '../cases/sign-in-links';
import { isUuid } from '../cases/store';
import { type Actor, audit, AUDIT } from '../staff/audit';
import { addSigningEvent } from './events';
import { keepSignedUntil } from './keep-until';
import type { Executor } from './identity';
import { lockedCase, SIGNING_COPY, type SigningOptions } from './options';
import { pdfPages } from './pdf-pages';

/**
 * Returns sent for signature (docs/review-and-sign.md; decision 116): staff send the return and its
 * Form 8879 with the refund and our fee; sending another voids the one before and any signature of
 * it. The state both case pages show, "Unchanged since signing", a paper signature, and the
 * downloads.
 */

/** The largest refund or fee staff may enter: $10 million (as the estimate, server/cases/money.ts). */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

export interface SendInput {
  readonly caseId: string;
  /** The staff member sending (the audit log's actor, the event's staff). */
  readonly staff: Actor & { readonly id: number };
  /**
   * The files as the form posted them, streamed into the store and published
   * (./signing-form.ts): kept when the return is sent, removed when it is refused.
   */
  readonly returnPdf: SealedFile | undefined;
  readonly formPdf: SealedFile | undefined;
  readonly refundCents: number;
  readonly feeCents: number;
}

/** Why a send was refused, each a sentence of `staffCopy.signing.errors` (or "not found"). */
export type SendRefusal =
  | 'not found'
  | 'noDetails'
  | 'returnPdf'
  | 'formPdf'
  | 'notPdf'
  | 'tooManyPages'
  | 'tooLarge'
  | 'refund'
  | 'fee';

export type SendResult =
  | { readonly ok: true; readonly returnId: number; readonly mailed: boolean }
  | { readonly ok: false; readonly reason: SendRefusal };

/**
 * The return or the 8879 as sent: a PDF (by its bytes, as the form's reader sniffed them) of the
 * upload's size, of MAX_PDF_PAGES pages at most, that pdf-lib opens (read back from the store and
 * counted in a worker thread: ./pdf-pages.ts).
 */
async function checkedPdf(
  options: SigningOptions,
  file: SealedFile | undefined,
  missing: 'returnPdf' | 'formPdf',
): Promise<SendRefusal | undefined> {
  if (file === undefined || file.bytes === 0) return missing;
  if (file.bytes > options.maxBytes) return 'tooLarge';
  if (file.type.format !== 'pdf') return 'notPdf';
  const bytes = await options.files.read(file.id);
  if (bytes === undefined) return missing;
  // The record page is added to the 8879 when it is signed: it must open now, not fail then.
  const pages = await pdfPages(bytes);
  if (!pages.ok) return pages.reason;
  return undefined;
}

/** Runs `work` on posted files: removed when it refuses or fails, kept when it succeeds. */
async function keptIfDone<Result extends { readonly ok: boolean }>(
  options: SigningOptions,
  posted: readonly (SealedFile | undefined)[],
  work: () => Promise<Result>,
): Promise<Result> {
  const given = posted.filter((file) => file !== undefined);
  try {
    const result = await work();
    if (!result.ok) await removeAll(options, given);
    return result;
  } catch (error) {
    await removeAll(options, given);
    throw error;
  }
}

const isAmount = (cents: number) =>
  Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_AMOUNT_CENTS;

async function addFile(
  tx: Transaction<Schema>,
  caseId: string,
  kind: Schema['signing_files']['kind'],
  file: SealedFile,
): Promise<void> {
  await tx
    .insertInto('signing_files')
    .values({
      id: file.id,
      case_id: caseId,
      kind,
      content_type: file.type.contentType,
      size_bytes: file.bytes,
      sha256: file.sha256,
    })
    .execute();
}

/**
 * "Send for signature": both files (stored as the form was read) checked, then in one transaction
 * their records, the return (the current one voided), the status "Waiting for you", the event
 * "Return ready to sign", the return details locked, the e-mail "Your return for case QR-… is
 * ready to sign" (a link, no figure), and the audit entry. Refused, the posted files removed, when
 * the client has not sent their return details, or a file or amount is not right.
 */
export function sendForSignature(options: SigningOptions, input: SendInput): Promise<SendResult> {
  return keptIfDone(options, [input.returnPdf, input.formPdf], () => send(options, input));
}

async function send(options: SigningOptions, input: SendInput): Promise<SendResult> {
  const { db, details } = options;
  if (!isUuid(input.caseId)) return { ok: false, reason: 'not found' };
  if (
    !(await db.selectFrom('cases').select('id').where('id', '=', input.caseId).executeTakeFirst())
  ) {
    return { ok: false, reason: 'not found' };
  }
  if ((await details.read(db, input.caseId)) === undefined) {
    return { ok: false, reason: 'noDetails' };
  }
  const refused =
    (await checkedPdf(options, input.returnPdf, 'returnPdf')) ??
    (await checkedPdf(options, input.formPdf, 'formPdf')) ??
    (isAmount(input.refundCents) ? undefined : 'refund') ??
    (isAmount(input.feeCents) ? undefined : 'fee');
  const returnFile = input.returnPdf;
  const formFile = input.formPdf;
  if (refused !== undefined || !returnFile || !formFile) {
    return { ok: false, reason: refused ?? 'returnPdf' };
  }
  return db.transaction().execute(async (tx): Promise<SendResult> => {
    const found = await lockedCase(tx, input.caseId);
    if (!found) return { ok: false, reason: 'not found' };
    // Read again under the case's lock: the details are what the signature is checked against.
    const identity = await details.read(tx, input.caseId);
    if (identity === undefined) return { ok: false, reason: 'noDetails' };
    await addFile(tx, input.caseId, 'return', returnFile);
    await addFile(tx, input.caseId, 'form', formFile);
    await tx
      .updateTable('signing_returns')
      .set({ voided_at: sql<Date>`now()` })
      .where('case_id', '=', input.caseId)
      .where('voided_at', 'is', null)
      .execute();
    const { id } = await tx
      .insertInto('signing_returns')
      .values({
        case_id: input.caseId,
        tax_year: identity.taxYear,
        joint: identity.joint,
        return_file: returnFile.id,
        form_file: formFile.id,
        refund_cents: input.refundCents,
        fee_cents: input.feeCents,
        sent_by: input.staff.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statusChanged = found.status !== 'waiting';
    if (statusChanged) {
      await tx
        .updateTable('cases')
        .set({ status: 'waiting' })
        .where('id', '=', input.caseId)
        .execute();
    }
    await addSigningEvent(tx, input.caseId, 'sent_for_signature', {
      status: statusChanged ? 'waiting' : null,
      staffId: input.staff.id,
    });
    await details.lock(tx, input.caseId);
    const mailed = await mailReady(tx, options, input.caseId, found.reference);
    await audit(
      tx,
      input.staff,
      AUDIT.returnSentForSignature,
      `case ${found.reference}: return ${id}`,
    );
    return { ok: true, returnId: id, mailed };
  });
}

async function removeAll(options: SigningOptions, stored: readonly SealedFile[]): Promise<void> {
  for (const file of stored) await options.files.remove(file.id).catch(() => {});
}

/** "Your return for case QR-… is ready to sign", in the case's language: a link, never a figure. */
async function mailReady(
  tx: Transaction<Schema>,
  options: SigningOptions,
  caseId: string,
  reference: string,
): Promise<boolean> {
  const signature = options.clientMail;
  if (!signature) return false;
  const contact = await caseContact(tx, caseId);
  if (!contact?.email) return false;
  const link = await issueSignInLink(tx, caseId, options.publicUrl);
  const words = SIGNING_COPY[contact.language].mail;
  // Mail to the case's client (decision 100): sent on its own, not gathered for staff.
  await enqueueMail(
    tx,
    contact.email,
    {
      subject: words.readySubject(reference),
      body: words.readyBody(reference, link, signature.siteName, signature.phone),
    },
    caseId,
  );
  return true;
}

/** A file of a return, as the pages link to it. */
export interface SigningFileRef {
  readonly id: string;
  readonly contentType: string;
}

/** The return waiting for a signature, or signed, as both case pages show it. */
export interface CurrentReturn {
  /** Posted back with the signature: a signature for another return is refused. */
  readonly id: number;
  readonly taxYear: number;
  readonly joint: boolean;
  readonly sentAt: Date;
  readonly refundCents: number;
  readonly feeCents: number;
  readonly returnFile: SigningFileRef;
  readonly formFile: SigningFileRef;
  /** Null while unsigned. */
  readonly signed: {
    readonly at: Date;
    readonly method: 'electronic' | 'paper';
    /** "Ana López" or "Ana López and Juan López" (electronic); null on paper. */
    readonly names: string | null;
    /** The signed form with its record (electronic), or the form signed on paper. */
    readonly file: SigningFileRef;
  } | null;
  /** A form signed on paper the client sent, waiting for staff; null when none. */
  readonly paper: { readonly sentAt: Date; readonly file: SigningFileRef } | null;
}

export interface SigningState {
  /** Undefined when no return was ever sent for signature. */
  readonly current: CurrentReturn | undefined;
  /**
   * "Signature void: the return was replaced": an earlier return was signed, then replaced by
   * the current one, which is not signed yet.
   */
  readonly signatureVoided: boolean;
  /** Signing locked after three wrong identity answers, until then; null when not locked. */
  readonly lockedUntil: Date | null;
}

const toNumber = (value: string | number | bigint) => Number(value);

/** What the case pages show of signing (staff's "Return for signature", the client's section). */
export async function signingState(db: Executor, caseId: string): Promise<SigningState> {
  if (!isUuid(caseId)) return { current: undefined, signatureVoided: false, lockedUntil: null };
  const [row, voidedSigned, check] = await Promise.all([
    db
      .selectFrom('signing_returns as r')
      .innerJoin('signing_files as rf', 'rf.id', 'r.return_file')
      .innerJoin('signing_files as ff', 'ff.id', 'r.form_file')
      .leftJoin('signing_files as sf', 'sf.id', 'r.signed_file')
      .leftJoin('signing_files as pf', 'pf.id', 'r.paper_file')
      .select([
        'r.id',
        'r.tax_year',
        'r.joint',
        'r.sent_at',
        'r.refund_cents',
        'r.fee_cents',
        'r.signed_at',
        'r.method',
        'r.signer_names',
        'r.paper_sent_at',
        'rf.id as return_id',
        'rf.content_type as return_type',
        'ff.id as form_id',
        'ff.content_type as form_type',
        'sf.id as signed_id',
        'sf.content_type as signed_type',
        'pf.id as paper_id',
        'pf.content_type as paper_type',
      ])
      .where('r.case_id', '=', caseId)
      .where('r.voided_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('signing_returns')
      .select('id')
      .where('case_id', '=', caseId)
      .where('voided_at', 'is not', null)
      .where('signed_at', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('signing_checks')
      .select(sql<Date | null>`case when locked_until > now() then locked_until end`.as('until'))
      .where('case_id', '=', caseId)
      .executeTakeFirst(),
  ]);
  const lockedUntil = check?.until ?? null;
  if (!row) return { current: undefined, signatureVoided: false, lockedUntil };
  const refundCents = toNumber(row.refund_cents);
  const feeCents = toNumber(row.fee_cents);
  const paperFile =
    row.paper_id !== null && row.paper_type !== null
      ? { id: row.paper_id, contentType: row.paper_type }
      : null;
  const signedFile =
    row.method === 'paper'
      ? paperFile
      : row.signed_id !== null && row.signed_type !== null
        ? { id: row.signed_id, contentType: row.signed_type }
        : null;
  const signed =
    row.signed_at !== null && row.method !== null && signedFile !== null
      ? { at: row.signed_at, method: row.method, names: row.signer_names, file: signedFile }
      : null;
  const current: CurrentReturn = {
    id: row.id,
    taxYear: row.tax_year,
    joint: row.joint,
    sentAt: row.sent_at,
    refundCents,
    feeCents,
    returnFile: { id: row.return_id, contentType: row.return_type },
    formFile: { id: row.form_id, contentType: row.form_type },
    signed,
    paper:
      signed === null && paperFile !== null && row.paper_sent_at !== null
        ? { sentAt: row.paper_sent_at, file: paperFile }
        : null,
  };
  return { current, signatureVoided: signed === null && voidedSigned !== undefined, lockedUntil };
}

/**
 * "Unchanged since signing" or "Changed since signing": every stored file of the signed return
 * (the return, the 8879 as sent, the signed form or the form signed on paper) read again and
 * hashed, each time it is asked, against the SHA-256 recorded when it was stored. A file missing,
 * or that no longer opens (altered ciphertext fails authentication), is changed. Undefined when
 * the return is not signed.
 */
export async function signedFilesUnchanged(
  options: Pick<SigningOptions, 'db' | 'files'>,
  caseId: string,
  returnId: number,
): Promise<boolean | undefined> {
  if (!isUuid(caseId)) return undefined;
  const row = await options.db
    .selectFrom('signing_returns')
    .select(['return_file', 'form_file', 'signed_file', 'paper_file', 'method'])
    .where('case_id', '=', caseId)
    .where('id', '=', returnId)
    .where('signed_at', 'is not', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const ids = [
    row.return_file,
    row.form_file,
    row.method === 'paper' ? row.paper_file : row.signed_file,
  ];
  for (const id of ids) {
    if (id === null) return false;
    const recorded = await options.db
      .selectFrom('signing_files')
      .select('sha256')
      .where('id', '=', id)
      .executeTakeFirst();
    const content = await options.files.read(id).catch(() => undefined);
    if (!recorded || content === undefined || sha256Hex(content) !== recorded.sha256) return false;
  }
  return true;
}

/** A file of signing of this case, for a download: its kind, or undefined when not the case's. */
export async function signingFileOf(
  db: Executor,
  caseId: string,
  fileId: string,
): Promise<Schema['signing_files']['kind'] | undefined> {
  if (!isUuid(caseId)) return undefined;
  const row = await db
    .selectFrom('signing_files')
    .select('kind')
    .where('id', '=', fileId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.kind;
}

/**
 * "signed form downloaded": the signed form (or the form signed on paper) sent to staff or to the
 * client; which case, never the file.
 */
export async function auditSignedFormDownload(
  db: Executor,
  actor: Actor,
  caseId: string,
): Promise<void> {
  const found = await db
    .selectFrom('cases')
    .select('reference')
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (found) await audit(db, actor, AUDIT.signedFormDownloaded, `case ${found.reference}`);
}

export type PaperResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'noReturn' | 'replaced' | 'alreadySigned' | 'file' | 'tooLarge';
    };

/**
 * "Send signed form" (the client's "Prefer to sign on paper?"): a PDF or an image checked and
 * sealed as every upload (the form's reader: ./signing-form.ts), kept with the return as a paper
 * signature awaiting staff. A second one before staff accept takes the place of the first.
 * Refused, the file removed, for a return that is not the current one, or is signed.
 */
export function sendPaperSignature(
  options: SigningOptions,
  input: { caseId: string; returnId: number; clientAddress: string; file: SealedFile | undefined },
): Promise<PaperResult> {
  return keptIfDone(options, [input.file], () => sendPaper(options, input));
}

async function sendPaper(
  options: SigningOptions,
  input: { caseId: string; returnId: number; clientAddress: string; file: SealedFile | undefined },
): Promise<PaperResult> {
  const { db, files } = options;
  const early = await openReturn(db, input.caseId, input.returnId);
  if (early !== undefined) return { ok: false, reason: early };
  const stored = input.file;
  if (stored === undefined || stored.bytes === 0) return { ok: false, reason: 'file' };
  if (stored.bytes > options.maxBytes) return { ok: false, reason: 'tooLarge' };
  let replaced: string | null = null;
  const result = await db.transaction().execute(async (tx): Promise<PaperResult> => {
    const found = await lockedCase(tx, input.caseId);
    if (!found) return { ok: false, reason: 'noReturn' };
    const refused = await openReturn(tx, input.caseId, input.returnId);
    if (refused !== undefined) return { ok: false, reason: refused };
    const before = await tx
      .selectFrom('signing_returns')
      .select('paper_file')
      .where('id', '=', input.returnId)
      .executeTakeFirstOrThrow();
    await addFile(tx, input.caseId, 'paper_form', stored);
    await tx
      .updateTable('signing_returns')
      .set({ paper_file: stored.id, paper_sent_at: sql<Date>`now()` })
      .where('id', '=', input.returnId)
      .execute();
    if (before.paper_file !== null) {
      replaced = before.paper_file;
      await tx.deleteFrom('signing_files').where('id', '=', before.paper_file).execute();
    }
    await addSigningEvent(tx, input.caseId, 'paper_signature');
    await notifyStaff(tx, options.staffNotify, 'paperSigned', found.reference);
    return { ok: true };
  });
  if (replaced !== null) await files.remove(replaced).catch(() => {});
  return result;
}

/** Why a return cannot take a signature now; undefined when it is the case's current, unsigned one. */
export async function openReturn(
  db: Executor,
  caseId: string,
  returnId: number,
): Promise<'noReturn' | 'replaced' | 'alreadySigned' | undefined> {
  if (!isUuid(caseId)) return 'noReturn';
  const row = await db
    .selectFrom('signing_returns')
    .select(['voided_at', 'signed_at'])
    .where('case_id', '=', caseId)
    .where('id', '=', returnId)
    .executeTakeFirst();
  if (!row) return 'noReturn';
  if (row.voided_at !== null) return 'replaced';
  if (row.signed_at !== null) return 'alreadySigned';
  return undefined;
}

/**
 * "Accept paper signature": the form signed on paper the client sent signs the return, from now;
 * audited "paper signature received". False when the return is not the case's current one with a
 * paper signature waiting.
 */
export async function acceptPaperSignature(
  db: SigningOptions['db'],
  input: { caseId: string; returnId: number; staff: Actor & { readonly id: number } },
): Promise<boolean> {
  if (!isUuid(input.caseId)) return false;
  return db.transaction().execute(async (tx) => {
    const found = await lockedCase(tx, input.caseId);
    if (!found) return false;
    const row = await tx
      .selectFrom('signing_returns')
      .select(['tax_year'])
      .where('id', '=', input.returnId)
      .where('case_id', '=', input.caseId)
      .where('voided_at', 'is', null)
      .where('signed_at', 'is', null)
      .where('paper_file', 'is not', null)
      .executeTakeFirst();
    if (!row) return false;
    const signedAt = new Date();
    await tx
      .updateTable('signing_returns')
      .set({
        signed_at: signedAt,
        method: 'paper',
        accepted_by: input.staff.id,
        keep_until: keepSignedUntil(row.tax_year, signedAt),
      })
      .where('id', '=', input.returnId)
      .execute();
    await addSigningEvent(tx, input.caseId, 'return_signed', { staffId: input.staff.id });
    await audit(
      tx,
      input.staff,
      AUDIT.paperSignatureReceived,
      `case ${found.reference}: return ${input.returnId}`,
    );
    return true;
  });
}
