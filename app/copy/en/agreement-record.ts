import type { Catalogue } from '../catalogue';

/**
 * The English words about the agreement's acceptance as the server records it (decision 075): the
 * line on the visitor's case page, and the refusals of POST /api/agreement, which the agreement
 * page's script calls and never shows (the page says what docs/product.md fixes, whatever the
 * answer). Server only, like the case page's words (decision 069): not in the pages' `Copy`.
 */
export const agreementRecord = {
  /** On /case once an acceptance is recorded: the day, as the catalogue writes a long date. */
  accepted: (date: string) => `Agreement accepted on ${date}`,
  errors: {
    notJson: 'Send the acceptance as JSON, with Content-Type: application/json.',
    tooLarge: 'This is too large to be an acceptance of the agreement.',
    tooSlow: 'The acceptance did not arrive in time. Please try again.',
    invalid: 'Send the version of the agreement you accept, as the agreement page gives it.',
    unknownVersion:
      'This is not the current text of the agreement. Open the agreement page again and accept it there.',
    rateLimited: (minutes: number) =>
      `Several acceptances came from your connection in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    unavailable: 'We could not record your acceptance just now. Please try again in a minute.',
  },
} as const;

export type AgreementRecordCopy = Catalogue<typeof agreementRecord>;
