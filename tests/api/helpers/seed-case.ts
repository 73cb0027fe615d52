import type { Kysely } from 'kysely';
import type { Schema } from '../../../server/db/schema';
import { newReference } from '../../../server/cases/reference';
import type { TrackedEventKind } from '../../../app/cases/tracked';

export interface SeedEvent {
  readonly kind: TrackedEventKind | 'reminder' | 'email';
  readonly status?: string | null;
  readonly note?: string | null;
  readonly at?: Date;
}

export interface SeedCase {
  readonly reference?: string;
  readonly status?: string;
  readonly estimatedRefundCents?: number | null;
  readonly lastActivityAt?: Date;
  readonly events?: readonly SeedEvent[];
  /** Storage ids of documents to record in the case (the files themselves are the test's). */
  readonly documents?: readonly string[];
  /** How many contact messages to store in the case. */
  readonly messages?: number;
}

/**
 * A case written straight into the database, as the upload, contact and staff code would leave
 * it: for tests of what reads cases (the tracker, the retention job) without going through them.
 */
export async function seedCase(
  db: Kysely<Schema>,
  seed: SeedCase = {},
): Promise<{ id: string; reference: string }> {
  const reference = seed.reference ?? newReference();
  const row = await db
    .insertInto('cases')
    .values({
      reference,
      status: seed.status ?? 'received',
      estimated_refund_cents: seed.estimatedRefundCents ?? null,
      ...(seed.lastActivityAt ? { last_activity_at: seed.lastActivityAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const event of seed.events ?? []) {
    await db
      .insertInto('case_events')
      .values({
        case_id: row.id,
        kind: event.kind,
        status: event.status ?? null,
        note: event.note ?? null,
        staff_id: null,
        ...(event.at ? { at: event.at } : {}),
      })
      .execute();
  }
  for (const id of seed.documents ?? []) {
    await db
      .insertInto('documents')
      .values({
        id,
        case_id: row.id,
        original_name: 'w2.pdf',
        content_type: 'application/pdf',
        size_bytes: 1234,
      })
      .execute();
  }
  for (let i = 0; i < (seed.messages ?? 0); i += 1) {
    await db
      .insertInto('contact_messages')
      .values({
        name: 'Ana Lopez',
        email: 'ana@example.com',
        message: 'When will my refund arrive?',
        client_address: '127.0.0.1',
        case_id: row.id,
      })
      .execute();
  }
  return { id: row.id, reference };
}
