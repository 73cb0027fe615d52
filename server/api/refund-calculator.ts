/**
 * POST /api/RefundCalculator, served straight from Express with the pure request and engine
 * modules (docs/decisions/005-api-served-by-express.md). The body is read here rather than by a
 * body-parser so every way a client can go wrong maps to a 4xx in one place, and the hot path is
 * a single read, JSON.parse, validate, estimate and one write.
 */
import type { IncomingMessage } from 'node:http';
import { Router, type Request, type Response } from 'express';
import { estimateRefund } from '../../app/tax/engine';
import { parseRefundRequest, type RefundRequestError } from '../../app/tax/request';

export const REFUND_CALCULATOR_PATH = '/api/RefundCalculator';

/** The largest body accepted (PRODUCT.md, API contracts). */
export const MAX_BODY_BYTES = 16 * 1024;

/** A client that stops sending mid-body is answered 408 and disconnected after this long. */
const DEFAULT_BODY_TIMEOUT_MS = 10_000;

export interface RefundCalculatorOptions {
  /** How long a request body may take to arrive; tests shorten it. */
  bodyTimeoutMs?: number;
}

type ApiErrorCode =
  | RefundRequestError['code']
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'invalid_json'
  | 'request_timeout';

interface ApiError {
  readonly code: ApiErrorCode;
  readonly message: string;
  readonly field: string | null;
}

function send(res: Response, status: number, body: unknown, closeConnection = false): void {
  const json = JSON.stringify(body);
  // Written directly, not with res.json: that hashes every body for an ETag, which a POST
  // answer never uses, and this is the hot path.
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.setHeader('Cache-Control', 'no-store');
  if (closeConnection) res.setHeader('Connection', 'close');
  res.end(json);
}

function sendError(res: Response, status: number, error: ApiError, closeConnection = false): void {
  send(res, status, { error }, closeConnection);
}

/** application/json, with or without parameters; a charset other than UTF-8 is refused. */
function isJsonContentType(header: string | undefined): boolean {
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

type BodyOutcome =
  | { readonly kind: 'body'; readonly text: string }
  | { readonly kind: 'too_large' }
  | { readonly kind: 'timeout' }
  /** The client went away: there is no one left to answer. */
  | { readonly kind: 'aborted' };

/** Reads at most `limit` bytes; settles exactly once, whatever the client does. */
function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;

    const settle = (outcome: BodyOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      resolve(outcome);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limit) {
        // Stop buffering; the 413 closes the connection, so the rest is never read.
        req.pause();
        settle({ kind: 'too_large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      const text =
        chunks.length === 1
          ? (chunks[0] as Buffer).toString('utf8')
          : Buffer.concat(chunks).toString('utf8');
      settle({ kind: 'body', text });
    };
    // 'close' before 'end' means the client aborted or the socket broke (a short body with a
    // longer Content-Length included).
    const onGone = (): void => settle({ kind: 'aborted' });
    const timer = setTimeout(() => settle({ kind: 'timeout' }), timeoutMs);

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}

async function handleRefundCalculator(
  req: Request,
  res: Response,
  bodyTimeoutMs: number,
): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, {
      code: 'method_not_allowed',
      message: `${REFUND_CALCULATOR_PATH} accepts POST only.`,
      field: null,
    });
    return;
  }
  if (!isJsonContentType(req.headers['content-type'])) {
    sendError(
      res,
      415,
      {
        code: 'unsupported_media_type',
        message: 'Send the request as JSON, with Content-Type: application/json.',
        field: null,
      },
      // The body was not read; closing spares reading it to keep the connection alive.
      true,
    );
    return;
  }
  const tooLarge: ApiError = {
    code: 'payload_too_large',
    message: `The request body must be at most ${MAX_BODY_BYTES} bytes.`,
    field: null,
  };
  const declaredLength = Number(req.headers['content-length']);
  if (declaredLength > MAX_BODY_BYTES) {
    sendError(res, 413, tooLarge, true);
    return;
  }

  const outcome = await readBody(req, MAX_BODY_BYTES, bodyTimeoutMs);
  if (outcome.kind === 'aborted') {
    res.destroy();
    return;
  }
  if (outcome.kind === 'too_large') {
    sendError(res, 413, tooLarge, true);
    return;
  }
  if (outcome.kind === 'timeout') {
    sendError(
      res,
      408,
      { code: 'request_timeout', message: 'The request body did not arrive in time.', field: null },
      true,
    );
    return;
  }

  let body: unknown;
  try {
    body = JSON.parse(outcome.text);
  } catch {
    sendError(res, 400, {
      code: 'invalid_json',
      message: 'The request body is not valid JSON.',
      field: null,
    });
    return;
  }
  const parsed = parseRefundRequest(body);
  if (!parsed.ok) {
    sendError(res, 400, parsed.error);
    return;
  }
  send(res, 200, estimateRefund(parsed.input));
}

export function createRefundCalculatorRouter(options: RefundCalculatorOptions = {}): Router {
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const router = Router();
  router.all(REFUND_CALCULATOR_PATH, (req, res) => handleRefundCalculator(req, res, bodyTimeoutMs));
  return router;
}
