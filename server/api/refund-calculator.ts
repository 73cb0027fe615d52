/**
 * POST /api/RefundCalculator: the pure request and engine modules behind a plain Node handler
 * (docs/decisions/005-api-answered-before-express.md). The body is read here rather than by a
 * body-parser so every way a client can go wrong maps to a 4xx in one place, and the hot path is
 * a single read, JSON.parse, validate, estimate and one write.
 *
 * It is a fast route (server/routes.ts), answered before Express dispatches at all, for
 * throughput: Express's per-request set-up (re-prototyping req and res, the
 * router walk) costs several times what the estimate itself does (BENCHMARKS.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { estimateRefund } from '../../app/tax/engine';
import { copyForAcceptLanguage } from '../../app/copy/languages.server';
import { parseRefundRequest, type RefundRequestMessages } from '../../app/tax/request';
import { type ApiError, apiError, REQUEST_CODES, sendApiError } from '../api-error';
import { CLOSE_CONNECTION, type FlatHeaders, sendJson } from '../json-answer';
import {
  BODY_TIMEOUT_MS,
  bodyOrRefusal,
  declaredTooLarge,
  isJsonContentType,
  readBody,
} from '../read-body';

export const REFUND_CALCULATOR_PATH = '/api/RefundCalculator';

/** The largest body accepted (docs/product.md, API contracts). */
export const MAX_BODY_BYTES = 16 * 1024;

/** The refusals' sentences in the client's language (Accept-Language). */
function messagesFor(req: IncomingMessage): RefundRequestMessages {
  return copyForAcceptLanguage(req.headers['accept-language']).refundRequest;
}

function tooLarge(messages: RefundRequestMessages): ApiError {
  return apiError(REQUEST_CODES.tooLarge, messages.bodyTooLarge(MAX_BODY_BYTES));
}

/** Answers a complete body; a refusal's `message` in the client's language (Accept-Language). */
function answer(
  res: ServerResponse,
  text: string,
  headers: FlatHeaders,
  messages: RefundRequestMessages,
): void {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    sendApiError(res, 400, apiError(REQUEST_CODES.invalidJson, messages.invalidJson), headers);
    return;
  }
  const parsed = parseRefundRequest(body, messages);
  if (!parsed.ok) {
    const { code, message, field } = parsed.error;
    sendApiError(res, 400, apiError(code, message, field), headers);
    return;
  }
  sendJson(res, 200, estimateRefund(parsed.input), headers);
}

/**
 * Reads at most MAX_BODY_BYTES, then answers. Settles exactly once whatever the client does:
 * too much → 413, too slow → 408, gone (aborted, or a body shorter than its Content-Length
 * followed by a close) → nothing left to answer.
 */
function readBodyThenAnswer(req: IncomingMessage, res: ServerResponse, headers: FlatHeaders): void {
  readBody(req, { maxBytes: MAX_BODY_BYTES, timeoutMs: BODY_TIMEOUT_MS }, (outcome) => {
    const body = bodyOrRefusal(req, res, outcome, {
      tooLarge: (close) =>
        sendApiError(res, 413, tooLarge(messagesFor(req)), headers, close ? CLOSE_CONNECTION : []),
      timeout: () => {
        const error = apiError(REQUEST_CODES.timeout, messagesFor(req).tooSlow);
        sendApiError(res, 408, error, headers, CLOSE_CONNECTION);
      },
    });
    if (body !== undefined) answer(res, body, headers, messagesFor(req));
  });
}

/** Serves one request to REFUND_CALCULATOR_PATH, any method. Plain Node: no Express needed. */
export function handleRefundCalculator(
  req: IncomingMessage,
  res: ServerResponse,
  headers: FlatHeaders,
): void {
  if (req.method !== 'POST') {
    const message = messagesFor(req).postOnly(REFUND_CALCULATOR_PATH);
    const error = apiError(REQUEST_CODES.methodNotAllowed, message);
    sendApiError(res, 405, error, headers, ['Allow', 'POST']);
    return;
  }
  if (!isJsonContentType(req.headers['content-type'])) {
    const error = apiError(REQUEST_CODES.unsupportedType, messagesFor(req).notJson);
    // The body is not read: closing spares reading it to keep the connection alive.
    sendApiError(res, 415, error, headers, CLOSE_CONNECTION);
    return;
  }
  if (declaredTooLarge(req, MAX_BODY_BYTES)) {
    sendApiError(res, 413, tooLarge(messagesFor(req)), headers, CLOSE_CONNECTION);
    return;
  }
  readBodyThenAnswer(req, res, headers);
}
