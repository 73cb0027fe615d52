/**
 * How long a review's fields may be, in characters (migration 20 checks the same): the case
 * page's fields and the server's checks read them here.
 */
export const REVIEW_MAX = 1000;
export const SHOWN_NAME_MAX = 40;
/** The newest published reviews /testimonials and the home page show, with examples to fill. */
export const SHOWN_REVIEWS = 3;
