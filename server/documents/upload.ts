import Negotiator from 'negotiator';
import type { Readable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import { CATALOGUES, preferredLang } from '../../app/copy/languages.server';
import type { DocumentsText } from './errors';
import { type Lang, langOfPath } from '../../app/site/pages';
import type { UploadMessageKind } from '../../app/components/UploadMessage';
import type { CaseAnswer, CaseService } from '../cases/service';
import type { NewDocument } from '../cases/store';
import { secondsFrom, type Taken } from '../db/rate-limit';
import { type ApiError, apiError, sendApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { fromOwnSite, isOwnOrigin } from '../http/origin';
import { factsOf } from '../http/request-checks';
import { failureLine } from '../observe/failure';
import { count } from '../observe/metrics';
import {
  ClientGoneError,
  NoFileChosen,
  refuse,
  STORAGE_RETRY_AFTER_SECONDS,
  UploadError,
} from './errors';
import { answerWhileDiscarding, expressBody } from './linger';
import type { LinkSigner } from './links';
import { isMultipartType } from './form';
import {
  bodyCap,
  createParser,
  lingerBound,
  type ReceivedForm,
  type ReceiverDependencies,
  UPLOAD_FORM,
  UploadReceiver,
} from './multipart';
import { isStorageFull, StorageUnavailableError } from './storage';

export interface UploadDependencies extends ReceiverDependencies {
  readonly links: LinkSigner;
  /** Counts the upload against its client's limit (in the database: server/office.ts). */
  readonly takeUploadPlace: (client: string) => Promise<Taken>;
  /** Gives the place back: a post with no file chosen is not an upload. */
  readonly giveUploadPlaceBack?: ((client: string) => Promise<void>) | undefined;
  /** The site's origin (PUBLIC_URL): links are given out on it, and uploads must come from it. */
  readonly publicUrl: string;
  /** Records each document in the visitor's case; none: no cases (the answer has no reference). */
  readonly cases?: (() => CaseService | undefined) | undefined;
  /**
   * Renders the upload page (/upload, /es/upload: its React Router route, server/app.ts) with the
   * outcome in its message area; none in an app without pages (the API tests), whose answer is
   * always JSON.
   */
  readonly renderUploadPage?: RenderUploadPage | undefined;
  readonly log: (line: string) => void;
}

export type UploadOutcome =
  | {
      readonly ok: true;
      readonly url: string;
      readonly reference: string | undefined;
      /** Several files were posted; the first was stored (decision 140). */
      readonly othersSkipped?: true;
    }
  | { readonly ok: false; readonly reason: string }
  /** The form posted with no file chosen: the upload component's own sentence, nothing stored. */
  | { readonly ok: false; readonly noFile: true };

/** Sends the upload page in `lang` with `message` in its message area, under the status set on `res`. */
export type RenderUploadPage = (
  req: Request,
  res: Response,
  lang: Lang,
  message: UploadMessageKind,
) => Promise<void>;

/** The outcome as the upload form shows it (app/components/UploadMessage.tsx). */
export function messageOf(outcome: UploadOutcome): UploadMessageKind {
  if (outcome.ok) {
    return {
      kind: 'success',
      url: outcome.url,
      reference: outcome.reference,
      othersSkipped: outcome.othersSkipped === true,
    };
  }
  return 'noFile' in outcome ? { kind: 'noFile' } : { kind: 'failure', reason: outcome.reason };
}

/**
 * What the upload reads of a request: Express's (POST /api/upload, below) or a route action's
 * (the case page's upload form, app/cases/case-upload.server.ts), so that both go one path.
 */
export interface UploadRequest {
  /** A request header, undefined when absent. */
  header(name: string): string | undefined;
  /** The body as a Node stream: the Express request itself, or the action's body. */
  readonly body: Readable;
  /** What the client counts against in the upload limit (server/http/client-key.ts). */
  readonly clientKey: string;
  readonly https: boolean;
  /** The post came from this site's pages (server/http/origin.ts, the one rule). */
  readonly fromOwnSite: boolean;
  /**
   * A browser's own form post, answered with a page: of several files the first is kept
   * (decision 140); a script's post gets the API's contract, one file.
   */
  readonly page: boolean;
  /** Aborted when the client goes before its answer: what it sent is then not kept. */
  readonly gone: AbortSignal;
}

/** What the caller adds around the upload (the case page's "Send file": app/cases/case-upload.server.ts). */
export interface UploadHooks {
  /**
   * A refusal known before the body is read, so nothing is stored (a document request answered
   * already, or another case's); undefined lets the upload go on.
   */
  check?(): Promise<UploadError | undefined>;
  /**
   * Records the document in the visitor's case: the file's name, type and size, beside the stored
   * file. An UploadError it throws is the answer, and the stored file is removed. Undefined: no
   * case (an app without cases; the answer then has no reference).
   */
  record(document: NewDocument): Promise<CaseAnswer | undefined>;
}

/** The upload's JSON answer (the Cloudinary contract, decision 007), and the case's reference. */
export interface UploadAnswer {
  readonly secure_url: string;
  readonly public_id: string;
  readonly bytes: number;
  readonly format: string;
  readonly original_filename: string;
  readonly created_at: string;
  readonly reference?: string;
}

export type UploadResult =
  | {
      readonly ok: true;
      readonly answer: UploadAnswer;
      /** The case cookie, renewed, when the document went into a case. */
      readonly setCookie: string | undefined;
      readonly othersSkipped: boolean;
    }
  /** Refused: the refusal, and headers its answer carries (Retry-After). */
  | { readonly ok: false; readonly error: UploadError; readonly headers: Record<string, string> }
  /** The client went before its answer: nothing was kept, and nobody is answered. */
  | { readonly ok: false; readonly gone: true };

export type UploadRefusal = Exclude<UploadResult, { ok: true }>;

/** The outcome as a page says it (its message area): stored, no file chosen, or refused. */
export function outcomeOf(result: UploadResult, words: DocumentsText): UploadOutcome {
  if (result.ok) {
    return {
      ok: true,
      url: result.answer.secure_url,
      reference: result.answer.reference,
      ...(result.othersSkipped ? { othersSkipped: true as const } : {}),
    };
  }
  if ('gone' in result) return { ok: false, reason: '' };
  return result.error instanceof NoFileChosen
    ? { ok: false, noFile: true }
    : { ok: false, reason: result.error.say(words) };
}

/** A refusal in the API's error shape, in the client's language (Accept-Language), English by default. */
export function apiErrorOf(error: UploadError, acceptLanguage: string | undefined): ApiError {
  const words = CATALOGUES[preferredLang(acceptLanguage)].documents;
  return apiError(error.code, error.say(words), error.field);
}

// Whether to answer with a page rather than JSON: a browser posting the form itself (no
// JavaScript) asks for text/html; fetch, XMLHttpRequest and Cloudinary clients send */* or
// application/json and get JSON (decision 024). The client's first choice, as Express's
// `req.accepts(['json', 'html'])` reads it.
export function wantsPage(accept: string | undefined): boolean {
  const [first] = new Negotiator({ headers: { accept } }).mediaTypes([
    'application/json',
    'text/html',
  ]);
  return first === 'text/html';
}

/**
 * The language of an answer page: that of the page the form was posted from (its `Referer`, which
 * the site's `Referrer-Policy: same-origin` gives only to its own requests), else the browser's
 * (Accept-Language). A Spanish page in an English browser gets its answer in Spanish.
 */
export function pageLang(req: Request): Lang {
  const referer = req.headers.referer;
  if (referer !== undefined && URL.canParse(referer)) {
    const from = new URL(referer);
    if (isOwnOrigin(from.origin, factsOf(req))) return langOfPath(from.pathname);
  }
  return preferredLang(req.headers['accept-language']);
}

/**
 * Reads, checks, encrypts and stores one upload, and records it (`hooks.record`): every check
 * in order (origin, the caller's own, the limit, the body's type and declared size, then the body
 * as it streams: ./multipart.ts), each refusal counted. The answer is the caller's.
 */
export async function receiveUpload(
  deps: UploadDependencies,
  request: UploadRequest,
  hooks: UploadHooks,
): Promise<UploadResult> {
  // Before the rate limit, so that another site's attempts cost the visitor none of theirs.
  if (!request.fromOwnSite) return refused(refuse.crossSite());
  let rate: Taken;
  try {
    const early = await hooks.check?.();
    if (early) return refused(early);
    rate = await deps.takeUploadPlace(request.clientKey);
  } catch (error) {
    // Without the count (or the caller's own check) nothing could be recorded either: the
    // database is not answering.
    deps.log(
      `documents: upload limit not read: ${error instanceof Error ? error.message : String(error)}`,
    );
    return refused(refuse.storageUnavailable(), {
      'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
    });
  }
  if (!rate.allowed) {
    return refused(refuse.tooMany(), { 'Retry-After': String(secondsFrom(rate.retryAfterMs)) });
  }
  const contentType = request.header('content-type');
  if (!isMultipartType(contentType)) return refused(refuse.notMultipart());
  if (Number(request.header('content-length')) > bodyCap(1, deps.config.maxBytes)) {
    return refused(refuse.tooLarge(deps.config.maxBytes));
  }
  const parser = createParser(contentType ?? '', deps.config);
  if (parser === undefined) return refused(refuse.brokenBody());

  let form: ReceivedForm;
  try {
    form = await new UploadReceiver(deps, request.body, parser, UPLOAD_FORM, request.page).result;
  } catch (error) {
    if (error instanceof NoFileChosen) {
      await deps.giveUploadPlaceBack?.(request.clientKey).catch((failure: unknown) => {
        deps.log(`documents: upload place not given back: ${String(failure)}`);
      });
    }
    return failed(deps, error);
  }
  const received = form.files.file;
  if (received === undefined) return refused(refuse.noFile());
  try {
    // Durable and whole before the visitor is told it is stored; a client gone before the
    // answer never gets the link, so what it sent is not kept.
    await received.pending.commit(request.gone);
    if (request.gone.aborted) throw new ClientGoneError('client gone while publishing');
  } catch (error) {
    await received.pending.abort().catch(() => {});
    return failed(deps, error);
  }
  let inCase: CaseAnswer | undefined;
  try {
    // The document's record in the visitor's case, next to the stored file: a file with no
    // record would be a document nobody on staff can see, so it is removed instead.
    inCase = await hooks.record({
      id: received.id,
      // The name the download gives it: the visitor's name, the detected format's extension.
      originalName: `${received.metadata.originalFilename}.${received.metadata.format}`,
      contentType: received.metadata.contentType,
      sizeBytes: received.bytes,
    });
  } catch (error) {
    await received.pending.abort().catch(() => {});
    if (error instanceof UploadError) return refused(error);
    deps.log(
      `documents: upload not recorded: ${error instanceof Error ? error.message : String(error)}`,
    );
    return refused(refuse.storageFailed());
  }
  count.uploadStored(received.bytes);
  return {
    ok: true,
    answer: {
      secure_url: `${deps.publicUrl}${deps.links.sign(received.id)}`,
      public_id: received.id,
      bytes: received.bytes,
      format: received.metadata.format,
      original_filename: received.metadata.originalFilename,
      created_at: received.metadata.createdAt,
      ...(inCase ? { reference: inCase.reference } : {}),
    },
    setCookie: inCase?.setCookie,
    othersSkipped: form.othersSkipped === true,
  };
}

function refused(error: UploadError, headers: Record<string, string> = {}): UploadRefusal {
  count.uploadRefused(error.code);
  return { ok: false, error, headers };
}

/** What reading or storing the body came to, as a refusal (or a client gone). */
export function failed(deps: UploadDependencies, error: unknown): UploadRefusal {
  if (error instanceof ClientGoneError) {
    count.uploadRefused('client_gone');
    return { ok: false, gone: true };
  }
  if (error instanceof UploadError) return refused(error);
  if (error instanceof StorageUnavailableError) {
    deps.log(`documents: upload refused: ${error.message}`);
    return refused(refuse.storageUnavailable(), {
      'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
    });
  }
  if (isStorageFull(error)) {
    deps.log(`documents: storage full: ${(error as Error).message}`);
    return refused(refuse.storageFull());
  }
  deps.log(
    `documents: upload failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return refused(refuse.storageFailed());
}

/**
 * POST /api/upload: the upload with its JSON answer, or, to a browser posting /upload's form
 * itself (no JavaScript, or before hydration), the upload page with the outcome in its message
 * area, in the language of the page the form was on (decision 150). A refused body is read past
 * while the answer goes (./linger.ts).
 */
export function createUploadHandler(deps: UploadDependencies): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const render = wantsPage(req.headers.accept) ? deps.renderUploadPage : undefined;
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    const lang = pageLang(req);
    const result = await receiveUpload(
      deps,
      {
        header: (name) => req.get(name),
        body: req,
        clientKey: clientKey(req.ip),
        https: factsOf(req).https,
        fromOwnSite: fromOwnSite(req, factsOf(req)),
        page: render !== undefined,
        gone: gone.signal,
      },
      {
        // The case opened or joined takes the language of the page the visitor uploaded from.
        record: async (document) =>
          deps
            .cases?.()
            ?.recordDocument(
              { cookie: req.headers.cookie, https: req.secure, language: lang },
              document,
            ),
      },
    );
    if (!result.ok && 'gone' in result) {
      res.destroy();
      return;
    }
    const answer = (closeConnection: boolean) => {
      if (res.headersSent || res.destroyed) return;
      if (closeConnection) res.setHeader('Connection', 'close');
      if (result.ok) {
        if (result.setCookie !== undefined) res.setHeader('Set-Cookie', result.setCookie);
        res.status(200);
      } else res.set(result.headers).status(result.error.status);
      if (render !== undefined) {
        const message = messageOf(outcomeOf(result, CATALOGUES[lang].documents));
        render(req, res, lang, message).catch((error: unknown) => {
          deps.log(`Upload page: ${failureLine(error)}`);
          if (!res.headersSent) res.status(503).end();
        });
      } else if (result.ok) res.json(result.answer);
      else {
        sendApiError(
          res,
          result.error.status,
          apiErrorOf(result.error, req.headers['accept-language']),
          [...Object.entries(result.headers).flat()],
        );
      }
    };
    if (result.ok) answer(false);
    else {
      const bound = lingerBound(result.error, deps.config);
      answerWhileDiscarding(expressBody(req), bound, answer);
    }
  };
}
