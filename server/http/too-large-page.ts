import { CATALOGUES } from '../../app/copy/languages.server';
import type { Lang } from '../../app/site/pages';

/**
 * The page answering a form whose body was too large to read (read-body.ts). That answer goes
 * before the request reaches React Router, which would have to read the body, so the page is its
 * route (app/routes/too-large.tsx, at TOO_LARGE_PATHS) rendered at start in each language
 * (server/app.ts) and held here with its Content-Security-Policy. It is the same for every
 * visitor, as the public pages are (app/site/public-page.server.ts). An app without pages (the APIs alone, in
 * tests) answers the two sentences as plain text.
 */

export interface HeldPage {
  readonly html: string;
  /** Its Content-Security-Policy: its inline blocks allowed by hash. */
  readonly policy: string;
}

const held = new Map<Lang, HeldPage>();

/** Keeps the page rendered in `lang` for the answers to come (the last one rendered wins). */
export function holdTooLargePage(lang: Lang, page: HeldPage): void {
  held.set(lang, page);
}

/** What a form too large to read is answered with, in `lang`. */
export function tooLargeAnswer(lang: Lang): {
  readonly type: string;
  readonly body: string;
  readonly policy?: string;
} {
  const page = held.get(lang);
  if (page) return { type: 'text/html; charset=utf-8', body: page.html, policy: page.policy };
  const text = CATALOGUES[lang].error;
  return {
    type: 'text/plain; charset=utf-8',
    body: `${text.tooLargeHeading}\n\n${text.tooLarge}\n`,
  };
}
