import type { Kysely } from 'kysely';
import type { ShownReviews } from '../../app/reviews/shown-context';
import { SHOWN_REVIEWS } from '../../app/reviews/limits';
import type { Schema } from '../db/schema';
import { failureLine } from '../observe/failure';
import type { LogLine } from '../observe/logger';
import { newestPublished, type ShownReview } from './store';

/**
 * The published reviews the public pages show, kept in memory (decision 145): read at start, again
 * after this instance's "Publish" or "Don't publish", and every REVIEWS_REFRESH_MS for another
 * instance's. When they changed, `rerender` has /testimonials and the home page rendered again (the
 * pages kept for every visitor: app/site/public-page.server.ts). One reading at a time; a failed one keeps what the pages show.
 */
export const REVIEWS_REFRESH_MS = 30_000;

export interface RunningShownReviews extends ShownReviews {
  stop(): void;
}

export function startShownReviews(options: {
  readonly db: Kysely<Schema>;
  readonly rerender: () => Promise<void>;
  readonly log: LogLine;
  readonly refreshMs?: number;
}): RunningShownReviews {
  let current: readonly ShownReview[] = [];
  let key = JSON.stringify(current);
  let queue: Promise<void> = Promise.resolve();
  const read = async () => {
    const found = await newestPublished(options.db, SHOWN_REVIEWS);
    const foundKey = JSON.stringify(found);
    if (foundKey === key) return;
    current = found;
    key = foundKey;
    await options.rerender();
  };
  const changed = () => {
    queue = queue.then(read).catch((error: unknown) => {
      options.log(`Reading the published reviews failed: ${failureLine(error)}`, {
        level: 'error',
        error,
      });
    });
    return queue;
  };
  const timer = setInterval(() => void changed(), options.refreshMs ?? REVIEWS_REFRESH_MS);
  timer.unref();
  return { current: () => current, changed, stop: () => clearInterval(timer) };
}
