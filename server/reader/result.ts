import { z } from 'zod';

/** How the figures were read: a PDF's own text layer, or OCR of an image or a scanned page. */
export const READING_METHODS = ['pdf-text', 'ocr'] as const;
export type ReadingMethod = (typeof READING_METHODS)[number];

/**
 * Why a document gave no figures, as a code for logs and metrics (never a figure or a word of the
 * document). A W-2 that was found but not read with confidence says which check failed.
 */
export const READING_REASONS = [
  // Not a W-2, or not a document the reader opens.
  'not-a-w2',
  'unsupported-type',
  'encrypted',
  'broken',
  'too-large',
  'no-text',
  'timeout',
  'failed',
  // A W-2, not read with confidence.
  'corrected-form',
  'figure-missing',
  'copies-disagree',
  'low-confidence',
  'implausible',
  'year-unsupported',
  'employer-missing',
] as const;
export type ReadingReason = (typeof READING_REASONS)[number];

/** Money is integer cents throughout. */
const cents = z.number().int().nonnegative().max(100_000_000_000);

/** Box 12: each code and amount printed (TP tips and TT overtime from the 2026 form). */
export const box12Schema = z
  .array(z.object({ code: z.string().regex(/^[A-Z]{1,2}$/), amount: cents }))
  .max(8);

export const readingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('w2'),
    taxYear: z.number().int().min(1990).max(2100),
    employer: z.string().min(1).max(200),
    /** Box 1, "Wages, tips, other compensation". */
    wages: cents,
    /** Box 2, "Federal income tax withheld". */
    withheld: cents,
    method: z.enum(READING_METHODS),
    /** The lowest confidence of the words the figures came from, 0 to 1 (1 for a text layer). */
    confidence: z.number().min(0).max(1),
    /** How many copies of the form agreed (a page of copies B, C and 2 reads as 3). */
    copies: z.number().int().min(1).max(100),
    /** Box b, the employer's EIN as printed ("12-3456789"), when read: finds the same W-2 twice. */
    ein: z
      .string()
      .regex(/^\d{2}-\d{7}$/)
      .optional(),
    box12: box12Schema.optional(),
    /** Boxes 15 to 17, one line a state: the state's code, its wages and its income tax withheld. */
    states: z
      .array(z.object({ code: z.string().regex(/^[A-Z]{2}$/), wages: cents, withheld: cents }))
      .max(4)
      .optional(),
  }),
  z.object({
    kind: z.literal('unreadable-w2'),
    method: z.enum(READING_METHODS),
    reason: z.enum(READING_REASONS),
  }),
  z.object({ kind: z.literal('other'), reason: z.enum(READING_REASONS) }),
]);

/** What the reader makes of a document. It never guesses: a W-2 it is not sure of is unreadable. */
export type Reading = z.infer<typeof readingSchema>;
export type W2Reading = Extract<Reading, { kind: 'w2' }>;
