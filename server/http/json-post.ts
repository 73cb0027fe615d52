/**
 * The steps the two JSON APIs served before Express (the refund calculator and the contact
 * message, decisions 005 and 029) take before their body is theirs: POST only (405), a JSON body
 * (415), at most their cap (413, declared or sent), in time (408), the client still there. Each
 * refusal in the one API error shape (server/http/api-error.ts), its sentence in the client's language.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, REQUEST_CODES, sendApiError } from './api-error';
import { CLOSE_CONNECTION, type FlatHeaders } from './json-answer';
import {
  BODY_TIMEOUT_MS,
  bodyOrRefusal,
  declaredTooLarge,
  isJsonContentType,
  readBody,
} from './read-body';

/** The sentences of the refusals before the body is read (made only when one is sent). */
export interface JsonPostRefusals {
  readonly methodNotAllowed: string;
  readonly notJson: string;
  readonly tooLarge: string;
  readonly tooSlow: string;
}

export interface JsonPost {
  /** The largest body read, in bytes. */
  readonly maxBytes: number;
  /** The site's headers, flat (the Express middleware that sets them does not run). */
  readonly headers: FlatHeaders;
  readonly refusals: () => JsonPostRefusals;
  /** A Content-Encoding other than identity is refused (415) rather than read as JSON. */
  readonly identityOnly?: boolean;
}

/** Answers every refusal itself; calls `answer` with the whole body as text, once, when none. */
export function readJsonPost(
  req: IncomingMessage,
  res: ServerResponse,
  post: JsonPost,
  answer: (text: string) => void,
): void {
  const { headers, maxBytes, refusals } = post;
  if (req.method !== 'POST') {
    const error = apiError(REQUEST_CODES.methodNotAllowed, refusals().methodNotAllowed);
    return sendApiError(res, 405, error, headers, ['Allow', 'POST']);
  }
  const encoding = req.headers['content-encoding'];
  if (
    !isJsonContentType(req.headers['content-type']) ||
    (post.identityOnly === true && encoding !== undefined && encoding.toLowerCase() !== 'identity')
  ) {
    // The body is not read: closing spares reading it to keep the connection alive.
    const error = apiError(REQUEST_CODES.unsupportedType, refusals().notJson);
    return sendApiError(res, 415, error, headers, CLOSE_CONNECTION);
  }
  const tooLarge = () => apiError(REQUEST_CODES.tooLarge, refusals().tooLarge);
  if (declaredTooLarge(req, maxBytes)) {
    return sendApiError(res, 413, tooLarge(), headers, CLOSE_CONNECTION);
  }
  // Settles exactly once whatever the client does: too much → 413, too slow → 408, gone (aborted,
  // or a body shorter than its Content-Length followed by a close) → nothing left to answer.
  readBody(req, { maxBytes, timeoutMs: BODY_TIMEOUT_MS }, (outcome) => {
    const body = bodyOrRefusal(req, res, outcome, {
      tooLarge: (close) =>
        sendApiError(res, 413, tooLarge(), headers, close ? CLOSE_CONNECTION : []),
      timeout: () => {
        const error = apiError(REQUEST_CODES.timeout, refusals().tooSlow);
        sendApiError(res, 408, error, headers, CLOSE_CONNECTION);
      },
    });
    if (body !== undefined) answer(body);
  });
}
