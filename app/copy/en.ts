import type { Catalogue } from './catalogue';
import { LOCALE } from '~/site/pages';
import { calculator, refundRequest } from './en/calculator';
import { deductions } from './en/deductions';
import { contact } from './en/contact';
import { agreement, privacy, terms } from './en/legal';
import { error, home, layout, meta, notFound, testimonials } from './en/site';
import { cases, tracker } from './en/tracker';
import { refundTiming } from './en/refund-timing';
import { fees } from './en/fees';
import { stateRefund } from './en/state';
import { documents, upload } from './en/upload';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Every word a visitor reads, by page and component. A second language is a second catalogue of
 * the same shape (typed `Copy`, so a missing or extra key fails the type check), picked in one
 * place: each language's layout route (app/routes/layout-en.tsx, layout-es.tsx; decision 027).
 * Exact strings and accessible names are fixed by docs/product.md: tests select elements by them.
 * The words are written by area in app/copy/en/ (the Spanish ones in app/copy/es/, each area
 * typed by its part of `Copy`).
 */
const catalogue = {
  layout,
  meta,
  home,
  tracker,
  upload,
  cases,
  calculator,
  deductions,
  refundTiming,
  fees,
  testimonials,
  contact,
  agreement,
  refundRequest,
  stateRefund,
  documents,
  notFound,
  error,
  terms,
  privacy,
  /** For dates and numbers written in this catalogue's language. */
  locale: LOCALE.en,
  /** A calendar day written out (a legal text's version): "November 23, 2026". */
  longDate: (day: number, month: number, year: number) =>
    `${MONTHS_EN[month - 1] ?? ''} ${day}, ${year}`,
} as const;

/** The shape of every catalogue: the keys of this one, with any words in them. */
export type Copy = Catalogue<typeof catalogue>;

export const en: Copy = catalogue;
