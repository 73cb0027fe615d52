import { z } from 'zod';
import type { FilingStatus } from '../tax/figures';
import { FILING_STATUSES } from '../tax/request-fields';
import {
  ACCOUNT_TYPES,
  INCOME_KINDS,
  ISO_DATE,
  type IncomeKind,
  MAX_DEPENDENTS,
  MAX_W2_FORMS,
  REFUND_METHODS,
  RELATIONSHIPS,
  type ReturnAnswers,
} from './answers';
import { isUsState, type UsState } from './states';

/**
 * The answers as the database holds them (app/return/details.server.ts), read back through their
 * shape: a row is never trusted as typed.
 */

const nullableText = z.string().min(1).max(200).nullable();

/** The stored answers' shape, read back from the database (a row is never trusted as typed). */
export const storedAnswersSchema: z.ZodType<ReturnAnswers> = z.strictObject({
  firstName: nullableText,
  lastName: nullableText,
  dateOfBirth: z.string().regex(ISO_DATE).nullable(),
  filingStatus: z.enum(FILING_STATUSES as [FilingStatus, ...FilingStatus[]]).nullable(),
  street: nullableText,
  city: nullableText,
  state: z
    .string()
    .refine(isUsState)
    .transform((value) => value as UsState)
    .nullable(),
  zip: z
    .string()
    .regex(/^\d{5}(-\d{4})?$/)
    .nullable(),
  spouseFirstName: nullableText,
  spouseLastName: nullableText,
  spouseDateOfBirth: z.string().regex(ISO_DATE).nullable(),
  dependents: z
    .array(
      z.strictObject({
        firstName: nullableText,
        lastName: nullableText,
        dateOfBirth: z.string().regex(ISO_DATE).nullable(),
        relationship: z.enum(RELATIONSHIPS).nullable(),
        months: z.int().min(0).max(12).nullable(),
      }),
    )
    .max(MAX_DEPENDENTS),
  income: z.strictObject(
    Object.fromEntries(INCOME_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      IncomeKind,
      z.ZodBoolean
    >,
  ),
  w2Count: z.int().min(1).max(MAX_W2_FORMS).nullable(),
  refundMethod: z.enum(REFUND_METHODS).nullable(),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
});
