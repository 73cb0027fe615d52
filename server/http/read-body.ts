/**
 * The one body reader of the server (decision 043). Every route that reads a body reads it here,
 * with a cap in bytes and a time limit, as it streams: the fast routes (the refund calculator
 * API, the contact API) with `readBody`, the pages' form posts and the staff forms and the
 * tracker lookup with `readBodyBytes` (the upload streams its file through busboy, with its own
 * limits, to the store). Before any route runs, `refuseDeclaredTooLarge` answers a declared
 * Content-Length over the cap with 413 at once, on every path. Every way a client can go wrong
 * ends in one outcome, settled exactly once, which each route maps to its own answer (most
 * through `bodyOrRefusal`). The upload's busboy shares `declaredTooLarge` and the lingering close.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CATALOGUES, preferredLang } from '../../app/copy/languages.server';
import { langOfPath } from '../../app/site/pages';
import { siteHeaders } from '../../app/site/security-headers';
import { apiError, apiErrorBody, REQUEST_CODES } from './api-error';
import { answerWhileDiscarding, expressBody } from '../documents/linger';
import { withRequestId } from '../observe/request-id';
import { tooLargeAnswer } from './too-large-page';
import { API_PREFIX } from '../../app/site/api-paths';

/**
 * The most any route reads, unless it reads its own body with its own cap (the upload, and the
 * two JSON APIs whose 413 answers are part of their contract): more than any form of the site
 * sends (the contact message's 5,000 characters, percent-encoded, take at most 45 KiB).
 */
export const BODY_MAX_BYTES = 64 * 1024;
/** A client that stops sending mid-body is answered 408 and disconnected after this long. */
export const BODY_TIMEOUT_MS = 10_000;

export type BodyOutcome<Body = string> =
  | { readonly kind: 'body'; readonly text: Body }
  /** More than the cap arrived: the rest is never read, so the answer must close the connection. */
  | { readonly kind: 'too_large' }
  /** The body did not arrive in time: the answer must close the connection. */
  | { readonly kind: 'timeout' }
  /** The client aborted or the socket broke: nothing is left to answer. */
  | { readonly kind: 'gone' };

export interface BodyLimits {
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

/** application/json, with or without parameters; a charset other than UTF-8 is refused. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [mediaType = '', ...parameters] = header.split(';');
  if (mediaType.trim().toLowerCase() !== 'application/json') return false;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    const charset = value.trim().replace(/^"|"$/g, '').toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return false;
  }
  return true;
}

/** Whether the declared Content-Length is over the cap already (answered before reading). */
export function declaredTooLarge(req: IncomingMessage, maxBytes: number): boolean {
  return Number(req.headers['content-length']) > maxBytes;
}

/**
 * Reads at most `maxBytes` of the body as UTF-8, then calls `done` once: too much → too_large,
 * too slow → timeout, aborted (or a body shorter than its Content-Length followed by a close) →
 * gone, after which the response has been destroyed.
 */
export function readBody(
  req: IncomingMessage,
  limits: BodyLimits,
  done: (outcome: BodyOutcome) => void,
): void {
  collect(req, limits, (outcome) =>
    done(outcome.kind === 'body' ? { kind: 'body', text: outcome.text.toString('utf8') } : outcome),
  );
}

/** The body as bytes (a multipart form is not text), with the same limits and outcomes. */
export function readBodyBytes(
  req: IncomingMessage,
  limits: BodyLimits = { maxBytes: BODY_MAX_BYTES, timeoutMs: BODY_TIMEOUT_MS },
): Promise<BodyOutcome<Buffer>> {
  // A body read already (an Express route after another's reader) has nothing left to give.
  return new Promise((resolve) => collect(req, limits, resolve));
}

function collect(
  req: IncomingMessage,
  limits: BodyLimits,
  done: (outcome: BodyOutcome<Buffer>) => void,
): void {
  if (req.readableEnded) {
    done({ kind: 'body', text: Buffer.alloc(0) });
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;

  const settle = (): boolean => {
    if (settled) return false;
    settled = true;
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onGone);
    req.off('close', onGone);
    return true;
  };
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
    if (received <= limits.maxBytes) {
      chunks.push(chunk);
      return;
    }
    // Stop buffering; the answer closes the connection, so the rest is never read.
    req.pause();
    if (settle()) done({ kind: 'too_large' });
  };
  const onEnd = (): void => {
    if (!settle()) return;
    const only = chunks.length === 1 ? chunks[0] : undefined;
    done({ kind: 'body', text: only ?? Buffer.concat(chunks) });
  };
  // 'close' before 'end': the client aborted or the socket broke.
  const onGone = (): void => {
    if (settle()) done({ kind: 'gone' });
  };
  const timer = setTimeout(() => {
    if (settle()) done({ kind: 'timeout' });
  }, limits.timeoutMs);

  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onGone);
  req.on('close', onGone);
}

/** How a route answers a body it could not read: its 413 and its 408. */
export interface BodyRefusals {
  /** 413; `close`: the answer must say Connection: close (the rest of the body is not read). */
  readonly tooLarge: (close: boolean) => void;
  /** 408; the answer must close the connection. */
  readonly timeout: () => void;
}

/**
 * The body a read gave, or undefined once a read that gave none is answered, the same way on every
 * route: gone → the response destroyed (nobody is left to answer); too_large → `tooLarge` while
 * the rest is read and thrown away behind it (afterCut); timeout → `timeout`.
 */
export function bodyOrRefusal<Body>(
  req: IncomingMessage,
  res: ServerResponse,
  outcome: BodyOutcome<Body>,
  refusals: BodyRefusals,
): Body | undefined {
  switch (outcome.kind) {
    case 'body':
      return outcome.text;
    case 'gone':
      res.destroy();
      return undefined;
    case 'too_large':
      afterCut(req, res, refusals.tooLarge);
      return undefined;
    case 'timeout':
      refusals.timeout();
      return undefined;
  }
}

/** Whether a path is an API's (answered in JSON) rather than a page's (answered with a page). */
function isApiPath(path: string): boolean {
  return path.toLowerCase().startsWith(API_PREFIX);
}

/**
 * 413, and (unless `close` is false) the connection closed so the rest is never read: the APIs' error (server/http/api-error.ts) for
 * an API, otherwise a short page in the language of the path posted to (`/es/…` in Spanish).
 */
export function sendTooLarge(
  res: ServerResponse,
  path: string,
  https: boolean,
  acceptLanguage?: string,
  /**
   * Whether the answer closes the connection: yes, unless the rest of a body cut mid-stream is
   * read and thrown away behind it (bodyOrRefusal).
   */
  close = true,
): void {
  const lang = isApiPath(path) ? preferredLang(acceptLanguage) : langOfPath(path);
  const { type, body, policy } = isApiPath(path)
    ? {
        type: 'application/json; charset=utf-8',
        body: JSON.stringify(
          apiErrorBody(apiError(REQUEST_CODES.tooLarge, CATALOGUES[lang].error.tooLarge)),
        ),
        policy: undefined,
      }
    : tooLargeAnswer(lang);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const bytes = Buffer.from(body);
  if (res.destroyed) return;
  res.writeHead(
    413,
    withRequestId(res, [
      ...siteHeaders(https),
      'Content-Type',
      type,
      'Content-Length',
      String(bytes.length),
      'Cache-Control',
      'no-store',
      ...(policy === undefined ? [] : ['Content-Security-Policy', policy]),
      ...(close ? ['Connection', 'close'] : []),
    ]),
  );
  res.end(bytes);
}

/**
 * For a body cut at its cap mid-stream: calls `answer` once the answer may go, while the rest is
 * read and thrown away (up to 8 MiB or 30 s; a lingering close, server/documents/linger.ts), so
 * that a client still sending reads the answer before its connection is closed under it.
 * `close`: the answer must say Connection: close.
 */
export function afterCut(
  req: IncomingMessage,
  res: ServerResponse,
  answer: (close: boolean) => void,
): void {
  answerWhileDiscarding(expressBody(req), LINGER_BYTES, (close) => {
    // A chunked body's connection was set to close (capBody): lingering keeps it for the rest.
    res.shouldKeepAlive = !close;
    answer(close);
  });
}

/** A path as the server's checks match it: lowercase, no trailing slash (as Express matches). */
export function pathKey(path: string): string {
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/** How much of a cut body is read and thrown away while its 413 goes out. */
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * Before any route, on every path but those whose handler reads its body with its own cap
 * (`ownCap`, by lowercase path without a trailing slash): a declared Content-Length over
 * BODY_MAX_BYTES gets 413 at once; a chunked body (no length declared) gets its connection closed
 * after the answer, so that a route that does not read it never has it read to its end (Node reads
 * an unread body to keep a connection alive). Cheap on the hot paths: a request with neither a
 * large declared length nor Transfer-Encoding costs two header reads. True when it answered.
 */
export function capBody(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  https: boolean,
  ownCap: { has(key: string): boolean },
): boolean {
  const declared = req.headers['content-length'];
  const tooLarge =
    declared !== undefined && declared.length >= 5 && Number(declared) > BODY_MAX_BYTES;
  const chunked = declared === undefined && req.headers['transfer-encoding'] !== undefined;
  if (!tooLarge && !chunked) return false;
  if (ownCap.has(pathKey(path))) return false;
  if (chunked) {
    res.shouldKeepAlive = false;
    return false;
  }
  sendTooLarge(res, path, https, req.headers['accept-language']);
  return true;
}
