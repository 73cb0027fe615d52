import { type Request, Router } from 'express';
import { z } from 'zod';
import { CATALOGUES } from '../../app/copy/languages.server';
import { CASE_PATHS, type Lang, langOfPath } from '../../app/site/pages';
import type { FormAnswer } from '../documents/upload';
import type { UploadOutcome } from '../documents/answer-page';
import { refuse } from '../documents/errors';
import { factsOf } from '../request-checks';
import { readForm, rowId, textField } from '../form-fields';
import { longerThan } from '../text-length';
import {
  CASE_PAGE_COPY,
  type CasePageOptions,
  fromOwnPages,
  methodNotAllowed,
} from './case-page-http';
import type { FormStates } from './case-page-view';
import type { CaseFormOptions } from './case-forms';
import { caseFormPaths } from './case-paths';
import {
  isOpenRequest,
  markNotApplicable,
  recordRequestedDocument,
  REQUEST_REASON_MAX,
} from './requests';

/**
 * The visitor's answers to document requests on the case page ("What we need from you";
 * decision 089). "Send file" posts to the upload of "Your documents" with `?request=ID`: the one
 * upload handler reads, checks and encrypts the file, and these hooks refuse a request that is
 * not an open one of the browser's case before the body is read, then record the document and
 * the request received in one transaction (a request closed meanwhile: the stored file is
 * removed). "I don't have this" posts here, with an optional reason. Both answer by
 * post/redirect/get to the case page, or with the page and the sentence why.
 */

/** The request a post names: undefined for none (a plain upload), null for one that is no id. */
export function requestOf(req: Request): number | null | undefined {
  const query = req.query as Record<string, unknown>;
  return query.request === undefined ? undefined : rowId.parse(query.request);
}

/** The audit log's address for what a visitor did. */
const addressOf = (req: Request) => req.ip ?? 'unknown';

type Hooks = Required<Pick<FormAnswer, 'check' | 'record'>>;

/** The upload's hooks for a file that answers a request (server/documents/upload.ts). */
export function requestUploadHooks({ db, cases }: Pick<CasePageOptions, 'db' | 'cases'>): Hooks {
  const caseOf = (req: Request) =>
    cases.caseIdOf({ cookie: req.headers.cookie, https: factsOf(req).https });
  return {
    async check(req) {
      const requestId = requestOf(req);
      if (requestId === undefined) return undefined;
      const caseId = await caseOf(req);
      const open =
        requestId !== null && caseId !== undefined && (await isOpenRequest(db, caseId, requestId));
      return open ? undefined : refuse.requestClosed();
    },
    record(req, document) {
      const requestId = requestOf(req);
      if (requestId === undefined) return undefined;
      return (async () => {
        const caseId = await caseOf(req);
        const found =
          requestId === null || caseId === undefined
            ? undefined
            : await recordRequestedDocument(db, {
                caseId,
                requestId,
                clientAddress: addressOf(req),
                document,
              });
        if (!found) throw refuse.requestClosed();
        return {
          reference: found.reference,
          setCookie: cases.cookieFor(found.id, factsOf(req).https, {
            cookie: req.headers.cookie,
            https: factsOf(req).https,
          }),
        };
      })();
    },
  };
}

/**
 * How the case page answers an upload that answered a request: its confirmation after
 * post/redirect/get, or the refusal beside the request (undefined: a plain upload's answer).
 */
export function requestUploadAnswer(
  req: Request,
  outcome: UploadOutcome,
  lang: Lang,
): { readonly redirect: string } | { readonly forms: FormStates } | undefined {
  const requestId = requestOf(req);
  if (requestId === undefined) return undefined;
  if (outcome.ok) return { redirect: `${CASE_PATHS[lang]}?received=1` };
  const error = 'noFile' in outcome ? CATALOGUES[lang].upload.noFile : outcome.reason;
  return { forms: { request: { id: requestId ?? 0, error, reason: '' } } };
}

/** "I don't have this" as posted: text, so that a refused reason shows again as typed. */
const notApplicableFields = z.object({ request: textField, reason: textField });

export function requestFormRoutes(options: CaseFormOptions): Router {
  const { db, cases, render } = options;
  const router = Router();
  router
    .route(caseFormPaths('notApplicable'))
    .post(fromOwnPages, readForm, async (req, res) => {
      const lang = langOfPath(req.path);
      const https = factsOf(req).https;
      const caseId = await cases.caseIdOf({ cookie: req.headers.cookie, https });
      // No case for this browser: the page says so, and nothing is stored.
      if (caseId === undefined) return render(req, res, 400);
      const form = notApplicableFields.parse(req.body ?? {});
      const requestId = rowId.parse(form.request) ?? 0;
      const reason = form.reason.trim();
      const refused = (status: number, error: string) =>
        render(req, res, status, {
          forms: { request: { id: requestId, error, reason: form.reason } },
        });
      if (longerThan(reason, REQUEST_REASON_MAX)) {
        return refused(400, CASE_PAGE_COPY[lang].requests.reasonTooLong(REQUEST_REASON_MAX));
      }
      const found = await markNotApplicable(db, {
        caseId,
        requestId,
        clientAddress: addressOf(req),
        reason: reason === '' ? null : reason,
      });
      if (!found) return refused(409, CATALOGUES[lang].documents.requestClosed);
      res.set('Set-Cookie', cases.cookieFor(caseId, https, { cookie: req.headers.cookie, https }));
      res.redirect(303, `${CASE_PATHS[lang]}?notApplicable=1`);
    })
    .all(methodNotAllowed('POST'));
  return router;
}
