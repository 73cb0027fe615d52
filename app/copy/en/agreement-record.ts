import type { Catalogue } from '../catalogue';

/**
 * The English words about the agreement's acceptance as the server records it (decision 075): the
 * line on the visitor's case page. Server only, like the case page's words (decision 069): not in
 * the pages' `Copy`.
 */
export const agreementRecord = {
  /** On /case once an acceptance is recorded: the day, as the catalogue writes a long date. */
  accepted: (date: string) => `Agreement accepted on ${date}`,
} as const;

export type AgreementRecordCopy = Catalogue<typeof agreementRecord>;
