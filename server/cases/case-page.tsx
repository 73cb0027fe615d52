import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { UploadMessageKind } from '../../app/components/UploadMessage';
import type { CasePageCopy } from '../../app/copy/en/case';
import { CATALOGUES, preferredLang } from '../../app/copy/languages.server';
import { BANNER_CLOSED_CLASS, bannerClosedIn } from '../../app/site/banner';
import { BOOT_SCRIPT } from '../../app/site/boot-script';
import { CASE_PATHS, type Lang, langOfPath } from '../../app/site/pages';
import type { Schema } from '../db/schema';
import { sendDocument } from '../document-shell';
import type { FormAnswer } from '../documents/upload';
import { failureLine } from '../failure';
import { factsOf } from '../request-checks';
import { type CaseFormOptions, caseFormRoutes } from './case-forms';
import {
  CASE_PAGE_COPY,
  type CasePageOptions,
  methodNotAllowed,
  NEVER_STORED,
  type Render,
} from './case-page-http';
import { acceptedLine, caseAgreements } from './agreement';
import { type CasePageProps, CasePageView, type CaseView } from './case-page-view';
import { caseContact, openSignInLink, SIGN_IN_PATH_PREFIX } from './sign-in-links';
import { requestFormRoutes, requestUploadAnswer, requestUploadHooks } from './request-forms';
import { openRequests } from './requests';
import { caseDocuments, findCaseById } from './store';
import { caseThread } from './thread';

/**
 * The visitor's case page, `/case` and `/es/case` (docs/back-office.md, "The visitor's case page";
 * decisions 069 and 072): reached with the browser's case cookie, rendered by the server on every
 * request (never prerendered) in the public pages' frame, `Cache-Control: no-store`, `noindex`.
 * Its forms (server/cases/case-forms.ts) post to addresses under it and work without JavaScript.
 */
export interface CasePage {
  readonly router: Router;
  /**
   * "Your documents"' upload form, POST /case/documents and /es/case/documents: in the route
   * table (server/routes.ts), which lets it read its own body with the upload's limits.
   */
  readonly uploadDocument: RequestHandler;
  /** Resolves once the lookups started after answering "Send me a link" are done. */
  settled(): Promise<void>;
}

/** The case, and what the page shows of it; undefined when the cookie names no case (now). */
async function caseView(
  db: Kysely<Schema>,
  caseId: string,
  lang: Lang,
  timeZone: string,
): Promise<CaseView | undefined> {
  const found = await findCaseById(db, caseId, 0);
  if (!found) return undefined;
  const [thread, documents, contact, agreements, requests] = await Promise.all([
    caseThread(db, found.id),
    caseDocuments(db, found.id),
    caseContact(db, found.id),
    caseAgreements(db, found.id),
    openRequests(db, found.id),
  ]);
  const agreed = agreements[0];
  return {
    found,
    thread,
    documents,
    email: contact?.email ?? null,
    agreement: agreed ? acceptedLine(agreed.acceptedAt, lang, timeZone) : undefined,
    requests,
  };
}

/** `?sent=1` and the like after a form was done (post/redirect/get): the sentence to show. */
const pageQuery = z.object({
  sent: z.string().catch(''),
  uploaded: z.string().catch(''),
  saved: z.string().catch(''),
  asked: z.string().catch(''),
  received: z.string().catch(''),
  notApplicable: z.string().catch(''),
});

function noticeOf(query: unknown, text: CasePageCopy): CasePageProps['notice'] {
  const done = pageQuery.parse(query ?? {});
  if (done.sent === '1') return { text: text.sent, tone: 'success' };
  if (done.uploaded === '1') return { text: text.uploaded, tone: 'success' };
  if (done.saved === '1') return { text: text.saved, tone: 'success' };
  if (done.asked === '1') return { text: text.open.answer, tone: 'info' };
  if (done.received === '1') return { text: text.requests.received, tone: 'success' };
  if (done.notApplicable === '1') return { text: text.requests.notApplicable, tone: 'success' };
  return undefined;
}

export function casePageRouter(options: CasePageOptions): CasePage {
  const { db, cases } = options;
  const router = Router();

  const render: Render = async (req, res, status, extra = {}) => {
    const lang = extra.lang ?? langOfPath(req.path);
    const text = CASE_PAGE_COPY[lang];
    const caseId = extra.withoutCase
      ? undefined
      : await cases.caseIdOf({ cookie: req.headers.cookie, https: factsOf(req).https });
    const view =
      caseId === undefined
        ? undefined
        : await caseView(db, caseId, lang, options.site.officeTimeZone);
    const head = {
      lang,
      title: `${text.heading} · ${options.site.siteName}`,
      stylesheet: options.stylesheet,
      robots: 'noindex',
      uploadUrl: '/',
      frame: {
        description: text.description,
        icon: options.icon,
        bootScript: BOOT_SCRIPT,
        // Closed without scripts earlier in the visit: gone from the first paint, as elsewhere.
        htmlClass: bannerClosedIn(req.headers.cookie) ? BANNER_CLOSED_CLASS : undefined,
      },
    } as const;
    sendDocument(res.status(status), head, (nonce) => (
      <CasePageView
        lang={lang}
        copy={CATALOGUES[lang]}
        text={text}
        site={options.site}
        nonce={nonce}
        view={view}
        forms={extra.forms}
        notice={extra.notice}
      />
    ));
  };

  // Every answer of the page and its forms, sign-in links included: never stored, never indexed.
  router.use(Object.values(CASE_PATHS), (_req, res, next) => {
    res.set(NEVER_STORED);
    next();
  });

  // A sign-in link from an e-mail: once, within 72 hours, it sets the case cookie and opens the
  // case page in the case's language; otherwise it says so above "Open your case", in the
  // browser's language.
  router.use(SIGN_IN_PATH_PREFIX, (_req, res, next) => {
    res.set('Referrer-Policy', 'no-referrer');
    next();
  });
  router
    .route(`${SIGN_IN_PATH_PREFIX}:token`)
    .get(async (req, res) => {
      const opened = await openSignInLink(db, String(req.params.token));
      if (!opened) {
        const lang = preferredLang(req.headers['accept-language']);
        return render(req, res, 410, {
          lang,
          withoutCase: true,
          notice: { text: CASE_PAGE_COPY[lang].linkExpired, tone: 'error' },
        });
      }
      res.set('Set-Cookie', cases.cookieFor(opened.caseId, factsOf(req).https));
      res.redirect(303, CASE_PATHS[opened.language]);
    })
    .all(methodNotAllowed('GET, HEAD'));

  router.get(Object.values(CASE_PATHS), (req, res) =>
    render(req, res, 200, { notice: noticeOf(req.query, CASE_PAGE_COPY[langOfPath(req.path)]) }),
  );
  const pending = new Set<Promise<void>>();
  const formOptions: CaseFormOptions = {
    ...options,
    render,
    afterAnswer(work) {
      const running = work.catch((error: unknown) => {
        options.log(`Case page: ${failureLine(error)}`);
      });
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
  };
  router.use(caseFormRoutes(formOptions));
  router.use(requestFormRoutes(formOptions));

  // The upload form of "Your documents", and "Send file" of a document request: the upload's own
  // handler, answered with this page.
  const answer: FormAnswer = {
    langOf: (req) => langOfPath(req.path),
    ...requestUploadHooks(options),
    send(req, res, outcome, lang) {
      res.set(NEVER_STORED);
      const forRequest = requestUploadAnswer(req, outcome, lang);
      if (forRequest && 'redirect' in forRequest) return res.redirect(303, forRequest.redirect);
      if (outcome.ok) return res.redirect(303, `${CASE_PATHS[lang]}?uploaded=1`);
      const refused: UploadMessageKind =
        'noFile' in outcome ? { kind: 'noFile' } : { kind: 'failure', reason: outcome.reason };
      const forms = forRequest?.forms ?? { upload: refused };
      render(req, res, res.statusCode, { lang, forms }).catch((error: unknown) => {
        options.log(`Case page: ${failureLine(error)}`);
        if (!res.headersSent) res.status(503).end();
      });
    },
  };
  let upload: RequestHandler | undefined;
  const uploadDocument: RequestHandler = (req, res, next) => {
    upload ??= options.upload()?.(answer);
    // The document service starts before the first request is taken (server/app.ts).
    if (upload === undefined) return next(new Error('the document service has not started'));
    return upload(req, res, next);
  };

  return {
    router,
    uploadDocument,
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
