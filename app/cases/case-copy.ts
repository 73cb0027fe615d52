import { type CasePageCopy, casePage as englishCase } from '~/copy/en/case';
import { casePage as spanishCase } from '~/copy/es/case';
import type { Lang } from '~/site/pages';

/**
 * The words of the visitor's case page and of the e-mails to the visitor (app/copy/en/case.ts), in
 * each language: kept out of the `Copy` catalogue that the public pages' JavaScript carries.
 */
export const CASE_PAGE_COPY: Readonly<Record<Lang, CasePageCopy>> = {
  en: englishCase,
  es: spanishCase,
};
