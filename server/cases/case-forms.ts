import { type Request, Router } from 'express';
import { z } from 'zod';
import { CATALOGUES } from '../../app/copy/languages.server';
import { CASE_PATHS, langOfPath } from '../../app/site/pages';
import { clientKey } from '../client-key';
import { CONTACT_WINDOW_MS } from '../contact/store';
import { emailField } from '../contact/validate';
import { minutesFrom, secondsFrom } from '../db/rate-limit';
import { readForm, textField } from '../form-fields';
import { requiredText } from '../text-length';
import { sendLinkIfMatch, takeLinkPlaces } from './case-link';
import {
  CASE_PAGE_COPY,
  type CasePageOptions,
  fromOwnPages,
  methodNotAllowed,
  type Render,
} from './case-page-http';
import { caseFormPaths } from './case-paths';
import { factsOf } from '../request-checks';
import { setCaseEmail } from './store';
import { addVisitorMessage, THREAD_MESSAGE_MAX } from './thread';

/**
 * The case page's forms that post as text (server/cases/case-page.tsx; the upload posts to the
 * upload's own handler): "Write to your preparer" (to the page itself), "Email for updates" and
 * "Open your case". Each is refused from another site before its body is read, read by the one
 * body reader, checked by its zod schema in the page's language, and answered by post/redirect/get
 * or by the page with what was typed and why.
 */
export interface CaseFormOptions extends CasePageOptions {
  readonly render: Render;
  /** Runs `work` after the answer was sent, logging a failure ("Send me a link"'s lookup). */
  readonly afterAnswer: (work: Promise<void>) => void;
}

/** Each form as posted: text, so that a refused one shows again as typed. */
const messageFields = z.object({ message: textField });
const emailFields = z.object({ email: textField });
const linkFields = z.object({ reference: textField, email: textField });

/** The message checked in the page's language: something to say, at most 5,000 characters. */
const messageCheck = (copy: (typeof CATALOGUES)[keyof typeof CATALOGUES]) =>
  z.object({
    message: requiredText(THREAD_MESSAGE_MAX, {
      empty: copy.contact.errors.messageRequired,
      tooLong: copy.contact.errors.messageTooLong,
      control: copy.contact.errors.messageControl,
    }),
  });

export function caseFormRoutes(options: CaseFormOptions): Router {
  const { db, cases, render } = options;
  const router = Router();
  const visitorOf = (req: Request) => ({ cookie: req.headers.cookie, https: factsOf(req).https });
  const pages = Object.values(CASE_PATHS);

  // "Write to your preparer": the message joins the thread; the case takes the page's language.
  router
    .route(pages)
    .post(fromOwnPages, readForm, async (req, res) => {
      const lang = langOfPath(req.path);
      const copy = CATALOGUES[lang];
      const visitor = visitorOf(req);
      const caseId = await cases.caseIdOf(visitor);
      // No case for this browser: the page says so, and nothing is stored.
      if (caseId === undefined) return render(req, res, 400);
      const form = messageFields.parse(req.body ?? {});
      const checked = messageCheck(copy).safeParse(form);
      if (!checked.success) {
        const error = checked.error.issues[0]?.message ?? copy.contact.errors.messageRequired;
        return render(req, res, 400, { forms: { message: { value: form.message, error } } });
      }
      const result = await addVisitorMessage(
        db,
        { caseId, body: checked.data.message, clientKey: clientKey(req.ip), language: lang },
        { limit: options.rateLimit, windowMs: CONTACT_WINDOW_MS },
        options.notify,
      );
      if (!result.ok && result.reason === 'rate limited') {
        res.set('Retry-After', String(secondsFrom(result.retryAfterMs)));
        const error = copy.contact.errors.rateLimited(minutesFrom(result.retryAfterMs));
        return render(req, res, 429, { forms: { message: { value: form.message, error } } });
      }
      // The cookie named a case disposed of meanwhile: the page without a case.
      if (!result.ok) return render(req, res, 400);
      res.set('Set-Cookie', cases.cookieFor(caseId, visitor.https, visitor));
      res.redirect(303, `${CASE_PATHS[lang]}?sent=1`);
    })
    .all(methodNotAllowed('GET, HEAD, POST'));

  // "Email for updates" → "Save": where the case's e-mails go from now on.
  router
    .route(caseFormPaths('email'))
    .post(fromOwnPages, readForm, async (req, res) => {
      const lang = langOfPath(req.path);
      const visitor = visitorOf(req);
      const caseId = await cases.caseIdOf(visitor);
      if (caseId === undefined) return render(req, res, 400);
      const form = emailFields.parse(req.body ?? {});
      const checked = z.object({ email: emailField(CATALOGUES[lang]) }).safeParse(form);
      if (!checked.success) {
        const error =
          checked.error.issues[0]?.message ?? CATALOGUES[lang].contact.errors.emailInvalid;
        return render(req, res, 400, { forms: { email: { value: form.email, error } } });
      }
      if (!(await setCaseEmail(db, caseId, checked.data.email, req.ip ?? 'unknown'))) {
        return render(req, res, 400);
      }
      res.set('Set-Cookie', cases.cookieFor(caseId, visitor.https, visitor));
      res.redirect(303, `${CASE_PATHS[lang]}?saved=1`);
    })
    .all(methodNotAllowed('POST'));

  // "Open your case" → "Send me a link": one answer whatever was typed; the lookup (and the
  // e-mail, on a match) after it (server/cases/case-link.ts).
  router
    .route(caseFormPaths('link'))
    .post(fromOwnPages, readForm, async (req, res) => {
      const lang = langOfPath(req.path);
      const text = CASE_PAGE_COPY[lang];
      const typed = linkFields.parse(req.body ?? {});
      const request = {
        reference: typed.reference.trim(),
        email: typed.email.trim(),
        clientKey: clientKey(req.ip),
      };
      const refuse = (status: number, error: string) =>
        render(req, res, status, { withoutCase: true, forms: { open: { ...typed, error } } });
      if (request.reference === '' || request.email === '') return refuse(400, text.open.required);
      const asked = await takeLinkPlaces(db, request);
      if (!asked.ok) {
        res.set('Retry-After', String(secondsFrom(asked.retryAfterMs)));
        return refuse(
          429,
          asked.limit === 'client'
            ? text.open.tooMany
            : text.open.tooManyForCase(minutesFrom(asked.retryAfterMs)),
        );
      }
      res.redirect(303, `${CASE_PATHS[lang]}?asked=1`);
      options.afterAnswer(sendLinkIfMatch(db, request, options.mail));
    })
    .all(methodNotAllowed('POST'));

  return router;
}
