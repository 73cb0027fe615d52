import type { Kysely } from 'kysely';
import type { Lang } from '../../app/site/pages';
import { clientKey } from '../http/client-key';
import { takePlace, type Window } from '../db/rate-limit';
import type { Schema } from '../db/schema';
import { type CaseNotify, openOrJoinCase } from './store';

/**
 * "Start a new return" (docs/product.md, "The client's journey"): a visitor with no case opens one
 * from `/case/return` and goes on to the questions. Limited per client as the other posts that
 * open a case are (the agreement's 10 in 10 minutes), in the same transaction as the case.
 */
export const START_LIMIT: Window = { limit: 10, windowMs: 10 * 60 * 1000 };
const START_KIND = 'start';

export type Started =
  | { readonly ok: true; readonly caseId: string; readonly reference: string }
  | { readonly ok: false; readonly retryAfterMs: number };

/**
 * The case the browser has (`caseId`, when its cookie names one), else a new one in the page's
 * language, of which staff are told as of any new case; at most START_LIMIT per client address.
 */
export async function startCase(
  db: Kysely<Schema>,
  request: { caseId: string | undefined; clientAddress: string; language: Lang },
  notify?: CaseNotify,
): Promise<Started> {
  return db.transaction().execute(async (tx): Promise<Started> => {
    const taken = await takePlace(tx, START_KIND, clientKey(request.clientAddress), START_LIMIT);
    if (!taken.allowed) return { ok: false, retryAfterMs: taken.retryAfterMs };
    const joined = await openOrJoinCase(tx, request.caseId, notify, request.language);
    return { ok: true, caseId: joined.id, reference: joined.reference };
  });
}
