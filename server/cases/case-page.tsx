import { type Request, type Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type CasePageCopy, casePage as englishCase } from '../../app/copy/en/case';
import { casePage as spanishCase } from '../../app/copy/es/case';
import { CATALOGUES } from '../../app/copy/languages.server';
import { type Lang, langOfPath } from '../../app/site/pages';
import { preferredLang } from '../../app/copy/languages.server';
import { clientKey } from '../client-key';
import { CONTACT_WINDOW_MS } from '../contact/store';
import type { Schema } from '../db/schema';
import { minutesFrom, secondsFrom } from '../db/rate-limit';
import { sendDocument } from '../document-shell';
import type { Notification } from '../mail/outbox';
import { fromOwnSite } from '../origin';
import { factsOf } from '../request-checks';
import { readForm, textField } from '../staff/http';
import { longerThan } from '../text-length';
import { acceptedLine, caseAgreements } from './agreement';
import { CasePageView, type CasePageProps } from './case-page-view';
import type { CaseService } from './service';
import { openSignInLink, SIGN_IN_PATH_PREFIX } from './sign-in-links';
import { findCaseById } from './store';
import { addVisitorMessage, caseThread, THREAD_MESSAGE_MAX } from './thread';

/**
 * The visitor's case page, `/case` and `/es/case` (docs/back-office.md, "The visitor's case page";
 * decision 069): reached with the browser's case cookie, rendered by the server on every request
 * (never prerendered), `Cache-Control: no-store`, `noindex`. It shows the case and its thread, and
 * "Write to your preparer" posts to the page itself, so it works without JavaScript.
 */
export const CASE_PAGE_PATHS: Readonly<Record<Lang, string>> = { en: '/case', es: '/es/case' };

const CASE_PAGE_COPY: Readonly<Record<Lang, CasePageCopy>> = { en: englishCase, es: spanishCase };

export interface CasePageOptions {
  readonly db: Kysely<Schema>;
  readonly cases: CaseService;
  readonly siteName: string;
  /** The public pages' stylesheet as the build inlined it (empty without pages). */
  readonly stylesheet: string;
  /** Messages per client per 10 minutes: the contact form's limit, shared with it. */
  readonly rateLimit: number;
  /** Staff's notification of a new message, when notifications are on. */
  readonly notify: { readonly to: string; readonly notification: Notification } | undefined;
}

/** "Send message" as posted: text, so that a refused message shows again as typed. */
const messageFields = z.object({ message: textField });

/** The message checked in the page's language: something to say, at most 5,000 characters. */
const messageCheck = (copy: (typeof CATALOGUES)[Lang]) =>
  z.object({
    message: z
      .string()
      .trim()
      .refine((message) => message !== '', copy.contact.errors.messageRequired)
      .refine(
        (message) => !longerThan(message, THREAD_MESSAGE_MAX),
        copy.contact.errors.messageTooLong,
      ),
  });

/** `?sent=1` after a message was stored. */
const pageQuery = z.object({ sent: textField.transform((value) => value === '1') });

export function casePageRouter(options: CasePageOptions): Router {
  const { db, cases } = options;
  const router = Router();

  const visitorOf = (req: Request) => ({
    cookie: req.headers.cookie,
    https: factsOf(req).https,
  });

  async function render(
    req: Request,
    res: Response,
    status: number,
    extra: Pick<CasePageProps, 'form' | 'notice'> & { lang?: Lang; withoutCase?: true } = {},
  ) {
    const lang = extra.lang ?? langOfPath(req.path);
    const text = CASE_PAGE_COPY[lang];
    const caseId = extra.withoutCase ? undefined : cases.caseIdOf(visitorOf(req));
    const found = caseId === undefined ? undefined : await findCaseById(db, caseId, 0);
    const agreed = found ? (await caseAgreements(db, found.id))[0] : undefined;
    const view = found
      ? {
          found,
          thread: await caseThread(db, found.id),
          agreement: agreed ? acceptedLine(agreed.acceptedAt, lang) : undefined,
        }
      : undefined;
    const head = {
      lang,
      title: `${text.heading} · ${options.siteName}`,
      stylesheet: options.stylesheet,
      robots: 'noindex',
      uploadUrl: '/',
    } as const;
    sendDocument(
      res.status(status),
      head,
      <CasePageView
        lang={lang}
        copy={CATALOGUES[lang]}
        text={text}
        siteName={options.siteName}
        path={CASE_PAGE_PATHS[lang]}
        view={view}
        form={extra.form}
        notice={extra.notice}
      />,
    );
  }

  // Every answer of the page: never stored by a cache, never indexed.
  router.use(Object.values(CASE_PAGE_PATHS), (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    next();
  });

  // A sign-in link from an e-mail: once, within 72 hours, it sets the case cookie and opens the
  // case page in the case's language; otherwise it says so, in the browser's language.
  router.use(SIGN_IN_PATH_PREFIX, (_req, res, next) => {
    res.set({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    });
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
          notice: CASE_PAGE_COPY[lang].linkExpired,
        });
      }
      res.set('Set-Cookie', cases.cookieFor(opened.caseId, factsOf(req).https));
      res.redirect(303, CASE_PAGE_PATHS[opened.language]);
    })
    .all((req, res) => {
      const copy = CATALOGUES[preferredLang(req.headers['accept-language'])];
      res
        .status(405)
        .set('Allow', 'GET, HEAD')
        .type('text/plain')
        .send(`${copy.error.methodNotAllowed}\n`);
    });

  for (const path of Object.values(CASE_PAGE_PATHS)) {
    router
      .route(path)
      .get(async (req, res) => {
        const lang = langOfPath(req.path);
        const sent = pageQuery.parse(req.query).sent;
        await render(req, res, 200, sent ? { notice: CASE_PAGE_COPY[lang].sent } : {});
      })
      .post(
        (req, res, next) => {
          // A post from another site is refused before its body is read (server/origin.ts).
          if (fromOwnSite(req, factsOf(req))) return next();
          const copy = CATALOGUES[langOfPath(req.path)];
          res.status(403).type('text/plain').send(`${copy.error.crossSitePost}\n`);
        },
        readForm,
        async (req, res) => {
          const lang = langOfPath(req.path);
          const copy = CATALOGUES[lang];
          const visitor = visitorOf(req);
          const caseId = cases.caseIdOf(visitor);
          // No case for this browser: the page says so, and nothing is stored.
          if (caseId === undefined) return render(req, res, 400);
          const form = messageFields.parse(req.body ?? {});
          const checked = messageCheck(copy).safeParse(form);
          if (!checked.success) {
            const error = checked.error.issues[0]?.message ?? copy.contact.errors.messageRequired;
            return render(req, res, 400, { form: { message: form.message, error } });
          }
          const key = clientKey(req.ip);
          const result = await addVisitorMessage(
            db,
            { caseId, body: checked.data.message, clientKey: key, language: lang },
            { limit: options.rateLimit, windowMs: CONTACT_WINDOW_MS },
            options.notify,
          );
          if (!result.ok && result.reason === 'rate limited') {
            res.set('Retry-After', String(secondsFrom(result.retryAfterMs)));
            const error = copy.contact.errors.rateLimited(minutesFrom(result.retryAfterMs));
            return render(req, res, 429, { form: { message: form.message, error } });
          }
          // The cookie named a case disposed of meanwhile: the page without a case.
          if (!result.ok) return render(req, res, 400);
          res.set('Set-Cookie', cases.cookieFor(caseId, visitor.https));
          res.redirect(303, `${CASE_PAGE_PATHS[lang]}?sent=1`);
        },
      )
      .all((req, res) => {
        const copy = CATALOGUES[langOfPath(req.path)];
        res
          .status(405)
          .set('Allow', 'GET, HEAD, POST')
          .type('text/plain')
          .send(`${copy.error.methodNotAllowed}\n`);
      });
  }
  return router;
}
