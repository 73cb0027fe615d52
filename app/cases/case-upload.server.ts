import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { RouterContextProvider } from 'react-router';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts, services } from '~/request-context';
import { CASE_PATHS, type Lang } from '~/site/pages';
import { postFromOwnSite, rowId } from '~/ui/forms.server';
import { isOpenRequest, recordRequestedDocument } from '../../server/cases/requests';
import { refuse } from '../../server/documents/errors';
import { actionBody, discardWhileAnswering } from '../../server/documents/linger';
import {
  apiErrorOf,
  messageOf,
  outcomeOf,
  type UploadHooks,
  type UploadResult,
} from '../../server/documents/upload';
import { apiErrorBody } from '../../server/http/api-error';
import { caseIdOf, caseServices, langOf, visitorOf } from './case-visit.server';
import type { FormStates } from './page/CasePage';

/**
 * The case page's uploads (app/routes/case.documents.tsx): "Your documents"' form (POST
 * /case/documents, /es/case/documents) and "Send file" of a document request (the same address
 * with `?request=ID`; decision 089). The file goes through the upload's own path
 * (server/documents/upload.ts `receiveUpload`): read from the action's body as it streams,
 * checked, encrypted and stored under the upload's body cap and limit, as /api/upload's. For a
 * request, a post that does not name an open one of the browser's case is refused before the body
 * is read; the document and the request received are then recorded in one transaction (a request
 * closed meanwhile: the stored file is removed).
 */

type Context = Readonly<RouterContextProvider>;

/** The request a post names: undefined for none (a plain upload), null for one that is no id. */
export function requestOf(request: Request): number | null | undefined {
  const named = new URL(request.url).searchParams.get('request');
  return named === null ? undefined : rowId.parse(named);
}

/** The hooks of a file that answers a request, or of a plain upload into the visitor's case. */
function caseHooks(request: Request, context: Context, lang: Lang): UploadHooks {
  const { db, cases } = caseServices(context);
  const visitor = visitorOf(request, context);
  const requestId = requestOf(request);
  if (requestId === undefined) {
    // The case opened or joined takes the language of the page (decision 073).
    return { record: (document) => cases.recordDocument({ ...visitor, language: lang }, document) };
  }
  return {
    async check() {
      const caseId = await caseIdOf(request, context);
      const open =
        requestId !== null && caseId !== undefined && (await isOpenRequest(db, caseId, requestId));
      return open ? undefined : refuse.requestClosed();
    },
    async record(document) {
      const caseId = await caseIdOf(request, context);
      const found =
        requestId === null || caseId === undefined
          ? undefined
          : await recordRequestedDocument(db, {
              caseId,
              requestId,
              clientAddress: requestFacts(context).clientAddress,
              document,
            });
      if (!found) throw refuse.requestClosed();
      return {
        reference: found.reference,
        setCookie: cases.cookieFor(found.id, visitor.https, visitor),
      };
    },
  };
}

/**
 * The upload's own JSON answer (the Cloudinary contract with the case's reference, or the API's
 * error in the client's language), for a script that posts the form: what /api/upload answers.
 */
export function uploadJson(request: Request, upload: CaseUpload): Response {
  const { result } = upload;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (upload.closeConnection) headers.set('Connection', 'close');
  if (result.ok) {
    if (result.setCookie !== undefined) headers.set('Set-Cookie', result.setCookie);
    return Response.json(result.answer, { status: 200, headers });
  }
  if ('gone' in result) return new Response(null, { status: 400, headers });
  for (const [name, value] of Object.entries(result.headers)) headers.set(name, value);
  const error = apiErrorOf(result.error, request.headers.get('accept-language') ?? undefined);
  return Response.json(apiErrorBody(error), { status: result.error.status, headers });
}

export interface CaseUpload {
  readonly result: UploadResult;
  /** The answer must close the connection: the refused body was too large to read past. */
  readonly closeConnection: boolean;
}

/**
 * Reads the case page's upload from the action's request. A refused body is read past while the
 * answer goes (server/documents/linger.ts), so that a browser still sending reads it.
 */
export async function uploadToCase(
  request: Request,
  context: Context,
  page: boolean,
): Promise<CaseUpload> {
  const documents = services(context).documents;
  const facts = requestFacts(context);
  const stream =
    request.body === null
      ? Readable.from([])
      : Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  const result = await documents.receive(
    {
      header: (name) => request.headers.get(name) ?? undefined,
      body: stream,
      clientKey: facts.clientKey,
      https: facts.https,
      fromOwnSite: postFromOwnSite(request, context),
      page,
      gone: request.signal,
    },
    caseHooks(request, context, langOf(request)),
  );
  if (result.ok || 'gone' in result) return { result, closeConnection: false };
  const closeConnection = await discardWhileAnswering(
    actionBody(request, stream),
    documents.lingerBound(result.error),
  );
  return { result, closeConnection };
}

/** Where the case page goes after a stored upload (post/redirect/get), with its sentence. */
export function afterUpload(request: Request): string {
  const done = requestOf(request) === undefined ? 'uploaded' : 'received';
  return `${CASE_PATHS[langOf(request)]}?${done}=1`;
}

/** What the case page shows of a refused upload: beside the request it answered, or the form. */
export function refusedForms(request: Request, result: UploadResult): FormStates {
  const lang = langOf(request);
  const outcome = outcomeOf(result, CATALOGUES[lang].documents);
  const requestId = requestOf(request);
  if (requestId === undefined) return { upload: messageOf(outcome) };
  const error = 'reason' in outcome ? outcome.reason : CATALOGUES[lang].upload.noFile;
  return { request: { id: requestId ?? 0, error, reason: '' } };
}
