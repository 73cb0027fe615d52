/**
 * POST /api/RefundCalculator: the pure request and engine modules behind a plain Node handler
 * (docs/decisions/005-api-answered-before-express.md). The body is read here rather than by a
 * body-parser so every way a client can go wrong maps to a 4xx in one place, and the hot path is
 * a single read, JSON.parse, validate, estimate and one write.
 *
 * It is one of the routes written with node:http calls (server/routes.ts), on the app before the
 * middleware that sets the site's headers one by one: it writes its whole head in one call.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FeeSchedule } from '../../app/fees';
import { estimateRefund } from '../../app/tax/engine';
import { copyForAcceptLanguage } from '../../app/copy/languages.server';
import { parseRefundRequest, type RefundRequestMessages } from '../../app/tax/request';
import { apiError, REQUEST_CODES, sendApiError } from '../http/api-error';
import { type FlatHeaders, sendJson } from '../http/json-answer';
import { readJsonPost } from '../http/json-post';
import { API_PATHS } from '../../app/site/api-paths';

/** The largest body accepted (docs/product.md, API contracts). */
export const MAX_BODY_BYTES = 16 * 1024;

/** The refusals' sentences in the client's language (Accept-Language). */
function messagesFor(req: IncomingMessage): RefundRequestMessages {
  return copyForAcceptLanguage(req.headers['accept-language']).refundRequest;
}

/** Answers a complete body; a refusal's `message` in the client's language (Accept-Language). */
function answer(
  res: ServerResponse,
  text: string,
  headers: FlatHeaders,
  messages: RefundRequestMessages,
  fees: FeeSchedule,
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
  // The state return beside the federal one (docs/product.md): null when no state was named.
  sendJson(res, 200, estimateRefund(parsed.input, fees, parsed.state), headers);
}

/**
 * Serves one request to API_PATHS.refundCalculator, any method: a JSON post of at most
 * MAX_BODY_BYTES (server/http/json-post.ts), then its answer. Plain Node: no Express needed.
 */
export function handleRefundCalculator(
  req: IncomingMessage,
  res: ServerResponse,
  headers: FlatHeaders,
  fees: FeeSchedule,
): void {
  const refusals = () => {
    const messages = messagesFor(req);
    return {
      methodNotAllowed: messages.postOnly(API_PATHS.refundCalculator),
      notJson: messages.notJson,
      tooLarge: messages.bodyTooLarge(MAX_BODY_BYTES),
      tooSlow: messages.tooSlow,
    };
  };
  readJsonPost(req, res, { maxBytes: MAX_BODY_BYTES, headers, refusals }, (text) =>
    answer(res, text, headers, messagesFor(req), fees),
  );
}
