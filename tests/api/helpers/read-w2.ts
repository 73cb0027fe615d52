import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../../server/db';
import type { DocumentKeyring } from '../../../server/documents/keyring';
import { finishReading, queueReading, type W2Figures } from '../../../server/reader/readings';

/**
 * A W-2 of the case `reference`, recorded and read as the upload and the reading job leave it
 * (claimed, then written): for tests of what the W-2s decide (the estimate, its fee).
 */
export async function addReadW2(
  db: Db,
  keys: DocumentKeyring,
  reference: string,
  figures: W2Figures,
): Promise<void> {
  const { id: caseId } = await db
    .selectFrom('cases')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const id = `doc${randomBytes(12).toString('hex')}`;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('documents')
      .values({
        id,
        case_id: caseId,
        original_name: `${id}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 8,
      })
      .execute();
    await queueReading(tx, id, caseId);
  });
  await db
    .updateTable('document_readings')
    .set({ state: 'reading', attempts: 1, lease_until: sql<Date>`now() + interval '1 hour'` })
    .where('document_id', '=', id)
    .execute();
  const reading = { kind: 'w2', method: 'pdf-text', confidence: 1, copies: 1 } as const;
  const written = await finishReading(
    db,
    keys,
    { documentId: id, caseId, attempt: 1 },
    { ...reading, ...figures },
    randomBytes(32).toString('hex'),
  );
  expect(written).toBe(true);
}
