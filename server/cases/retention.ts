import type { Kysely, Transaction } from 'kysely';
import { appliedAt } from '../db/migrate';
import {
  type ExclusivePass,
  exclusivePass,
  type PeriodicJob,
  startPeriodicPass,
} from '../db/periodic-pass';
import type { Schema } from '../db/schema';
import type { DocumentStorage } from '../documents/storage';
import type { LogLine } from '../observe/logger';
import { count } from '../observe/metrics';
import { type Actor, audit, AUDIT } from '../staff/audit';
import { disposeCaseReviews } from '../reviews/store';

/**
 * Disposal of customer records when the retention period ends (docs/back-office.md, "Notifications
 * and retention"; FTC Safeguards Rule, 16 CFR 314.4(c)(6)): the cases whose last activity is older
 * than RETENTION_DAYS go, with their documents (from the database and from storage), messages (the
 * contact form's and the thread's), events, sign-in links, recorded acceptances of the agreement,
 * document requests and return details; the audit log records how many cases, documents and
 * messages, never what. Decision 026. A case with a signed Form 8879 (docs/review-and-sign.md)
 * stays whole until the signed form's own date (signing_returns.keep_until: 3 years after the later
 * of April 15 of the year after the tax year and the signing date), whatever RETENTION_DAYS says;
 * then it goes like any other (decision 119).
 */

/** Any fixed number, not the migrations' (server/db/migrate.ts): one pass at a time, everywhere. */
export const RETENTION_LOCK = 4_242_026;
/** Cases disposed of per transaction (one audit entry each): a long backlog goes in pieces. */
const BATCH = 500;
/** A stored object with no record this old was an upload cut short after the store finished. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION_ACTOR: Actor = { id: null, name: 'retention job', clientAddress: 'local' };

export interface Disposed {
  readonly cases: number;
  readonly documents: number;
  readonly messages: number;
  /** Stored objects no record pointed to, removed by the sweep. */
  readonly strays: number;
}

export type PassResult = ExclusivePass<{
  readonly disposed: Disposed;
  readonly auditEntries: number;
}>;

export interface PassOptions {
  readonly db: Kysely<Schema>;
  readonly storage: DocumentStorage;
  /** Cases whose last activity is before this go (now minus RETENTION_DAYS). */
  readonly olderThan: Date;
  /** Stored objects without a record written before this go (now minus a day). */
  readonly straysOlderThan: Date;
  /** The job's clock: a signed form is kept while its keep_until is after it. Default: now. */
  readonly now?: Date;
  readonly log: LogLine;
}

/**
 * One disposal pass. Several instances may call it at once: a session advisory lock lets one run
 * and the others return `{ ran: false }` at once (PGlite has the same lock). Records go first, in
 * transactions, and then their files: a file whose removal fails has no record left and is taken
 * by the next pass's sweep, so nothing is ever half disposed of in the database.
 */
export async function disposeExpired(options: PassOptions): Promise<PassResult> {
  return exclusivePass(options.db, RETENTION_LOCK, (conn) => pass(conn, options));
}

async function pass(
  conn: Kysely<Schema>,
  options: PassOptions,
): Promise<{ disposed: Disposed; auditEntries: number }> {
  const { storage, olderThan, log } = options;
  let cases = 0;
  let documents = 0;
  let messages = 0;
  let auditEntries = 0;
  let failed = 0;
  for (let first = true; ; first = false) {
    const now = options.now ?? new Date();
    const batch = await conn.transaction().execute((tx) => disposeBatch(tx, olderThan, now, first));
    if (batch.cases + batch.messages > 0) auditEntries += 1;
    cases += batch.cases;
    documents += batch.documentIds.length;
    messages += batch.messages;
    // The records are gone; now their files. One that is gone already is no error (remove()).
    for (const id of batch.documentIds) {
      await storage.remove(id).catch(() => {
        failed += 1;
      });
    }
    if (batch.cases < BATCH) break;
  }
  if (failed > 0) {
    log(`Retention: ${failed} document files could not be removed; the next pass sweeps them`);
  }
  const strays = await sweepStrays(conn, options);
  return { disposed: { cases, documents, messages, strays }, auditEntries };
}

async function disposeBatch(tx: Transaction<Schema>, olderThan: Date, now: Date, first: boolean) {
  // SKIP LOCKED: a case an upload is joining right now (it holds the row) is active: not this time.
  const expired = await tx
    .selectFrom('cases')
    .select('id')
    .where('last_activity_at', '<', olderThan)
    // A signed Form 8879 still kept keeps its case (and the return it authorizes) whole.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('signing_returns as r')
            .select('r.id')
            .whereRef('r.case_id', '=', 'cases.id')
            .where('r.keep_until', '>', now),
        ),
      ),
    )
    .orderBy('last_activity_at')
    .limit(BATCH)
    .forUpdate()
    .skipLocked()
    .execute();
  const ids = expired.map((row) => row.id);
  let documentIds: string[] = [];
  let messages = 0;
  if (ids.length > 0) {
    documentIds = (
      await tx.deleteFrom('documents').where('case_id', 'in', ids).returning('id').execute()
    ).map((row) => row.id);
    // The files of signing (migration 19): the returns that name them first.
    await tx.deleteFrom('signing_returns').where('case_id', 'in', ids).execute();
    const signingFiles = await tx
      .deleteFrom('signing_files')
      .where('case_id', 'in', ids)
      .returning('id')
      .execute();
    documentIds.push(...signingFiles.map((row) => row.id));
    const caseMessages = await tx
      .deleteFrom('contact_messages')
      .where('case_id', 'in', ids)
      .executeTakeFirst();
    messages += Number(caseMessages.numDeletedRows);
    // The thread's messages and replies (migration 8) count as messages too.
    const threadMessages = await tx
      .deleteFrom('case_messages')
      .where('case_id', 'in', ids)
      .executeTakeFirst();
    messages += Number(threadMessages.numDeletedRows);
    // Their events, sign-in links (migration 9), recorded acceptances of the agreement
    // (migration 10), document requests (14) and return details with their sealed bank account
    // (15) go with them (ON DELETE CASCADE): tests/api/retention-conversation.test.ts,
    // return-details.test.ts.
    // Their reviews but the published ones (decision 144).
    await disposeCaseReviews(tx, ids);
    await tx.deleteFrom('cases').where('id', 'in', ids).execute();
  }
  if (first) {
    // A review whose case went, published then, and no longer (decision 144).
    await disposeCaseReviews(tx, []);
    // Messages sent before cases existed belong to none: they go by their own age.
    const loose = await tx
      .deleteFrom('contact_messages')
      .where('case_id', 'is', null)
      .where('created_at', '<', olderThan)
      .executeTakeFirst();
    messages += Number(loose.numDeletedRows);
  }
  if (ids.length + messages > 0) {
    await audit(
      tx,
      RETENTION_ACTOR,
      AUDIT.recordsDisposed,
      `${ids.length} cases, ${documentIds.length} documents, ${messages} messages`,
    );
  }
  return { cases: ids.length, documentIds, messages };
}

/**
 * Stored objects that no documents row names: an upload whose client went away after the store
 * had the file but before its record was written (decision 015). Only those older than a day, so
 * an upload finishing now is never taken; and, of those stored before documents had records
 * (migration 2), only the ones past the retention period.
 */
async function sweepStrays(conn: Kysely<Schema>, options: PassOptions): Promise<number> {
  const { storage, olderThan, straysOlderThan, log } = options;
  const recordsSince = (await appliedAt(conn, 2)) ?? new Date(0);
  let removed = 0;
  let failed = 0;
  let candidates: string[] = [];
  const flush = async () => {
    if (candidates.length === 0) return;
    const known = await conn
      .selectFrom('documents')
      .select('id')
      .where('id', 'in', candidates)
      .union(conn.selectFrom('signing_files').select('id').where('id', 'in', candidates))
      .execute();
    const recorded = new Set(known.map((row) => row.id));
    for (const name of candidates) {
      if (recorded.has(name)) continue;
      await storage.remove(name).then(
        () => (removed += 1),
        () => (failed += 1),
      );
    }
    candidates = [];
  };
  for await (const object of storage.list()) {
    const at = object.modifiedAt.getTime();
    const stray =
      at < olderThan.getTime() || (at < straysOlderThan.getTime() && at >= recordsSince.getTime());
    if (!stray) continue;
    candidates.push(object.name);
    if (candidates.length >= BATCH) await flush();
  }
  await flush();
  if (removed > 0) {
    log(`Retention: removed ${removed} stored documents that no record named`, { level: 'info' });
  }
  if (failed > 0)
    log(`Retention: ${failed} stored documents could not be removed; tried next pass`);
  return removed;
}

/**
 * Runs a pass now and then every day (a failed one is one log line, and the next tries again:
 * server/db/periodic-pass.ts).
 */
export function startRetention(options: {
  readonly db: Kysely<Schema>;
  readonly storage: DocumentStorage;
  readonly retentionDays: number;
  readonly log: LogLine;
  readonly everyMs?: number;
}): PeriodicJob {
  const { db, storage, retentionDays, log } = options;
  return startPeriodicPass({
    name: 'Retention',
    everyMs: options.everyMs ?? DAY_MS,
    log,
    failed: () => count.retentionPass('failed'),
    async pass() {
      const now = Date.now();
      const result = await disposeExpired({
        db,
        storage,
        olderThan: new Date(now - retentionDays * DAY_MS),
        straysOlderThan: new Date(now - ORPHAN_AGE_MS),
        now: new Date(now),
        log,
      });
      if (!result.ran) {
        count.retentionPass('skipped');
        return undefined;
      }
      count.retentionPass('completed', result.disposed);
      const { cases, documents, messages } = result.disposed;
      return cases + messages > 0
        ? `Retention: disposed of ${cases} cases, ${documents} documents, ${messages} messages`
        : undefined;
    },
  });
}
