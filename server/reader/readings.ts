import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { SUPPORTED_TAX_YEARS } from '~/tax/years';
import type { Schema } from '../db/schema';
import type { DocumentKeyring } from '../documents/keyring';
import { openField, sealField } from '../documents/sealed-field';
import { type Actor, AUDIT, audit } from '../staff/audit';
import type { Reading, ReadingMethod } from './result';

/*
 * The reading job's queue and what it found (migration 17, decision 106). Every document a case
 * receives is queued in the transaction that records it (server/cases/store.ts addDocument); the
 * job (job.ts) claims the oldest with FOR UPDATE SKIP LOCKED under a lease, so that instances never
 * read one document twice at once and a crashed instance's reading is claimed again once its lease
 * ends, MAX_ATTEMPTS times at most. A W-2's figures are sealed in one value under the documents
 * keys (sealed-field.ts), covered by `npm run keys -- reencrypt` (reencryptW2Figures).
 */

type Db = Kysely<Schema>;
type Executor = Db | Transaction<Schema>;

/** A reading tried this often (each a crash or an error of the job's) is given up as 'failed'. */
export const MAX_ATTEMPTS = 3;

/** How long a claim holds: longer than a reading's own time limit (reading-process.ts). */
export const LEASE_MS = 10 * 60_000;

/**
 * The open requests a W-2 read fills, by the start of their names (the return's checklist, in
 * both languages: "Form W-2", "Form W-2 (1 of 2)", "Formulario W-2 (1 de 2)").
 */
export const W2_REQUEST_PREFIXES = ['Form W-2', 'Formulario W-2'] as const;

/** Queues a document for reading: in the transaction that records it. */
export async function queueReading(
  tx: Transaction<Schema>,
  documentId: string,
  caseId: string,
): Promise<void> {
  await tx
    .insertInto('document_readings')
    .values({ document_id: documentId, case_id: caseId })
    .onConflict((conflict) => conflict.column('document_id').doNothing())
    .execute();
}

export interface Claim {
  readonly documentId: string;
  readonly caseId: string;
  /** The attempt this claim is: the token its result is written under. */
  readonly attempt: number;
}

/**
 * The oldest reading due (queued, or claimed by an instance whose lease ended), claimed for
 * `leaseMs`; undefined when none is due. Readings past MAX_ATTEMPTS are closed as failed first.
 */
export async function claimReading(db: Db, leaseMs = LEASE_MS): Promise<Claim | undefined> {
  await db
    .updateTable('document_readings')
    .set({
      state: 'done',
      kind: 'other',
      reason: 'failed',
      read_at: sql<Date>`now()`,
      lease_until: null,
    })
    .where('attempts', '>=', MAX_ATTEMPTS)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'queued'),
        eb.and([eb('state', '=', 'reading'), eb('lease_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .execute();
  const claimed = await sql<{ document_id: string; case_id: string; attempts: number }>`
    update document_readings
       set state = 'reading', attempts = attempts + 1,
           lease_until = now() + make_interval(secs => ${leaseMs / 1000})
     where document_id = (
       select document_id from document_readings
        where (state = 'queued' or (state = 'reading' and lease_until < now()))
          and attempts < ${MAX_ATTEMPTS}
        order by queued_at, document_id
        limit 1
        for update skip locked)
    returning document_id, case_id, attempts`.execute(db);
  const row = claimed.rows[0];
  return row === undefined
    ? undefined
    : { documentId: row.document_id, caseId: row.case_id, attempt: row.attempts };
}

/** Gives a claim back after an error of the job's own (the store unreachable): tried again. */
export async function releaseReading(db: Db, claim: Claim): Promise<void> {
  await db
    .updateTable('document_readings')
    .set({ state: 'queued', lease_until: null })
    .where('document_id', '=', claim.documentId)
    .where('state', '=', 'reading')
    .where('attempts', '=', claim.attempt)
    .execute();
}

/** What is sealed: the four facts a W-2 reading keeps. */
const figuresSchema = z.object({
  taxYear: z.number().int(),
  employer: z.string().min(1).max(200),
  wages: z.number().int().nonnegative(),
  withheld: z.number().int().nonnegative(),
  /** Boxes 15 to 17 when read: each state's code, wages and income tax withheld, in cents. */
  states: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z]{2}$/),
        wages: z.number().int().nonnegative(),
        withheld: z.number().int().nonnegative(),
      }),
    )
    .max(4)
    .optional(),
});
export type W2Figures = z.infer<typeof figuresSchema>;

/** Each document's figures under a context of their own: a sealed value moved elsewhere fails. */
const figuresContext = (documentId: string) => `document_readings.figures ${documentId}`;

function sealFigures(keyring: DocumentKeyring, documentId: string, figures: W2Figures): Buffer {
  return sealField(keyring, figuresContext(documentId), JSON.stringify(figures));
}

function openFigures(keyring: DocumentKeyring, documentId: string, sealed: Uint8Array): W2Figures {
  const { plaintext } = openField(keyring, figuresContext(documentId), sealed);
  return figuresSchema.parse(JSON.parse(plaintext));
}

/**
 * Writes a claim's reading, in one transaction: the row done (only while the claim is still this
 * one: a lease that ended and was claimed again writes nothing), and for a W-2 the figures sealed
 * and the case's first open "Form W-2…" request filled with the document (unless a request has it
 * already: it was the answer to one). False when the claim was no longer this one.
 */
export async function finishReading(
  db: Db,
  keyring: DocumentKeyring,
  claim: Claim,
  reading: Reading,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const w2 = reading.kind === 'w2' ? reading : undefined;
    const written = await tx
      .updateTable('document_readings')
      .set({
        state: 'done',
        lease_until: null,
        read_at: sql<Date>`now()`,
        kind: reading.kind,
        method: reading.kind === 'other' ? null : reading.method,
        reason: reading.kind === 'w2' ? null : reading.reason,
        figures:
          w2 === undefined
            ? null
            : sealFigures(keyring, claim.documentId, {
                taxYear: w2.taxYear,
                employer: w2.employer,
                wages: w2.wages,
                withheld: w2.withheld,
                ...(w2.states === undefined ? {} : { states: w2.states }),
              }),
      })
      .where('document_id', '=', claim.documentId)
      .where('state', '=', 'reading')
      .where('attempts', '=', claim.attempt)
      .executeTakeFirst();
    if (written.numUpdatedRows === 0n) return false;
    if (w2 !== undefined) await fillW2Request(tx, claim.caseId, claim.documentId);
    return true;
  });
}

async function fillW2Request(
  tx: Transaction<Schema>,
  caseId: string,
  documentId: string,
): Promise<void> {
  const answered = await tx
    .selectFrom('document_requests')
    .select('id')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  if (answered !== undefined) return;
  const open = await tx
    .selectFrom('document_requests')
    .select('id')
    .where('case_id', '=', caseId)
    .where('state', '=', 'requested')
    .where((eb) => eb.or(W2_REQUEST_PREFIXES.map((prefix) => eb('name', 'like', `${prefix}%`))))
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (open === undefined) return;
  await tx
    .updateTable('document_requests')
    .set({ state: 'received', answered_at: sql<Date>`now()`, document_id: documentId })
    .where('id', '=', open.id)
    .where('state', '=', 'requested')
    .execute();
}

/** A document's reading as the case pages show it. */
export type DocumentReading =
  | { readonly documentId: string; readonly state: 'reading' }
  | { readonly documentId: string; readonly state: 'unreadable'; readonly method: ReadingMethod }
  | { readonly documentId: string; readonly state: 'other' }
  | {
      readonly documentId: string;
      readonly state: 'w2';
      readonly method: ReadingMethod | 'staff';
      readonly figures: W2Figures;
    };

/**
 * The readings of a case's documents, oldest first, figures opened: for the client's case page
 * ("From your W-2s") and the staff case page (beside each document). A value that no longer opens
 * (its key removed too early) shows as unreadable, never as a guess.
 */
export async function caseReadings(
  db: Executor,
  keyring: DocumentKeyring,
  caseId: string,
): Promise<DocumentReading[]> {
  const rows = await db
    .selectFrom('document_readings')
    .select(['document_id', 'state', 'kind', 'method', 'figures'])
    .where('case_id', '=', caseId)
    .orderBy('queued_at')
    .orderBy('document_id')
    .execute();
  return rows.map((row): DocumentReading => {
    const documentId = row.document_id;
    if (row.state !== 'done') return { documentId, state: 'reading' };
    if (row.kind === 'w2' && row.figures !== null && row.method !== null) {
      try {
        return {
          documentId,
          state: 'w2',
          method: row.method,
          figures: openFigures(keyring, documentId, row.figures),
        };
      } catch {
        return { documentId, state: 'unreadable', method: 'pdf-text' };
      }
    }
    if (row.kind === 'unreadable-w2') {
      return { documentId, state: 'unreadable', method: row.method === 'ocr' ? 'ocr' : 'pdf-text' };
    }
    return { documentId, state: 'other' };
  });
}

/** What staff type in "Correct": the four figures, checked like a reading's. */
export const correctionSchema = figuresSchema.refine(
  (figures) =>
    SUPPORTED_TAX_YEARS.includes(figures.taxYear) &&
    figures.withheld <= figures.wages &&
    figures.employer.trim() !== '',
);

/**
 * Staff's "Correct": the document's figures replaced (a W-2 the reader could not read becomes one
 * read by staff), sealed, audited as "W-2 figures corrected" with which case and document, never a
 * figure. The client's page shows them from then on. False when the document is not the case's or
 * was never queued.
 */
export async function correctW2Figures(
  db: Db,
  keyring: DocumentKeyring,
  actor: Actor,
  correction: { caseId: string; reference: string; documentId: string; figures: W2Figures },
): Promise<boolean> {
  const figures = correctionSchema.parse(correction.figures);
  return db.transaction().execute(async (tx) => {
    const written = await tx
      .updateTable('document_readings')
      .set({
        state: 'done',
        lease_until: null,
        read_at: sql<Date>`coalesce(read_at, now())`,
        kind: 'w2',
        method: 'staff',
        reason: null,
        figures: sealFigures(keyring, correction.documentId, figures),
        corrected_at: sql<Date>`now()`,
        corrected_by: actor.id,
      })
      .where('document_id', '=', correction.documentId)
      .where('case_id', '=', correction.caseId)
      .executeTakeFirst();
    if (written.numUpdatedRows === 0n) return false;
    await audit(
      tx,
      actor,
      AUDIT.w2FiguresCorrected,
      `case ${correction.reference}: document ${correction.documentId}`,
    );
    await fillW2Request(tx, correction.caseId, correction.documentId);
    return true;
  });
}

export interface FiguresReencryptResult {
  readonly examined: number;
  readonly moved: number;
  readonly current: number;
  readonly failed: readonly { readonly documentId: string; readonly reason: string }[];
}

/**
 * `npm run keys -- reencrypt` for the W-2 figures: each sealed value not on the newest documents
 * key sealed again with it, one row at a time (a rerun finishes what an interrupted pass left).
 */
export async function reencryptW2Figures(
  db: Db,
  keyring: DocumentKeyring,
  log: (line: string) => void,
): Promise<FiguresReencryptResult> {
  const rows = await db
    .selectFrom('document_readings')
    .select(['document_id', 'figures'])
    .where('figures', 'is not', null)
    .execute();
  let moved = 0;
  let current = 0;
  const failed: { documentId: string; reason: string }[] = [];
  for (const row of rows) {
    if (row.figures === null) continue;
    try {
      const opened = openField(keyring, figuresContext(row.document_id), row.figures);
      if (opened.sealedWithNewest) {
        current += 1;
        continue;
      }
      await db
        .updateTable('document_readings')
        .set({
          figures: sealField(keyring, figuresContext(row.document_id), opened.plaintext),
        })
        .where('document_id', '=', row.document_id)
        .where('figures', '=', row.figures)
        .execute();
      moved += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failed.push({ documentId: row.document_id, reason });
      log(`keys: the W-2 figures of document ${row.document_id} were left as they were: ${reason}`);
    }
  }
  return { examined: rows.length, moved, current, failed };
}
