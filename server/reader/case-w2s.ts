import type { Kysely } from 'kysely';
import { loadReturnDetails } from '../../app/return/details.server';
import type { Schema } from '../db/schema';
import { type FeeSchedule, INCOME_TABLE } from '../../app/fees';
import type { DocumentKeyring } from '../documents/keyring';
import { returnFactsFor, type W2Estimate, w2Estimates } from './estimate';
import { caseReadings, type DocumentReading } from './readings';

/**
 * What the client's case page ("From your W-2s") and the staff case page (the figures beside
 * each W-2, "Estimate from the W-2s") show of a case's W-2s (docs/documents.md): every document's
 * reading, figures opened, and the estimate a tax year with the return details' filing status and
 * children under 17 when the client chose a filing status (decision 133). Only these two pages
 * call it: the figures go nowhere else.
 */
export interface CaseW2s {
  readonly readings: readonly DocumentReading[];
  readonly estimates: readonly W2Estimate[];
}

export async function caseW2s(
  db: Kysely<Schema>,
  keyring: DocumentKeyring,
  caseId: string,
  fees: FeeSchedule = INCOME_TABLE,
): Promise<CaseW2s> {
  const [readings, details] = await Promise.all([
    caseReadings(db, keyring, caseId),
    loadReturnDetails(db, caseId),
  ]);
  return { readings, estimates: w2Estimates(readings, returnFactsFor(details.answers), fees) };
}
