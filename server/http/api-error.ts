import type { ServerResponse } from 'node:http';
import { type FlatHeaders, sendJson } from './json-answer';

/**
 * The one JSON error shape of every public API (docs/decisions/059-one-api-error-shape.md):
 *
 *     { "error": { "code": "…", "message": "…", "field": "…" } }
 *
 * - `code`: what went wrong, for a program: one of REQUEST_CODES for a request refused before its
 *   content is read, or the API's own code for what its content got wrong.
 * - `message`: one sentence for people, in the request's language (the copy catalogues, chosen by
 *   Accept-Language); what the pages show.
 * - `field`: the request field at fault, and only when one is.
 *
 * The upload's Cloudinary contract `{ error: { message } }` (docs/product.md) holds: the same object
 * with more members, which a reader of Cloudinary's answer never looks at.
 */
export interface ApiError {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

/** The codes of a request refused for its form rather than its content, the same on every API. */
export const REQUEST_CODES = {
  /** A post from another site's page (server/http/origin.ts). */
  crossSite: 'cross_site',
  invalidJson: 'invalid_json',
  methodNotAllowed: 'method_not_allowed',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  timeout: 'request_timeout',
  tooLarge: 'payload_too_large',
  unreadable: 'bad_request',
  unavailable: 'unavailable',
  unsupportedType: 'unsupported_media_type',
  failed: 'server_error',
} as const;

/** An API error, `field` kept only when it names a field. */
export function apiError(code: string, message: string, field?: string | null): ApiError {
  return field === undefined || field === null ? { code, message } : { code, message, field };
}

/** The answer's body: `{ error: { code, message, field? } }`. */
export function apiErrorBody(error: ApiError): { error: ApiError } {
  return { error: apiError(error.code, error.message, error.field) };
}

/**
 * Sends an API error with node:http calls (on an Express response too, which is one): the status,
 * the given headers (the site's, when the middleware that sets them did not run), `extra` ones
 * (Allow, Retry-After, Connection: close), never cached.
 */
export function sendApiError(
  res: ServerResponse,
  status: number,
  error: ApiError,
  headers: FlatHeaders = [],
  extra: FlatHeaders = [],
): void {
  sendJson(res, status, apiErrorBody(error), headers, extra);
}
