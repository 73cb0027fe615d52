import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * The lowest zxcvbn score a staff password may have (OWASP ASVS V2.1.7: refuse what a cracking
 * dictionary finds; docs/back-office.md, decision 099): 3 is "safely unguessable: moderate
 * protection from an offline slow-hash scenario" (about 10^8 guesses and more).
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common and English dictionaries (a few MB of words), loaded the first time a
 * password is checked, not when the server starts: enrolment is rare, and the dictionaries would
 * be heap that every collection walks for nothing.
 */
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
        translations: english.translations,
      }),
  );
  return factory;
}

/** Who the password is for, and where: what an attacker who knows the site tries first. */
export interface PasswordOwner {
  /** The staff member's e-mail: whole, its local part and its words (their name), its domain's. */
  readonly email: string;
  /** SITE_NAME: whole and its words ("QuickRefund": quickrefund, quick, refund). */
  readonly siteName?: string | undefined;
  /** The staff member's name, when known apart from the e-mail. */
  readonly name?: string | undefined;
}

/** The words of the trade: a tax refund service's staff reach for them. */
const DOMAIN_WORDS = [
  'tax',
  'taxes',
  'refund',
  'refunds',
  'prep',
  'preparer',
  'return',
  'returns',
  'irs',
  'filing',
  'file',
];

/** A name's words: split at spaces, punctuation and a lower case letter before a capital. */
function wordsOf(text: string): string[] {
  const whole = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const parts = text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return [whole, ...parts];
}

/**
 * The words zxcvbn is told an attacker tries first (its user inputs): the account's e-mail (whole,
 * its local part and the words of it and of its domain), the staff member's name, the site's name
 * and its words, the words of the trade (tax, refund, prep…) and the years around this one.
 */
export function passwordInputs(owner: PasswordOwner, now = new Date()): string[] {
  const email = owner.email.toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const year = now.getUTCFullYear();
  const inputs = [
    email,
    local,
    ...local.split(/[._+-]/),
    ...domain.split('.'),
    ...(owner.name === undefined ? [] : wordsOf(owner.name)),
    ...(owner.siteName === undefined ? [] : wordsOf(owner.siteName)),
    ...DOMAIN_WORDS,
    ...[year - 2, year - 1, year, year + 1].map(String),
  ].filter((word) => word.length >= 3);
  return [...new Set(inputs)];
}

/**
 * Fewer characters than this outside the words zxcvbn was told (passwordInputs) and the password
 * is those words glued together: "TaxRefund2026" scores 3 by zxcvbn's rule that three words are a
 * hundred million guesses, but an attacker who knows the site tries its words first.
 */
const MIN_OWN_CHARACTERS = 4;

/** How zxcvbn reads the password, with passwordInputs as the words it tries first. */
async function estimate(password: string, owner: PasswordOwner | string) {
  const inputs = passwordInputs(typeof owner === 'string' ? { email: owner } : owner);
  return (await estimator()).check(password, inputs);
}

/** The password's zxcvbn score (0 to 4), with passwordInputs as the words it tries first. */
export async function passwordScore(
  password: string,
  owner: PasswordOwner | string,
): Promise<number> {
  return (await estimate(password, owner)).score;
}

/**
 * Whether the password is easy to guess: its zxcvbn score is below MIN_PASSWORD_SCORE, or it is
 * made of the words zxcvbn was told (the site's, the trade's, the owner's, the years) with fewer
 * than MIN_OWN_CHARACTERS others.
 */
export async function isEasyToGuess(
  password: string,
  owner: PasswordOwner | string,
): Promise<boolean> {
  const result = await estimate(password, owner);
  if (result.score < MIN_PASSWORD_SCORE) return true;
  const own = result.sequence
    .filter((match) => !('dictionaryName' in match && match.dictionaryName === 'userInputs'))
    .reduce((sum, match) => sum + [...match.token].length, 0);
  return own < MIN_OWN_CHARACTERS;
}
