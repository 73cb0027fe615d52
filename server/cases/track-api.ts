import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import { copyForAcceptLanguage } from '../../app/copy/languages.server';
import { apiError, REQUEST_CODES, sendApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { BODY_TIMEOUT_MS, bodyOrRefusal, readBodyBytes } from '../http/read-body';
import type { Tracker } from './tracker';

/** Where the Refund Tracker looks a reference up (docs/api/track.md). */
/** `{"reference": "…"}` with room to spare: anything larger is not a lookup. */
const MAX_BODY_BYTES = 1024;

/**
 * A lookup: a JSON object whose `reference` is text (any text: the tracker reads it as a person
 * typed it). Anything else is refused as a whole, naming `reference`.
 */
const lookupBody = z.object({ reference: z.string() });

function refuse(
  res: Response,
  status: number,
  code: string,
  message: string,
  field?: 'reference',
): void {
  sendApiError(res, status, apiError(code, message, field));
}

/**
 * POST /api/track: JSON `{reference}` → 200 with the case as the tracker shows it; 404, 429 or
 * 503 with a plain sentence; 400, 413 or 415 for a body that is no lookup.
 */
export function trackHandler(tracker: Tracker): RequestHandler {
  return (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    // Sentences and the status label in the client's language (Accept-Language), English default.
    const copy = copyForAcceptLanguage(req.headers['accept-language']);
    const errors = copy.tracker.errors;
    if (!req.is('application/json')) {
      return refuse(res, 415, REQUEST_CODES.unsupportedType, errors.invalidRequest);
    }
    readBodyBytes(req, { maxBytes: MAX_BODY_BYTES, timeoutMs: BODY_TIMEOUT_MS }).then((outcome) => {
      const bytes = bodyOrRefusal(req, res, outcome, {
        tooLarge: (close) => {
          if (close) res.set('Connection', 'close');
          refuse(res, 413, REQUEST_CODES.tooLarge, errors.invalidRequest);
        },
        timeout: () => {
          res.set('Connection', 'close');
          refuse(res, 408, REQUEST_CODES.timeout, errors.invalidRequest);
        },
      });
      if (bytes === undefined) return;
      let body: unknown;
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        return refuse(res, 400, REQUEST_CODES.invalidJson, errors.invalidRequest);
      }
      const lookup = lookupBody.safeParse(body);
      if (!lookup.success) {
        return refuse(res, 400, 'invalid_request', errors.invalidRequest, 'reference');
      }
      tracker.lookup(lookup.data.reference, clientKey(req.ip), copy).then((result) => {
        if (result.ok) return res.status(200).json(result.found);
        if (result.retryAfterSeconds !== undefined) {
          res.set('Retry-After', String(result.retryAfterSeconds));
        }
        refuse(res, result.status, result.code, result.message);
      }, next);
    }, next);
  };
}
