import Negotiator from 'negotiator';
import { DEFAULT_LANG, type Lang, LANGUAGES, langOfPath } from '~/site/pages';
import { type Copy, en } from './en';
import { es } from './es';

/**
 * Every catalogue, for server code that answers in the client's language: the API messages
 * (by Accept-Language) and the answers to form posts (by the page's path). Server only: a page
 * gets just its own catalogue, from its language layout (decision 027).
 */
export const CATALOGUES: Readonly<Record<Lang, Copy>> = { en, es };

/**
 * The language an Accept-Language header prefers among ours (negotiator: by q-value, a region
 * matching its language), English when it names none: `es-US,es;q=0.9,en;q=0.8` → es;
 * `fr, es;q=0.5` → es; `en;q=0.5, es;q=0.4` → en.
 */
export function preferredLang(header: string | undefined): Lang {
  if (header === undefined || header === '') return DEFAULT_LANG;
  const [first] = new Negotiator({ headers: { 'accept-language': header } }).languages(LANGUAGES);
  return (first as Lang | undefined) ?? DEFAULT_LANG;
}

/** The catalogue for an API answer: the Accept-Language header's choice, English by default. */
export function copyForAcceptLanguage(header: string | undefined): Copy {
  return CATALOGUES[preferredLang(header)];
}

/** The catalogue of the page a form was posted to (`/es/contact` → Spanish). */
export function copyForPage(url: string): Copy {
  return CATALOGUES[langOfPath(new URL(url).pathname)];
}
