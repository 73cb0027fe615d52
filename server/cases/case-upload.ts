import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { UploadMessageKind } from '../../app/components/UploadMessage';
import { CATALOGUES } from '../../app/copy/languages.server';
import type { FormStates } from '../../app/cases/page/CasePage';
import { CASE_PATHS, type Lang, langOfPath } from '../../app/site/pages';
import type { Schema } from '../db/schema';
import type { FormAnswer, UploadOutcome } from '../documents/upload';
import { refuse } from '../documents/errors';
import { failureLine } from '../observe/failure';
import { rowId } from '../http/form-fields';
import { factsOf } from '../http/request-checks';
import { isOpenRequest, recordRequestedDocument } from './requests';
import type { CaseService } from './service';

/**
 * The case page's uploads: "Your documents"' form (POST /case/documents, /es/case/documents) and
 * "Send file" of a document request (the same address with `?request=ID`; decision 089). They go
 * through the upload's own handler (server/documents/upload.ts), which streams, checks and
 * encrypts the file under its own body cap, so they stay an Express route (server/routes.ts).
 * For a request, these hooks refuse one that is not an open one of the browser's case before the
 * body is read, then record the document and the request received in one transaction (a request
 * closed meanwhile: the stored file is removed). A form posted without JavaScript is answered by
 * post/redirect/get to the case page, or by the case page (its route, asked through React Router:
 * server/app.ts) with the sentence why.
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
function requestUploadHooks({ db, cases }: Pick<CaseUploadOptions, 'db' | 'cases'>): Hooks {
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
function requestUploadAnswer(
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

export interface CaseUploadOptions {
  readonly db: Kysely<Schema>;
  readonly cases: CaseService;
  /** The upload handler answered as told (server/documents: `uploadWith`). */
  readonly upload: (answer: FormAnswer) => RequestHandler;
  /**
   * Sends the case page in `lang` with a refused form, under the status already set on `res`:
   * the case route rendered by React Router (server/app.ts).
   */
  readonly renderPage: (
    req: Request,
    res: Response,
    lang: Lang,
    forms: FormStates,
  ) => Promise<void>;
  readonly log: (line: string) => void;
}

/** The upload of the case page's forms, answered with the case page. */
export function caseUploadHandler(options: CaseUploadOptions): RequestHandler {
  const answer: FormAnswer = {
    langOf: (req) => langOfPath(req.path),
    ...requestUploadHooks(options),
    send(req, res, outcome, lang) {
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
      const forRequest = requestUploadAnswer(req, outcome, lang);
      if (forRequest && 'redirect' in forRequest) return res.redirect(303, forRequest.redirect);
      if (outcome.ok) return res.redirect(303, `${CASE_PATHS[lang]}?uploaded=1`);
      const refused: UploadMessageKind =
        'noFile' in outcome ? { kind: 'noFile' } : { kind: 'failure', reason: outcome.reason };
      const forms = forRequest?.forms ?? { upload: refused };
      options.renderPage(req, res, lang, forms).catch((error: unknown) => {
        options.log(`Case page: ${failureLine(error)}`);
        if (!res.headersSent) res.status(503).end();
      });
    },
  };
  return options.upload(answer);
}
