import { notifyStaff, type StaffNotify } from '../mail/staff-notices';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * Reviews from clients (docs/product.md, "Testimonials from real clients"; decisions 143 to 145):
 * one per case, sent from the case page once the case reached "Refund sent"; staff publish it or
 * not, never edit it (no function here changes its words). Text only wherever it is shown.
 */

/** The status a case must have reached for its client to be asked for a review. */
export const REVIEWED_STATUS = 'refund_sent';

export type ReviewDecision = 'published' | 'not_published';

/** A review as its client sent it. */
export interface SentReview {
  readonly body: string;
  readonly shownName: string;
  /** Two letters (app/reviews/us-states.ts). */
  readonly state: string;
  readonly consent: boolean;
  readonly createdAt: Date;
}

/** The case's review, if its client sent one. */
export async function caseReview(
  db: Kysely<Schema>,
  caseId: string,
): Promise<SentReview | undefined> {
  const row = await db
    .selectFrom('reviews')
    .select(['body', 'shown_name', 'us_state', 'consent', 'created_at'])
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        body: row.body,
        shownName: row.shown_name,
        state: row.us_state,
        consent: row.consent,
        createdAt: row.created_at,
      };
}

/** The client's name as the case knows it (case_clients), for "Name to show"'s suggestion. */
export async function caseClientName(db: Kysely<Schema>, caseId: string): Promise<string | null> {
  const row = await db
    .selectFrom('case_clients')
    .select('name')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.name ?? null;
}

export interface NewReview {
  readonly caseId: string;
  /** Checked by the caller (the route's zod schema; the migration checks the limits again). */
  readonly body: string;
  readonly shownName: string;
  readonly state: string;
  readonly consent: boolean;
  readonly language: 'en' | 'es';
  readonly clientAddress: string;
}

/**
 * Stores the case's review: `sent`; `early` when the case has not reached "Refund sent" (or is
 * gone); `already` when the case has one (one a case, never replaced: decision 143).
 */
export async function sendReview(
  db: Kysely<Schema>,
  review: NewReview,
  /** Where staff are told of a new review (STAFF_EMAIL); none when off. */
  staffNotify?: StaffNotify,
): Promise<'sent' | 'early' | 'already'> {
  const added = await db
    .insertInto('reviews')
    .columns(['case_id', 'body', 'shown_name', 'us_state', 'consent', 'language', 'client_address'])
    .expression((eb) =>
      eb
        .selectFrom('cases')
        .select([
          'id',
          sql<string>`${review.body}::text`.as('body'),
          sql<string>`${review.shownName}::text`.as('shown_name'),
          sql<string>`${review.state}::text`.as('us_state'),
          sql<boolean>`${review.consent}::boolean`.as('consent'),
          sql<string>`${review.language}::text`.as('language'),
          sql<string>`${review.clientAddress.slice(0, 100)}::text`.as('client_address'),
        ])
        .where('id', '=', review.caseId)
        .where('status', '=', REVIEWED_STATUS),
    )
    .onConflict((oc) => oc.column('case_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (added !== undefined) {
    const found = await db
      .selectFrom('cases')
      .select('reference')
      .where('id', '=', review.caseId)
      .executeTakeFirst();
    if (found) await notifyStaff(db, staffNotify, 'review', found.reference);
    return 'sent';
  }
  return (await caseReview(db, review.caseId)) === undefined ? 'early' : 'already';
}

/** A review as the staff Reviews screen lists it. */
export interface ListedReview extends SentReview {
  readonly id: number;
  /** The case's reference; null once the case was disposed of (decision 144). */
  readonly reference: string | null;
  readonly decision: ReviewDecision | null;
  /** The e-mail of the staff member who decided, and when. */
  readonly decidedBy: string | null;
  readonly decidedAt: Date | null;
}

/** Newest first, `pageSize` a page, before the review `before` (an id) when given. */
export async function listReviews(
  db: Kysely<Schema>,
  options: { readonly before: number | null; readonly pageSize: number },
): Promise<{ rows: ListedReview[]; older: number | null }> {
  let query = db
    .selectFrom('reviews as r')
    .leftJoin('cases as c', 'c.id', 'r.case_id')
    .leftJoin('staff_accounts as s', 's.id', 'r.decided_by')
    .select([
      'r.id',
      'r.body',
      'r.shown_name',
      'r.us_state',
      'r.consent',
      'r.created_at',
      'r.decision',
      'r.decided_at',
      'c.reference',
      's.email',
    ])
    .orderBy('r.id', 'desc')
    .limit(options.pageSize + 1);
  if (options.before !== null) query = query.where('r.id', '<', options.before);
  const found = await query.execute();
  const rows = found.slice(0, options.pageSize).map((row) => ({
    id: row.id,
    body: row.body,
    shownName: row.shown_name,
    state: row.us_state,
    consent: row.consent,
    createdAt: row.created_at,
    reference: row.reference,
    decision: row.decision,
    decidedBy: row.email,
    decidedAt: row.decided_at,
  }));
  const last = rows[rows.length - 1];
  return { rows, older: found.length > options.pageSize && last ? last.id : null };
}

/** What a decision did: which case it names, when it changed anything. */
export type DecisionOutcome =
  | { readonly kind: 'changed'; readonly reference: string | null }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'no-consent' }
  | { readonly kind: 'not-found' };

/**
 * "Publish" or "Don't publish": the decision, by whom and when; the words untouched. A review
 * without consent is never published; the same decision again changes nothing.
 */
export async function decideReview(
  db: Kysely<Schema>,
  change: { readonly id: number; readonly decision: ReviewDecision; readonly staffId: number },
): Promise<DecisionOutcome> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('reviews as r')
      .leftJoin('cases as c', 'c.id', 'r.case_id')
      .select(['r.consent', 'r.decision', 'c.reference'])
      .where('r.id', '=', change.id)
      .forUpdate('r')
      .executeTakeFirst();
    if (row === undefined) return { kind: 'not-found' };
    if (change.decision === 'published' && !row.consent) return { kind: 'no-consent' };
    if (row.decision === change.decision) return { kind: 'unchanged' };
    await tx
      .updateTable('reviews')
      .set({ decision: change.decision, decided_by: change.staffId, decided_at: new Date() })
      .where('id', '=', change.id)
      .execute();
    return { kind: 'changed', reference: row.reference };
  });
}

/** A published review as /testimonials and the home page show it: as written. */
export interface ShownReview {
  readonly id: number;
  readonly body: string;
  readonly shownName: string;
  readonly state: string;
}

/** The `limit` newest published reviews, newest first (the partial index). */
export async function newestPublished(db: Kysely<Schema>, limit: number): Promise<ShownReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'body', 'shown_name', 'us_state'])
    .where('decision', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    shownName: row.shown_name,
    state: row.us_state,
  }));
}

/**
 * Retention (decision 144), in the transaction that disposes of the cases: their reviews go but
 * the published ones, which stay without their case (ON DELETE SET NULL); so does any review left
 * without a case that is no longer published ("Don't publish" after its case went).
 */
export async function disposeCaseReviews(
  tx: Kysely<Schema> | Transaction<Schema>,
  caseIds: readonly string[],
): Promise<void> {
  if (caseIds.length > 0) {
    await tx
      .deleteFrom('reviews')
      .where('case_id', 'in', caseIds)
      .where((eb) => eb.or([eb('decision', 'is', null), eb('decision', '!=', 'published')]))
      .execute();
  }
  await tx
    .deleteFrom('reviews')
    .where('case_id', 'is', null)
    .where((eb) => eb.or([eb('decision', 'is', null), eb('decision', '!=', 'published')]))
    .execute();
}
