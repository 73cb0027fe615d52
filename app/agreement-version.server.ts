import { createHash } from 'node:crypto';
import { agreementLines, agreementText } from '~/agreement-text';
import { CATALOGUES } from '~/copy/languages.server';
import { type FeeSchedule, INCOME_TABLE } from '~/fees';
import { type Lang, LANGUAGES } from '~/site/pages';

/**
 * The version of the user agreement in each language: the SHA-256 (hex) of its text as the page
 * shows it (app/agreement-text.ts), with its date. Computed here only: the page carries it in its
 * form (rendered at build time by the route's loader), the server records it with an acceptance,
 * and the staff case page names it; a word changed in either language is a new version of that
 * language's text.
 */
function versionsOf(schedule: FeeSchedule): Readonly<Record<Lang, string>> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, versionOf(lang, schedule)])) as Record<
    Lang,
    string
  >;
}

/** The versions under the income table (the default schedule). */
export const AGREEMENT_VERSIONS: Readonly<Record<Lang, string>> = versionsOf(INCOME_TABLE);

/** The versions of the text under a schedule: its fee section is part of the text. */
const byPriceList = new WeakMap<FeeSchedule, Readonly<Record<Lang, string>>>();
export function agreementVersions(schedule: FeeSchedule): Readonly<Record<Lang, string>> {
  if (schedule.kind === 'incomeTable') return AGREEMENT_VERSIONS;
  let versions = byPriceList.get(schedule);
  if (versions === undefined) byPriceList.set(schedule, (versions = versionsOf(schedule)));
  return versions;
}

function versionOf(lang: Lang, schedule: FeeSchedule): string {
  const lines = agreementLines(agreementText(CATALOGUES[lang], schedule));
  return createHash('sha256').update(lines.join('\n'), 'utf8').digest('hex');
}

/** A version's shape: 64 lowercase hexadecimal digits. */
export const VERSION_PATTERN = /^[0-9a-f]{64}$/;

/** The language whose current text has this version; undefined for any other text. */
export function languageOfVersion(
  version: string,
  schedule: FeeSchedule = INCOME_TABLE,
): Lang | undefined {
  const versions = agreementVersions(schedule);
  return LANGUAGES.find((lang) => versions[lang] === version);
}
