import type { FeeSchedule } from '~/fees';
import { caseFeeCents, casePayments, standing } from '../../server/payments/store';
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts, services } from '~/request-context';
import { caseIdOf, caseServices, langOf } from './case-visit.server';
import type { Lang } from '~/site/pages';
import { acceptedLine, caseAgreements } from '../../server/cases/agreement';
import type { CasePageServices } from '../../server/cases/case-page-services';
import { openRequests } from '../../server/cases/requests';
import { caseContact } from '../../server/cases/sign-in-links';
import { caseDocuments, findCaseById } from '../../server/cases/store';
import { caseThread } from '../../server/cases/thread';
import { signingState } from '../../server/signing/returns';
import { codeDelivery } from '../../server/signing/checks';
import { reviewView } from './review.server';
import type { DocumentKeyring } from '../../server/documents/keyring';
import { caseW2s } from '../../server/reader/case-w2s';
import { RETURN_COPY } from '~/return/copy';
import { requestTitle } from '~/return/checklist';
import { returnStatus, returnStatusLine } from '~/return/details.server';
import { formatTime } from '~/time';
import type { CasePageCopy } from '~/copy/en/case';
import {
  CASE_PAGE_COPY,
  type CasePageData,
  type CaseView,
  type FormStates,
  type Notice,
} from './page/CasePage';

/**
 * What the visitor's case page shows (app/routes/case.tsx and the routes of its forms;
 * docs/back-office.md, "The visitor's case page"; decisions 069 and 072): the case the browser's
 * cookie names and what the page shows of it, and the page again as a form's answer (what was
 * typed and why). Who the visitor is and the case's cookie: case-visit.server.ts.
 */

type Context = Readonly<RouterContextProvider>;

/** Whether this server e-mails clients (SMTP_URL set): what the page promises depends on it. */
export const clientMailOn = (context: Context): boolean =>
  services(context).office.clientMailOptions.clientMail !== undefined;

/** The case, and what the page shows of it; undefined when the cookie names no case (now). */
async function caseView(
  db: CasePageServices['db'],
  caseId: string,
  lang: Lang,
  timeZone: string,
  keyring: DocumentKeyring,
  fees: FeeSchedule,
  mailOn: boolean,
): Promise<CaseView | undefined> {
  const found = await findCaseById(db, caseId, 0);
  if (!found) return undefined;
  const [thread, documents, contact, agreements, requests, signing, review, w2s, returned, paid] =
    await Promise.all([
      caseThread(db, found.id),
      caseDocuments(db, found.id),
      caseContact(db, found.id),
      caseAgreements(db, found.id),
      openRequests(db, found.id),
      signingState(db, found.id),
      reviewView(db, found),
      caseW2s(db, keyring, found.id, fees),
      returnStatus(db, found.id),
      casePayments(db, found.id),
    ]);
  const agreed = agreements[0];
  return {
    found,
    thread,
    documents,
    email: contact?.email ?? null,
    signingCode: codeDelivery(mailOn, contact?.email),
    agreement: agreed ? acceptedLine(agreed.acceptedAt, lang, timeZone) : undefined,
    // Named in the page's language, whichever the case's requests were made in.
    requests: requests.map((request) => ({
      ...request,
      name: requestTitle(request.name, RETURN_COPY[lang].requests, [
        RETURN_COPY.en.requests,
        RETURN_COPY.es.requests,
      ]),
    })),
    signing,
    review,
    w2s,
    payment: standing(paid, caseFeeCents(signing.current?.feeCents, w2s.estimates[0]?.estimate)),
    returnDetails: returned.kind,
    returnStatus: returnStatusLine(RETURN_COPY[lang], returned, (at) =>
      formatTime(at, timeZone, 'day', CATALOGUES[lang].locale),
    ),
  };
}

/** What an answer adds to the page: a refused form, a notice, another language, no case. */
export interface PageExtra {
  readonly lang?: Lang;
  /** Shows "Open your case", whatever cookie the browser has (a link that did not open). */
  readonly withoutCase?: true;
  readonly forms?: FormStates;
  readonly notice?: Notice;
}

export async function casePageData(
  request: Request,
  context: Context,
  extra: PageExtra = {},
): Promise<CasePageData> {
  const lang = extra.lang ?? langOf(request);
  const caseId = extra.withoutCase ? undefined : await caseIdOf(request, context);
  const view =
    caseId === undefined
      ? undefined
      : await caseView(
          caseServices(context).db,
          caseId,
          lang,
          requestFacts(context).site.officeTimeZone,
          services(context).documents.documentsKeys,
          requestFacts(context).fees,
          clientMailOn(context),
        );
  return { lang, view, forms: extra.forms, notice: extra.notice };
}

/** The page again under `status`: a form refused (what was typed, and why), or no case. */
export async function pageAnswer(
  request: Request,
  context: Context,
  status: number,
  extra: PageExtra = {},
  headers: Record<string, string> = {},
) {
  return data(await casePageData(request, context, extra), { status, headers });
}

/** What "Saved." may promise: whether mail goes, and the phone to call when it does not. */
interface MailFacts {
  readonly on: boolean;
  readonly phone: string;
}

/** `?sent=1` and the like after a form was done (post/redirect/get): the sentence to show. */
const pageQuery = z.object({
  sent: z.string().catch(''),
  uploaded: z.string().catch(''),
  saved: z.string().catch(''),
  asked: z.string().catch(''),
  received: z.string().catch(''),
  notApplicable: z.string().catch(''),
  reviewed: z.string().catch(''),
  signedOut: z.string().catch(''),
});

function noticeOf(url: URL, text: CasePageCopy, mail: MailFacts): Notice | undefined {
  const done = pageQuery.parse(Object.fromEntries(url.searchParams));
  if (done.sent === '1') return { text: text.sent, tone: 'success' };
  if (done.uploaded === '1') return { text: text.uploaded, tone: 'success' };
  if (done.saved === '1') {
    return { text: mail.on ? text.saved : text.savedNoMail(mail.phone), tone: 'success' };
  }
  if (done.asked === '1') return { text: text.open.answer, tone: 'info' };
  if (done.received === '1') return { text: text.requests.received, tone: 'success' };
  if (done.notApplicable === '1') return { text: text.requests.notApplicable, tone: 'success' };
  if (done.reviewed === '1') return { text: text.review.sent, tone: 'success' };
  if (done.signedOut === '1') return { text: text.signedOut, tone: 'success' };
  return undefined;
}

/** The case page as a visit gets it: the notice its query asks for. */
export async function casePageLoader(request: Request, context: Context) {
  const notice = noticeOf(new URL(request.url), CASE_PAGE_COPY[langOf(request)], {
    on: clientMailOn(context),
    phone: requestFacts(context).site.supportPhone,
  });
  return data(await casePageData(request, context, notice ? { notice } : {}));
}
