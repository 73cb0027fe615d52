import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { SUPPORTED_TAX_YEARS } from '~/tax/years';
import type { Schema } from '../db/schema';
import type { DocumentKeyring } from '../documents/keyring';
import { openField, sealField } from '../documents/sealed-field';
import { type Actor, AUDIT, audit } from '../staff/audit';
import { duplicatesOf } from './duplicates';
import { type Reading, type ReadingMethod, readingSchema } from './result';

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

/** The reading's own checks of box b, box 12 and boxes 15 to 17 (result.ts), one fact in one place. */
const readW2 = readingSchema.options[0].shape;

/**
 * What is sealed: the facts a W-2 reading keeps (tax year, employer, boxes 1 and 2; box b, box 12
 * and boxes 15 to 17 when printed, decision 165), and the SHA-256 of the file read, which finds
 * the same file sent twice (duplicates.ts) and never leaves this module.
 */
const sealedSchema = z.object({
  taxYear: z.number().int(),
  employer: z.string().min(1).max(200),
  wages: z.number().int().nonnegative(),
  withheld: z.number().int().nonnegative(),
  ein: readW2.ein,
  box12: readW2.box12,
  states: readW2.states,
  digest: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
const figuresSchema = sealedSchema.omit({ digest: true });
export type W2Figures = z.infer<typeof figuresSchema>;
type SealedFigures = z.infer<typeof sealedSchema>;

/** The figures as kept: the optional ones only when there are some. */
function figuresOf(from: W2Figures): W2Figures {
  const { taxYear, employer, wages, withheld, ein, box12, states } = from;
  return {
    taxYear,
    employer,
    wages,
    withheld,
    ...(ein === undefined ? {} : { ein }),
    ...(box12 === undefined || box12.length === 0 ? {} : { box12 }),
    ...(states === undefined || states.length === 0 ? {} : { states }),
  };
}

/** Each document's figures under a context of their own: a sealed value moved elsewhere fails. */
const figuresContext = (documentId: string) => `document_readings.figures ${documentId}`;

function sealFigures(
  keyring: DocumentKeyring,
  documentId: string,
  figures: W2Figures,
  digest: string | undefined,
): Buffer {
  const sealed: SealedFigures = {
    ...figuresOf(figures),
    ...(digest === undefined ? {} : { digest }),
  };
  return sealField(keyring, figuresContext(documentId), JSON.stringify(sealed));
}

function openFigures(
  keyring: DocumentKeyring,
  documentId: string,
  sealed: Uint8Array,
): { figures: W2Figures; digest: string | undefined } {
  const { plaintext } = openField(keyring, figuresContext(documentId), sealed);
  const { digest, ...figures } = sealedSchema.parse(JSON.parse(plaintext));
  return { figures: figuresOf(figures), digest };
}

/**
 * Writes a claim's reading, in one transaction: the row done (only while the claim is still this
 * one: a lease that ended and was claimed again writes nothing), and for a W-2 the figures sealed
 * and the case's first open "Form W-2…" request filled with the document (unless a request has it
 * already: it was the answer to one). False when the claim was no longer this one. `digest`: the
 * SHA-256 (hex) of the file read, sealed with a W-2's figures, so that the same file sent twice
 * counts once (duplicates.ts).
 */
export async function finishReading(
  db: Db,
  keyring: DocumentKeyring,
  claim: Claim,
  reading: Reading,
  digest?: string,
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
          w2 === undefined ? null : sealFigures(keyring, claim.documentId, figuresOf(w2), digest),
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

/**
 * The W-2s the case has read already, that no request has, each filling the first open "Form
 * W-2…" request: for requests made after the W-2s arrived (the return details sent once the
 * client had uploaded them), which the reading's own fill (finishReading) came too early for.
 */
export async function fillW2RequestsFromReadings(
  tx: Transaction<Schema>,
  caseId: string,
): Promise<void> {
  const read = await tx
    .selectFrom('document_readings as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select('d.id')
    .where('d.case_id', '=', caseId)
    .where('r.state', '=', 'done')
    .where('r.kind', '=', 'w2')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('document_requests as q')
            .select('q.id')
            .whereRef('q.document_id', '=', 'd.id'),
        ),
      ),
    )
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
  for (const { id } of read) await fillW2Request(tx, caseId, id);
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
      /**
       * Left out of the estimate (decision 164), each only when so: the same as a W-2 counted
       * before it ("Same as a W-2 you already sent"), or left out by staff.
       */
      readonly duplicate?: true;
      readonly leftOut?: true;
      /** Staff said "Not a duplicate": it counts whatever it matches. */
      readonly notDuplicate?: true;
    };

/** Whether a reading's W-2 is in the estimate: read (or corrected), not a duplicate, not left out. */
export const countsInEstimate = (reading: DocumentReading): boolean =>
  reading.state === 'w2' && reading.duplicate !== true && reading.leftOut !== true;

/**
 * The readings of a case's documents, oldest first, figures opened, each W-2 the same as one
 * before it marked `duplicate` (duplicates.ts): for the client's case page ("From your W-2s") and
 * the staff case page (beside each document). A value that no longer opens (its key removed too
 * early) shows as unreadable, never as a guess.
 */
export async function caseReadings(
  db: Executor,
  keyring: DocumentKeyring,
  caseId: string,
): Promise<DocumentReading[]> {
  const rows = await db
    .selectFrom('document_readings')
    .select(['document_id', 'state', 'kind', 'method', 'figures', 'not_duplicate', 'left_out'])
    .where('case_id', '=', caseId)
    .orderBy('queued_at')
    .orderBy('document_id')
    .execute();
  const digests = new Map<string, string>();
  const readings = rows.map((row): DocumentReading => {
    const documentId = row.document_id;
    if (row.state !== 'done') return { documentId, state: 'reading' };
    if (row.kind === 'w2' && row.figures !== null && row.method !== null) {
      let opened: ReturnType<typeof openFigures>;
      try {
        opened = openFigures(keyring, documentId, row.figures);
      } catch {
        return { documentId, state: 'unreadable', method: 'pdf-text' };
      }
      if (opened.digest !== undefined) digests.set(documentId, opened.digest);
      return {
        documentId,
        state: 'w2',
        method: row.method,
        figures: opened.figures,
        ...(row.left_out ? { leftOut: true } : {}),
        ...(row.not_duplicate ? { notDuplicate: true } : {}),
      };
    }
    if (row.kind === 'unreadable-w2') {
      return { documentId, state: 'unreadable', method: row.method === 'ocr' ? 'ocr' : 'pdf-text' };
    }
    return { documentId, state: 'other' };
  });
  const duplicates = duplicatesOf(
    readings.flatMap((reading) =>
      reading.state === 'w2'
        ? [
            {
              ...reading.figures,
              documentId: reading.documentId,
              digest: digests.get(reading.documentId),
              notDuplicate: reading.notDuplicate === true,
              leftOut: reading.leftOut === true,
            },
          ]
        : [],
    ),
  );
  return readings.map((reading) =>
    reading.state === 'w2' && duplicates.has(reading.documentId)
      ? { ...reading, duplicate: true }
      : reading,
  );
}

/**
 * What staff type in "Correct": the figures, checked like a reading's (box 2 at most box 1, a
 * state's box 17 at most its box 16).
 */
export const correctionSchema = figuresSchema.refine(
  (figures) =>
    SUPPORTED_TAX_YEARS.includes(figures.taxYear) &&
    figures.withheld <= figures.wages &&
    figures.employer.trim() !== '' &&
    (figures.states ?? []).every((state) => state.withheld <= state.wages),
);

/**
 * Staff's "Correct": the document's figures replaced (a W-2 the reader could not read becomes one
 * read by staff), sealed, audited as "W-2 figures corrected" with which case and document, never a
 * figure. The client's page shows them from then on. The file's digest is kept, so the same file
 * sent again is still found. False when the document is not the case's or was never queued.
 */
export async function correctW2Figures(
  db: Db,
  keyring: DocumentKeyring,
  actor: Actor,
  correction: { caseId: string; reference: string; documentId: string; figures: W2Figures },
): Promise<boolean> {
  const figures = correctionSchema.parse(correction.figures);
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('document_readings')
      .select('figures')
      .where('document_id', '=', correction.documentId)
      .where('case_id', '=', correction.caseId)
      .forUpdate()
      .executeTakeFirst();
    let digest: string | undefined;
    try {
      if (before?.figures)
        digest = openFigures(keyring, correction.documentId, before.figures).digest;
    } catch {
      // A value that no longer opens has no digest to keep.
    }
    const written = await tx
      .updateTable('document_readings')
      .set({
        state: 'done',
        lease_until: null,
        read_at: sql<Date>`coalesce(read_at, now())`,
        kind: 'w2',
        method: 'staff',
        reason: null,
        figures: sealFigures(keyring, correction.documentId, figures, digest),
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

/**
 * Staff's answers about a W-2's place in the estimate (decision 164): "Leave out of the estimate"
 * and "Count in the estimate" again, "Not a duplicate". Each audited with which case and document.
 */
export const W2_STANDING_CHANGES = ['leave-out', 'count', 'not-duplicate'] as const;
export type W2StandingChange = (typeof W2_STANDING_CHANGES)[number];

const STANDING_AUDIT = {
  'leave-out': AUDIT.w2LeftOut,
  count: AUDIT.w2Counted,
  'not-duplicate': AUDIT.w2NotDuplicate,
} as const satisfies Record<W2StandingChange, string>;

/** Applies a standing change to a W-2 of the case read (or corrected); false for any other. */
export async function changeW2Standing(
  db: Db,
  actor: Actor,
  change: { caseId: string; reference: string; documentId: string; change: W2StandingChange },
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const written = await tx
      .updateTable('document_readings')
      .set(
        change.change === 'not-duplicate'
          ? { not_duplicate: true }
          : { left_out: change.change === 'leave-out' },
      )
      .where('document_id', '=', change.documentId)
      .where('case_id', '=', change.caseId)
      .where('kind', '=', 'w2')
      .executeTakeFirst();
    if (written.numUpdatedRows === 0n) return false;
    await audit(
      tx,
      actor,
      STANDING_AUDIT[change.change],
      `case ${change.reference}: document ${change.documentId}`,
    );
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
