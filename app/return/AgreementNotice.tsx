import type { ReturnCopy } from '~/copy/en/return';
import { type Lang, pathOf } from '~/site/pages';

/** The agreement as the return page asks for it: the version its text has today, and the line
 * "Agreement accepted on DATE" once the case holds an acceptance. */
export interface ReturnAgreement {
  /** The SHA-256 of the agreement's text in the page's language (app/agreement-version.server.ts). */
  readonly version: string;
  readonly accepted: string | undefined;
}

/** The hidden field that carries the version read: the one the acceptance records. */
export const AGREEMENT_VERSION_FIELD = 'agreementVersion';

/**
 * Beside "Send to your preparer" (issue 51, decision 241): sending the return details accepts the
 * User Agreement (the /agreement terms), recorded on the case like "I Agree & Continue" (time,
 * version, language, address, browser), so a case is never signed and filed with "Agreement: Not
 * accepted". No box to tick: "Send" keeps the fields docs/return.md requires, no more. Once accepted,
 * the page says when.
 */
export function AgreementNotice(props: {
  agreement: ReturnAgreement;
  text: ReturnCopy;
  lang: Lang;
}) {
  const { agreement, text, lang } = props;
  if (agreement.accepted !== undefined) return <p>{agreement.accepted}</p>;
  return (
    <p>
      <input type="hidden" name={AGREEMENT_VERSION_FIELD} value={agreement.version} />
      {text.agreement.before}
      <a href={pathOf('agreement', lang)}>{text.agreement.link}</a>
      {text.agreement.after}
    </p>
  );
}
