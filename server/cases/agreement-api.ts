/**
 * POST /api/agreement: `{"version": "…"}` as JSON → 201 `{recorded: true, reference}` (200 with
 * `recorded: false` when this case had accepted that version already), the case cookie set. What
 * the agreement page's script sends when "I Agree & Continue" is pressed, without waiting for the
 * answer (decision 075); the form posted without JavaScript goes to the page's own action. A fast
 * route (server/routes.ts), like the contact API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { agreementRecord as englishWords } from '../../app/copy/en/agreement-record';
import { agreementRecord as spanishWords } from '../../app/copy/es/agreement-record';
import { CATALOGUES, preferredLang } from '../../app/copy/languages.server';
import { apiError, REQUEST_CODES, sendApiError } from '../http/api-error';
import { CLOSE_CONNECTION, type FlatHeaders, sendJson } from '../http/json-answer';
import { readJsonPost } from '../http/json-post';
import { fromOwnSite } from '../http/origin';
import { minutesFrom, secondsFrom } from '../db/rate-limit';
import type { RequestFacts } from '../http/request-checks';
import type { AgreementRecorder } from './agreement';

/** `{"version": "<64 hex digits>"}` with room to spare. */
const MAX_BODY_BYTES = 1024;

const WORDS = { en: englishWords, es: spanishWords } as const;

/** The body: an object whose `version` is text; its value is checked against the texts. */
const acceptanceBody = z.object({ version: z.string() });

export interface AgreementRequest {
  readonly recorder: AgreementRecorder;
  /** The client's address as the server sees it (server/http/request-checks.ts clientAddress). */
  readonly client: string;
  readonly facts: RequestFacts;
  /** The site's security headers, flat (the Express middleware that sets them is skipped). */
  readonly headers: FlatHeaders;
}

/** Serves one request to API_PATHS.agreement, any method. */
export function handleAgreement(
  req: IncomingMessage,
  res: ServerResponse,
  { recorder, client, facts, headers }: AgreementRequest,
): void {
  // Each refusal's sentence in the client's language (Accept-Language), English by default.
  const lang = preferredLang(req.headers['accept-language']);
  const errors = WORDS[lang].errors;
  const refuse = (status: number, code: string, message: string, extra: FlatHeaders = []) =>
    sendApiError(res, status, apiError(code, message), headers, extra);
  const field = (status: number, code: string, message: string) =>
    sendApiError(res, status, apiError(code, message, 'version'), headers);
  // Another site's page cannot record an acceptance for its visitor: refused before the body.
  if (req.method === 'POST' && !fromOwnSite(req, facts)) {
    return refuse(
      403,
      REQUEST_CODES.crossSite,
      CATALOGUES[lang].error.crossSitePost,
      CLOSE_CONNECTION,
    );
  }
  const refusals = () => ({
    methodNotAllowed: CATALOGUES[lang].error.methodNotAllowed,
    notJson: errors.notJson,
    tooLarge: errors.tooLarge,
    tooSlow: errors.tooSlow,
  });
  readJsonPost(req, res, { maxBytes: MAX_BODY_BYTES, headers, refusals }, (text) => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, REQUEST_CODES.invalidJson, errors.invalid);
    }
    const parsed = acceptanceBody.safeParse(body);
    if (!parsed.success) return field(400, 'invalid_request', errors.invalid);
    const visitor = { cookie: req.headers.cookie, https: facts.https };
    const acceptance = {
      version: parsed.data.version,
      clientAddress: client,
      userAgent: req.headers['user-agent'],
    };
    void recorder.record(visitor, acceptance).then((answer) => {
      if (answer.ok) {
        const body = { recorded: answer.recorded, reference: answer.reference };
        return sendJson(res, answer.recorded ? 201 : 200, body, headers, [
          'Set-Cookie',
          answer.setCookie,
        ]);
      }
      if (answer.reason === 'unknown version') {
        return field(409, 'unknown_version', errors.unknownVersion);
      }
      if (answer.reason === 'rate limited') {
        const retry = ['Retry-After', String(secondsFrom(answer.retryAfterMs))];
        const sentence = errors.rateLimited(minutesFrom(answer.retryAfterMs));
        return refuse(429, REQUEST_CODES.rateLimited, sentence, retry);
      }
      refuse(503, REQUEST_CODES.unavailable, errors.unavailable, ['Retry-After', '60']);
    });
  });
}
