import { createHash } from 'node:crypto';
import { agreementLines, agreementText } from '~/agreement-text';
import { CATALOGUES } from '~/copy/languages.server';
import { type Lang, LANGUAGES } from '~/site/pages';

/**
 * The version of the user agreement in each language: the SHA-256 (hex) of its text as the page
 * shows it (app/agreement-text.ts), with its date. Computed here only: the page carries it in its
 * form (rendered at build time by the route's loader), the server records it with an acceptance,
 * and the staff case page names it; a word changed in either language is a new version of that
 * language's text.
 */
export const AGREEMENT_VERSIONS: Readonly<Record<Lang, string>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, versionOf(lang)]),
) as Record<Lang, string>;

function versionOf(lang: Lang): string {
  const lines = agreementLines(agreementText(CATALOGUES[lang]));
  return createHash('sha256').update(lines.join('\n'), 'utf8').digest('hex');
}

/** A version's shape: 64 lowercase hexadecimal digits. */
export const VERSION_PATTERN = /^[0-9a-f]{64}$/;

/** The language whose current text has this version; undefined for any other text. */
export function languageOfVersion(version: string): Lang | undefined {
  return LANGUAGES.find((lang) => AGREEMENT_VERSIONS[lang] === version);
}
