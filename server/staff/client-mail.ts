import type { Transaction } from 'kysely';
import type { CasePageCopy } from '../../app/copy/en/case';
import type { Lang } from '../../app/site/pages';
import { CASE_PAGE_COPY } from '../../app/cases/case-copy';
import { caseContact, issueSignInLink } from '../cases/sign-in-links';
import type { QueuedMail } from '../cases/thread';
import type { Schema } from '../db/schema';

/**
 * An e-mail to a case's client from a staff action, or the link a visitor asked for on the case
 * page (docs/back-office.md, "E-mails to the visitor"; decisions 070 and 073): to the case's
 * e-mail for updates, in the case's language, with a fresh sign-in link, the company's name and
 * phone. Made inside the action's transaction, so the mail
 * and its link exist only if the action does. `sent` says whether one was made (for the audit).
 */
export interface ClientMail {
  readonly make: (tx: Transaction<Schema>) => Promise<QueuedMail | undefined>;
  readonly sent: () => boolean;
}

/** What a client's e-mail signs with (none: mail is off) and where its sign-in link points. */
export interface ClientMailOptions {
  /** The company's name and phone; undefined when mail is off (no SMTP_URL). */
  readonly clientMail?: { readonly siteName: string; readonly phone: string } | undefined;
  /** PUBLIC_URL: where the sign-in link points. */
  readonly publicUrl: string;
}

export function clientMail(
  options: ClientMailOptions,
  caseId: string,
  words: (
    mail: CasePageCopy['mail'],
    lang: Lang,
    link: string,
    signature: { siteName: string; phone: string },
  ) => { subject: string; body: string },
): ClientMail {
  let sent = false;
  return {
    sent: () => sent,
    async make(tx) {
      const signature = options.clientMail;
      if (!signature) return undefined;
      const contact = await caseContact(tx, caseId);
      if (!contact?.email) return undefined;
      const link = await issueSignInLink(tx, caseId, options.publicUrl);
      sent = true;
      return {
        to: contact.email,
        notification: words(
          CASE_PAGE_COPY[contact.language].mail,
          contact.language,
          link,
          signature,
        ),
      };
    },
  };
}
