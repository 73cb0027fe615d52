import { returnPage as english, type ReturnCopy } from '../copy/en/return';
import { returnPage as spanish } from '../copy/es/return';
import type { Lang } from '../site/pages';

/** "Your return"'s words by language: the page's (/case/return, /es/case/return) and a case's. */
export const RETURN_COPY: Readonly<Record<Lang, ReturnCopy>> = { en: english, es: spanish };
