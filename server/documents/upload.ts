import { CATALOGUES, preferredLang } from '../../app/copy/languages.server';
import { type Lang, langOfPath } from '../../app/site/pages';
import type { Request, RequestHandler, Response } from 'express';
import type { CaseAnswer, CaseService } from '../cases/service';
import type { NewDocument } from '../cases/store';
import { secondsFrom, type Taken } from '../db/rate-limit';
import type { UploadMessageKind } from '../../app/components/UploadMessage';
import { clientKey } from '../http/client-key';
import {
  ClientGoneError,
  NoFileChosen,
  refuse,
  STORAGE_RETRY_AFTER_SECONDS,
  UploadError,
} from './errors';
import type { LinkSigner } from './links';
import { isStorageFull, StorageUnavailableError } from './storage';
import { answerWhileDiscarding } from './linger';
import {
  createParser,
  type ReceivedFile,
  type ReceiverDependencies,
  UploadReceiver,
} from './multipart';
import { apiError, sendApiError } from '../http/api-error';
import { count } from '../observe/metrics';
import { failureLine } from '../observe/failure';
import { fromOwnSite, isOwnOrigin } from '../http/origin';
import { declaredTooLarge } from '../http/read-body';
import { factsOf } from '../http/request-checks';

// Room for the multipart framing and the preset field around a file of the maximum size, so that a
// Content-Length beyond it can be refused before reading a byte.
const MULTIPART_ALLOWANCE = 64 * 1024;

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
  /** How a form posted without JavaScript is answered; the upload page by default. */
  readonly answer?: FormAnswer | undefined;
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
 * How an upload posted by a browser form (no JavaScript) is answered: in which language, and with
 * which page. The upload page itself by default (app/routes/upload.tsx, decision 150); the
 * visitor's case page posts its upload form to its own address and answers with itself
 * (server/cases/case-upload.ts).
 */
export interface FormAnswer {
  /** The language of the answer, which the case opened or joined takes too (decision 073). */
  langOf(req: Request): Lang;
  /** Sends the page for the outcome; the status is set on `res` already (200 on success). */
  send(req: Request, res: Response, outcome: UploadOutcome, lang: Lang): void;
  /**
   * A refusal known before the body is read, so nothing is stored (a document request answered
   * already, or another case's: server/cases/case-upload.ts); undefined lets the upload go on.
   */
  check?(req: Request): Promise<UploadError | undefined>;
  /**
   * Records the document in place of the visitor's case (the file that answers a request), or
   * undefined to leave it to the case service. An UploadError it throws is the answer, and the
   * stored file is removed.
   */
  record?(req: Request, document: NewDocument): Promise<CaseAnswer> | undefined;
}

/** `answer` undefined: no page to answer with, so every answer is JSON (an app without pages). */
type Resolved = UploadDependencies & { readonly answer: FormAnswer | undefined };

/** How this request is answered with a page, or undefined for JSON. */
function pageAnswerOf(deps: Resolved, req: Request): FormAnswer | undefined {
  return wantsPage(req) ? deps.answer : undefined;
}

// Whether to answer with a page rather than JSON: a browser posting the form itself (no
// JavaScript) asks for text/html; fetch, XMLHttpRequest and Cloudinary clients send */* or
// application/json and get JSON (decision 024).
export function wantsPage(req: Request): boolean {
  return req.accepts(['json', 'html']) === 'html';
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

function sendError(
  deps: Resolved,
  req: Request,
  res: Response,
  error: UploadError,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  count.uploadRefused(error.code);
  // Up to twice what an accepted upload may send: a file somewhat over the limit still gets its 413.
  // A client that has sent nothing for the stall timeout is not waited for again.
  const bound = error.status === 408 ? 0 : 2 * (deps.config.maxBytes + MULTIPART_ALLOWANCE);
  answerWhileDiscarding(req, bound, (closeConnection) => {
    if (res.headersSent || res.destroyed) return;
    if (closeConnection) res.setHeader('Connection', 'close');
    const page = pageAnswerOf(deps, req);
    if (page) {
      res.set(headers).status(error.status);
      const lang = page.langOf(req);
      const reason = error.say(CATALOGUES[lang].documents);
      const outcome =
        error instanceof NoFileChosen
          ? { ok: false as const, noFile: true as const }
          : { ok: false as const, reason };
      page.send(req, res, outcome, lang);
    } else {
      // In the client's language (Accept-Language), English by default.
      const lang = preferredLang(req.headers['accept-language']);
      const message = error.say(CATALOGUES[lang].documents);
      sendApiError(res, error.status, apiError(error.code, message, error.field), [
        ...Object.entries(headers).flat(),
      ]);
    }
  });
}

/**
 * The upload page answering its own form (a browser without JavaScript, or before hydration): the
 * page rendered with the outcome in its message area, in the language of the page the form was on.
 */
function uploadPageAnswer(render: RenderUploadPage, log: (line: string) => void): FormAnswer {
  return {
    langOf: pageLang,
    send(req, res, outcome, lang) {
      render(req, res, lang, messageOf(outcome)).catch((error: unknown) => {
        log(`Upload page: ${failureLine(error)}`);
        if (!res.headersSent) res.status(503).end();
      });
    },
  };
}

export function createUploadHandler(options: UploadDependencies): RequestHandler {
  const { renderUploadPage } = options;
  const deps: Resolved = {
    ...options,
    answer:
      options.answer ??
      (renderUploadPage === undefined
        ? undefined
        : uploadPageAnswer(renderUploadPage, options.log)),
  };
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Before the rate limit, so that another site's attempts cost the visitor none of theirs.
    if (!fromOwnSite(req, factsOf(req))) return sendError(deps, req, res, refuse.crossSite());
    let rate: Taken;
    try {
      const refused = await deps.answer?.check?.(req);
      if (refused) return sendError(deps, req, res, refused);
      rate = await deps.takeUploadPlace(clientKey(req.ip));
    } catch (error) {
      // Without the count (or the answer's own check) nothing could be recorded either: the
      // database is not answering.
      deps.log(
        `documents: upload limit not read: ${error instanceof Error ? error.message : String(error)}`,
      );
      return sendError(deps, req, res, refuse.storageUnavailable(), {
        'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
      });
    }
    if (!rate.allowed) {
      return sendError(deps, req, res, refuse.tooMany(), {
        'Retry-After': String(secondsFrom(rate.retryAfterMs)),
      });
    }
    if (!req.is('multipart/form-data')) return sendError(deps, req, res, refuse.notMultipart());
    if (declaredTooLarge(req, deps.config.maxBytes + MULTIPART_ALLOWANCE)) {
      return sendError(deps, req, res, refuse.tooLarge(deps.config.maxBytes));
    }

    const parser = createParser(req, deps.config);
    if (parser === undefined) return sendError(deps, req, res, refuse.brokenBody());

    let received: ReceivedFile;
    try {
      received = await new UploadReceiver(deps, req, parser, pageAnswerOf(deps, req) !== undefined)
        .result;
    } catch (error) {
      if (error instanceof NoFileChosen) {
        await deps.giveUploadPlaceBack?.(clientKey(req.ip)).catch((failure: unknown) => {
          deps.log(`documents: upload place not given back: ${String(failure)}`);
        });
      }
      return answerFailure(deps, req, res, error);
    }

    // A client gone before the answer never gets the link: what it sent is not kept.
    const clientGone = new AbortController();
    res.once('close', () => clientGone.abort());
    try {
      // Durable and whole before the visitor is told it is stored.
      await received.pending.commit(clientGone.signal);
      if (res.destroyed) throw new ClientGoneError('client gone while publishing');
    } catch (error) {
      await received.pending.abort().catch(() => {});
      return answerFailure(deps, req, res, error);
    }
    let inCase: CaseAnswer | undefined;
    try {
      // The document's record in the visitor's case, next to the stored file: a file with no
      // record would be a document nobody on staff can see, so it is removed instead.
      // The case opened or joined takes the language of the page the visitor uploaded from.
      const document: NewDocument = {
        id: received.id,
        // The name the download gives it: the visitor's name, the detected format's extension.
        originalName: `${received.metadata.originalFilename}.${received.metadata.format}`,
        contentType: received.metadata.contentType,
        sizeBytes: received.bytes,
      };
      inCase = await (deps.answer?.record?.(req, document) ??
        deps.cases?.()?.recordDocument(
          {
            cookie: req.headers.cookie,
            https: req.secure,
            language: (deps.answer?.langOf ?? pageLang)(req),
          },
          document,
        ));
    } catch (error) {
      await received.pending.abort().catch(() => {});
      if (error instanceof UploadError) return sendError(deps, req, res, error);
      deps.log(
        `documents: upload not recorded: ${error instanceof Error ? error.message : String(error)}`,
      );
      return sendError(deps, req, res, refuse.storageFailed());
    }
    const answer = {
      secure_url: `${deps.publicUrl}${deps.links.sign(received.id)}`,
      public_id: received.id,
      bytes: received.bytes,
      format: received.metadata.format,
      original_filename: received.metadata.originalFilename,
      created_at: received.metadata.createdAt,
      ...(inCase ? { reference: inCase.reference } : {}),
    };
    count.uploadStored(received.bytes);
    if (inCase) res.setHeader('Set-Cookie', inCase.setCookie);
    const page = pageAnswerOf(deps, req);
    if (page) {
      const outcome = {
        ok: true as const,
        url: answer.secure_url,
        reference: inCase?.reference,
        ...(received.othersSkipped ? { othersSkipped: true as const } : {}),
      };
      page.send(req, res.status(200), outcome, page.langOf(req));
    } else {
      res.status(200).json(answer);
    }
  };
}

function answerFailure(deps: Resolved, req: Request, res: Response, error: unknown): void {
  if (error instanceof ClientGoneError) {
    count.uploadRefused('client_gone');
    res.destroy();
    return;
  }
  if (error instanceof UploadError) return sendError(deps, req, res, error);
  if (error instanceof StorageUnavailableError) {
    deps.log(`documents: upload refused: ${error.message}`);
    return sendError(deps, req, res, refuse.storageUnavailable(), {
      'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
    });
  }
  if (isStorageFull(error)) {
    deps.log(`documents: storage full: ${(error as Error).message}`);
    return sendError(deps, req, res, refuse.storageFull());
  }
  deps.log(
    `documents: upload failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  sendError(deps, req, res, refuse.storageFailed());
}
