import type { Kysely } from 'kysely';
import { SHOWN_NAME_MAX } from '~/reviews/limits';
import { shownNameOf } from '~/reviews/shown-name';
import type { Schema } from '../../server/db/schema';
import type { FoundCase } from '../../server/cases/store';
import { caseClientName, caseReview, REVIEWED_STATUS } from '../../server/reviews/store';
import type { ReviewView } from './page/ReviewSection';

/**
 * What "How did we do?" shows of a case (decision 143): the review its client sent; else, once
 * the case reached "Refund sent", the form with "Name to show" suggested from the name the case
 * knows; else nothing.
 */
export async function reviewView(
  db: Kysely<Schema>,
  found: FoundCase,
): Promise<ReviewView | undefined> {
  const sent = await caseReview(db, found.id);
  if (sent !== undefined) return { sent };
  if (found.status !== REVIEWED_STATUS) return undefined;
  return { suggestedName: shownNameOf(await caseClientName(db, found.id), SHOWN_NAME_MAX) };
}
