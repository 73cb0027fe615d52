import * as z from 'zod/mini';
import { REFERENCE_PATTERN } from '~/cases/reference-format';
import type { TrackedCase } from '~/cases/tracked';
import { isCaseStatus } from '~/cases/statuses';

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

const STATUS = z.string().check(z.refine(isCaseStatus));
const WHEN = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

const TRACKED_CASE = z.object({
  reference: z.string(),
  status: STATUS,
  label: z.string(),
  progress: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  estimatedRefundCents: z.nullable(z.int()),
  activity: z.array(
    z.object({
      at: WHEN,
      kind: z.enum(['document', 'message', 'status']),
      status: z.nullable(STATUS),
      note: z.nullable(z.string()),
    }),
  ),
});

/** The answer of POST /api/track, or undefined when it is not a case. */
export function trackedCaseOf(answer: unknown): TrackedCase | undefined {
  const parsed = TRACKED_CASE.safeParse(answer);
  return parsed.success ? (parsed.data as TrackedCase) : undefined;
}

/** The contact API's success: the case reference, when it gave one. */
const SENT = z.object({ reference: z.catch(z.nullable(z.string()), null) });

export function sentReferenceOf(answer: unknown): string | null {
  const parsed = SENT.safeParse(answer);
  return parsed.success ? parsed.data.reference : null;
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
