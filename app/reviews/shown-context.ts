import { createContext } from 'react-router';
import type { ShownReview } from '../../server/reviews/store';

/**
 * The published reviews /testimonials and the home page show (decision 145): the server keeps
 * the newest ones in memory (server/reviews/shown.ts) and hands them to those pages' loaders
 * through this context, both when it renders the pages to files and when React Router answers a
 * request; "Publish" and "Don't publish" call `changed()` so the pages are rendered again. Until
 * the database has answered (and in tests without a server): none.
 */
export interface ShownReviews {
  /** The newest published reviews, newest first, at most SHOWN_REVIEWS. */
  current(): readonly ShownReview[];
  /** Reads them again; renders the pages again when they changed. */
  changed(): Promise<void>;
}

export const NO_REVIEWS: ShownReviews = { current: () => [], changed: async () => {} };

export const shownReviewsContext = createContext<ShownReviews>(NO_REVIEWS);
