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

/**
 * The password's zxcvbn score (0 to 4), with the account's e-mail (whole, its local part and the
 * words of its domain) as words an attacker would try first.
 */
export async function passwordScore(password: string, email: string): Promise<number> {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const inputs = [
    email.toLowerCase(),
    local,
    ...local.split(/[._+-]/),
    ...domain.split('.'),
  ].filter((word) => word.length >= 3);
  return (await estimator()).check(password, inputs).score;
}

/** Whether zxcvbn-ts finds the password: its score is below MIN_PASSWORD_SCORE. */
export async function isEasyToGuess(password: string, email: string): Promise<boolean> {
  return (await passwordScore(password, email)) < MIN_PASSWORD_SCORE;
}
