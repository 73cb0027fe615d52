import type { FeeSchedule } from '~/fees';
import { caseFeeCents, casePayments, standing } from '../../server/payments/store';
import { data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts, services } from '~/request-context';
import { readFormPost } from '~/routes/form-post.server';
import { formPostRefusal } from '~/ui/forms.server';
import { type Lang, langOfPath } from '~/site/pages';
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
import type { Visitor } from '../../server/cases/service';
import type { CasePageCopy } from '~/copy/en/case';
import {
  CASE_PAGE_COPY,
  type CasePageData,
  type CaseView,
  type FormStates,
  type Notice,
} from './page/CasePage';

/**
 * What the routes of the visitor's case page share (app/routes/case.tsx and the routes of its
 * forms; docs/back-office.md, "The visitor's case page"; decisions 069 and 072): the case the
 * browser's cookie names and what the page shows of it, the answers of its forms (the page again
 * with what was typed and why, or post/redirect/get), and the middleware every one of them runs
 * behind: its methods, the origin rule for posts, never stored and never indexed.
 */

type Context = Readonly<RouterContextProvider>;

/** Every answer of the case page and its forms: never stored by a cache, never indexed. */
export const NEVER_STORED = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

/** The office's services for the case page (server/cases/case-page-services.ts). */
export const caseServices = (context: Context): CasePageServices =>
  services(context).office.casePage;

/** Whether this server e-mails clients (SMTP_URL set): what the page promises depends on it. */
export const clientMailOn = (context: Context): boolean =>
  services(context).office.clientMailOptions.clientMail !== undefined;

/** The language of the page a request is for (`/es/case/email` → es). */
export const langOf = (request: Request): Lang => langOfPath(new URL(request.url).pathname);

/** The browser's Cookie header, and whether it came over https (the cookie's name says it). */
export function visitorOf(request: Request, context: Context): Visitor {
  return {
    cookie: request.headers.get('cookie') ?? undefined,
    https: requestFacts(context).https,
  };
}

/** The case the browser's cookie names, when its signature holds; undefined otherwise. */
export const caseIdOf = (request: Request, context: Context): Promise<string | undefined> =>
  caseServices(context).cases.caseIdOf(visitorOf(request, context));

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

/**
 * Post/redirect/get: 303 to the page, which says what was done; the cookie renewed if given. Its
 * body is the one sentence every 303 of the server carries (Express's), so that no answer of a
 * form differs from another but by its address.
 */
export function seeOther(location: string, setCookie?: string): Response {
  return new Response(`See Other. Redirecting to ${location}`, {
    status: 303,
    headers: {
      Location: location,
      'Content-Type': 'text/plain; charset=utf-8',
      ...(setCookie === undefined ? {} : { 'Set-Cookie': setCookie }),
    },
  });
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

/** A text field: missing, repeated or a file is the empty text. */
export const textField = z.string().catch('');

/**
 * A posted form's fields through their zod schema (the first of a repeated field, as a form sends
 * each once); a body that is not a form is no fields.
 */
export async function formFields<T extends z.ZodType>(
  schema: T,
  request: Request,
): Promise<z.output<T>> {
  const post = await readFormPost(request);
  const fields: Record<string, FormDataEntryValue> = {};
  if (post.ok) {
    for (const [name, value] of post.form) {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    }
  }
  return schema.parse(fields);
}

const plain = (status: number, sentence: string, headers: Record<string, string> = {}) =>
  new Response(`${sentence}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NEVER_STORED, ...headers },
  });

/**
 * The middleware of every route of the case page: a method it does not take is answered 405 with
 * `Allow`, in the page's language; a form post from another site or of unknown length is refused
 * before it is read (app/ui/forms.server.ts), unless the route reads and refuses it itself
 * (`ownBody`: the upload, which streams a body of any length under its own cap and answers
 * another site in the case page); every answer is never stored, never indexed.
 */
export function casePageMiddleware(
  methods: readonly string[],
  options: { readonly ownBody?: true } = {},
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const copy = CATALOGUES[langOf(request)];
    const method = request.method.toUpperCase();
    if (!methods.includes(method)) {
      return plain(405, copy.error.methodNotAllowed, { Allow: methods.join(', ') });
    }
    const refused =
      method === 'GET' || method === 'HEAD' || options.ownBody === true
        ? undefined
        : formPostRefusal(request, context);
    if (refused !== undefined) return refused;
    const response = await next();
    for (const [name, value] of Object.entries(NEVER_STORED)) response.headers.set(name, value);
    return response;
  };
}

/** The case page's own middleware: GET and HEAD read it, POST is "Write to your preparer". */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
/** A form's address takes its post only. */
export const FORM_METHODS = ['POST'] as const;
