import { PAGE_PATHS, type PageKey } from '../../app/site/pages';

/** The public pages that show published reviews (decision 145), in every language. */
const REVIEW_PAGES: readonly PageKey[] = ['home', 'testimonials'];

export const REVIEW_PAGE_PATHS: readonly string[] = PAGE_PATHS.filter((page) =>
  REVIEW_PAGES.includes(page.key),
).map((page) => page.path);
