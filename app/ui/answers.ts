import * as z from 'zod/mini';
import type { TrackedCase } from '~/cases/tracked';
import { isCaseStatus } from '~/cases/statuses';

/**
 * The JSON answers the pages read, each checked by its shape (zod) before anything of it is
 * shown: an answer of another shape is a failed call, never "undefined" or "NaN" on the page.
 * The calculator's answer has its own module (app/routes/calculator.answer.ts); the upload's is in
 * app/upload/send.ts.
 */

/** `{ error: { message } }`, the one error shape of this server's APIs. */
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
