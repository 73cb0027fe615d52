import * as z from 'zod/mini';
import { REFERENCE_PATTERN } from '~/cases/reference-format';
import { TRACKED_CASE, type TrackedCase } from '~/cases/tracked';

/**
 * The JSON answers the pages read, each checked by its shape (zod) before anything of it is
 * shown: an answer of another shape is a failed call, never "undefined" or "NaN" on the page.
 * The calculator's answer has its own module (app/routes/calculator.answer.ts). The pages load
 * this module when they send a request (app/ui/load-answers.ts), not with the page.
 */

/**
 * An error answer's sentence: `{ error: { message } }`. This server's APIs answer
 * `{ error: { code, message, field? } }` (server/http/api-error.ts); only `message` is read, so the
 * upload's answer from Cloudinary, `{ error: { message } }` alone, reads the same.
 */
const ERROR = z.object({
  error: z.object({ message: z.string().check(z.trim(), z.minLength(1)) }),
});

/** The server's sentence in an error answer; undefined when it gave none readable. */
export function errorMessageOf(answer: unknown): string | undefined {
  const parsed = ERROR.safeParse(answer);
  return parsed.success ? parsed.data.error.message : undefined;
}

/** The answer of POST /api/track, or undefined when it is not a case (the server's own schema). */
export function trackedCaseOf(answer: unknown): TrackedCase | undefined {
  const parsed = TRACKED_CASE.safeParse(answer);
  return parsed.success ? parsed.data : undefined;
}

/** What an upload came to (app/upload/send.ts). */
export type UploadOutcome =
  | { ok: true; secureUrl: string; reference: string | undefined }
  | { ok: false; reason: string | undefined; error: unknown };

/**
 * The upload's answer (POST /api/upload, or Cloudinary's): `secure_url` on success, the
 * seed's whole contract, and this server's case `reference` only when well formed (Cloudinary
 * gives none); only a web address becomes a link (javascript:, data: are failures). On failure, `error.message`.
 */
const SUCCESS = z.object({
  secure_url: z.string().check(z.regex(/^https?:\/\//i)),
  reference: z.catch(z.optional(z.string().check(z.regex(REFERENCE_PATTERN))), undefined),
});

export function uploadOutcomeOf(status: number, text: string): UploadOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: undefined, error };
  }
  if (status >= 200 && status < 300) {
    const success = SUCCESS.safeParse(json);
    if (success.success) {
      return { ok: true, secureUrl: success.data.secure_url, reference: success.data.reference };
    }
    return { ok: false, reason: undefined, error: new Error(`Unexpected upload answer: ${text}`) };
  }
  return {
    ok: false,
    reason: errorMessageOf(json),
    error: new Error(`Upload answered ${status}: ${text}`),
  };
}
