/**
 * POST /api/contact: {name, email, message, website} as JSON → 201 {id} or an error. A fast route
 * (server/routes.ts): plain node:http, answered before Express dispatches, like the refund
 * calculator API (decisions 005 and 029). The page without JavaScript posts its form to /contact
 * instead, which React Router's action answers with a page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { copyForAcceptLanguage } from '../../app/copy/languages.server';
import { apiError, REQUEST_CODES, sendApiError } from '../api-error';
import { CLOSE_CONNECTION, type FlatHeaders, sendJson } from '../json-answer';
import {
  afterCut,
  BODY_TIMEOUT_MS,
  declaredTooLarge,
  isJsonContentType,
  readBody,
} from '../read-body';
import type { ContactService } from './store';
import type { Refusal } from './validate';

export const CONTACT_API_PATH = '/api/contact';
/** The three fields at their caps, in UTF-8, with room for JSON: more is not a contact message. */
export const CONTACT_MAX_BODY_BYTES = 32 * 1024;

function sendRefusal(
  res: ServerResponse,
  refusal: Refusal | (Omit<Refusal, 'status'> & { status: 405 | 408 }),
  headers: FlatHeaders,
  extra: FlatHeaders = [],
): void {
  const more =
    refusal.retryAfterSeconds === undefined
      ? extra
      : [...extra, 'Retry-After', String(refusal.retryAfterSeconds)];
  const error = apiError(refusal.code, refusal.message, refusal.field);
  sendApiError(res, refusal.status, error, headers, more);
}

/** Parses the body: an object's fields, or undefined when it is not JSON (strict: no scalars). */
function fields(text: string): Record<string, unknown> | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (body === null || typeof body !== 'object') return undefined;
  return Array.isArray(body) ? {} : (body as Record<string, unknown>);
}

export interface ContactRequest {
  readonly service: ContactService;
  /** The client's address, which the rate limit counts by. */
  readonly client: string;
  /** Whether the request came over https (directly or through the trusted proxy). */
  readonly https: boolean;
  /** The site's security headers, flat (the Express middleware that sets them is skipped). */
  readonly headers: FlatHeaders;
  readonly log: (line: string) => void;
}

/** Serves one request to CONTACT_API_PATH, any method. */
export function handleContact(
  req: IncomingMessage,
  res: ServerResponse,
  { service, client, https, headers, log }: ContactRequest,
): void {
  // Each refusal's sentence in the client's language (Accept-Language), English by default.
  const copy = copyForAcceptLanguage(req.headers['accept-language']);
  const errors = copy.contact.errors;
  if (req.method !== 'POST') {
    sendRefusal(
      res,
      {
        status: 405,
        code: REQUEST_CODES.methodNotAllowed,
        message: copy.error.methodNotAllowed,
        field: null,
      },
      headers,
      ['Allow', 'POST'],
    );
    return;
  }
  const encoding = req.headers['content-encoding'];
  if (
    !isJsonContentType(req.headers['content-type']) ||
    (encoding !== undefined && encoding.toLowerCase() !== 'identity')
  ) {
    // The body is not read: closing spares reading it to keep the connection alive.
    sendRefusal(
      res,
      {
        status: 415,
        code: REQUEST_CODES.unsupportedType,
        message: errors.notJson,
        field: null,
      },
      headers,
      CLOSE_CONNECTION,
    );
    return;
  }
  const tooLarge: Refusal = {
    status: 413,
    code: REQUEST_CODES.tooLarge,
    message: errors.tooLarge,
    field: null,
  };
  if (declaredTooLarge(req, CONTACT_MAX_BODY_BYTES)) {
    sendRefusal(res, tooLarge, headers, CLOSE_CONNECTION);
    return;
  }
  readBody(req, { maxBytes: CONTACT_MAX_BODY_BYTES, timeoutMs: BODY_TIMEOUT_MS }, (outcome) => {
    switch (outcome.kind) {
      case 'gone':
        res.destroy();
        return;
      case 'too_large':
        afterCut(req, res, (close) =>
          sendRefusal(res, tooLarge, headers, close ? CLOSE_CONNECTION : []),
        );
        return;
      case 'timeout':
        sendRefusal(
          res,
          { status: 408, code: REQUEST_CODES.timeout, message: errors.tooSlow, field: null },
          headers,
          CLOSE_CONNECTION,
        );
        return;
      case 'body': {
        const input = fields(outcome.text);
        if (input === undefined) {
          sendRefusal(
            res,
            {
              status: 400,
              code: REQUEST_CODES.invalidJson,
              message: errors.invalidJson,
              field: null,
            },
            headers,
          );
          return;
        }
        // The visitor's cookie ties the message to the browser's case, or opens one.
        service.send(input, client, { visitor: { cookie: req.headers.cookie, https }, copy }).then(
          (result) => {
            if (!result.ok) return sendRefusal(res, result.refusal, headers);
            const cookie = ['Set-Cookie', result.setCookie];
            sendJson(res, 201, { id: result.id, reference: result.reference }, headers, cookie);
          },
          // send() answers every failure of its own as a refusal; this is a bug, not a client's.
          (error: unknown) => {
            log(
              `Contact API failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
            if (res.headersSent) return void res.destroy();
            sendApiError(res, 500, apiError(REQUEST_CODES.failed, errors.unavailable), headers);
          },
        );
      }
    }
  });
}
