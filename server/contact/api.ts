/**
 * POST /api/contact: {name, email, message, website} as JSON → 201 {id} or an error. A fast route
 * (server/routes.ts): plain node:http, answered before Express dispatches, like the refund
 * calculator API (decisions 005 and 029). The page without JavaScript posts its form to /contact
 * instead, which React Router's action answers with a page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CATALOGUES, preferredLang } from '../../app/copy/languages.server';
import { apiError, REQUEST_CODES, sendApiError } from '../http/api-error';
import { type FlatHeaders, sendJson } from '../http/json-answer';
import { readJsonPost } from '../http/json-post';
import type { ContactService } from './store';
import type { Refusal } from './validate';

/** The three fields at their caps, in UTF-8, with room for JSON: more is not a contact message. */
export const CONTACT_MAX_BODY_BYTES = 32 * 1024;

/** A refusal of the message's content (400, 429, 503), with Retry-After when it has one. */
function sendRefusal(res: ServerResponse, refusal: Refusal, headers: FlatHeaders): void {
  const more =
    refusal.retryAfterSeconds === undefined
      ? []
      : ['Retry-After', String(refusal.retryAfterSeconds)];
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

/** Serves one request to API_PATHS.contact, any method. */
export function handleContact(
  req: IncomingMessage,
  res: ServerResponse,
  { service, client, https, headers, log }: ContactRequest,
): void {
  // Each refusal's sentence in the client's language (Accept-Language, which the contact page's
  // script sets to the page's), English by default; a case the message opens or joins takes it.
  const language = preferredLang(req.headers['accept-language']);
  const copy = CATALOGUES[language];
  const errors = copy.contact.errors;
  const refusals = () => ({
    methodNotAllowed: copy.error.methodNotAllowed,
    notJson: errors.notJson,
    tooLarge: errors.tooLarge,
    tooSlow: errors.tooSlow,
  });
  const post = { maxBytes: CONTACT_MAX_BODY_BYTES, headers, refusals, identityOnly: true };
  readJsonPost(req, res, post, (text) => {
    const input = fields(text);
    if (input === undefined) {
      const error = apiError(REQUEST_CODES.invalidJson, errors.invalidJson);
      return sendApiError(res, 400, error, headers);
    }
    // The visitor's cookie ties the message to the browser's case, or opens one.
    const visitor = { cookie: req.headers.cookie, https, language };
    service.send(input, client, { visitor, copy }).then(
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
  });
}
