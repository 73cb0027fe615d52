/**
 * The longest reason a visitor can give for "I don't have this" (decision 089), in characters:
 * the case page's field and the server's check read it here.
 */
export const REQUEST_REASON_MAX = 500;
