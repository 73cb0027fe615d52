import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../server/db/schema';
import type { DocumentKeyring } from '../../server/documents/keyring';
import { openField, sealField } from '../../server/documents/sealed-field';

/**
 * How "Your return"'s secrets are kept in `return_details` (decision 113): the routing and
 * account numbers sealed together, the IP PIN alone, each under a key derived from the newest
 * documents key and bound to its place (the column and the case), so rotation and
 * `npm run keys -- reencrypt` cover them. Kept apart from details.server.ts so that the command
 * line's bundle carries this alone.
 */

type Executor = Kysely<Schema> | Transaction<Schema>;

/** The places a sealed value is bound to (its key is derived from the place). */
export const accountPlace = (caseId: string) => `return_details.account ${caseId}`;
export const pinPlace = (caseId: string) => `return_details.ip_pin ${caseId}`;
/** Between the routing number and the account number in the sealed text. */
export const ACCOUNT_SEPARATOR = ' ';

export interface Row {
  readonly tax_year: number;
  readonly answers: unknown;
  readonly account_sealed: Uint8Array | null;
  readonly account_last4: string | null;
  readonly ip_pin_sealed: Uint8Array | null;
  readonly saved_at: Date;
  readonly sent_at: Date | null;
  readonly locked_at: Date | null;
}

export async function readRow(
  db: Executor,
  caseId: string,
  forUpdate = false,
): Promise<Row | undefined> {
  let query = db
    .selectFrom('return_details')
    .select([
      'tax_year',
      'answers',
      'account_sealed',
      'account_last4',
      'ip_pin_sealed',
      'saved_at',
      'sent_at',
      'locked_at',
    ])
    .where('case_id', '=', caseId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface ReencryptFieldsResult {
  /** Rows holding a sealed value when the pass began. */
  readonly examined: number;
  readonly moved: number;
  readonly current: number;
  /** Left as they were, with the reason; a rerun tries them again. Never a value. */
  readonly failed: readonly { readonly caseId: string; readonly reason: string }[];
}

/**
 * `npm run keys -- reencrypt`: every sealed account and IP PIN not sealed with the newest
 * documents key sealed again with it, a row a transaction (the row locked, so a save meanwhile
 * waits). Resumable like the documents' pass (server/documents/reencrypt.ts).
 */
export async function reencryptReturnDetails(
  db: Kysely<Schema>,
  keyring: DocumentKeyring,
  log: (line: string) => void,
): Promise<ReencryptFieldsResult> {
  const rows = await db
    .selectFrom('return_details')
    .select('case_id')
    .where((eb) =>
      eb.or([eb('account_sealed', 'is not', null), eb('ip_pin_sealed', 'is not', null)]),
    )
    .orderBy('case_id')
    .execute();
  let moved = 0;
  let current = 0;
  const failed: { caseId: string; reason: string }[] = [];
  for (const { case_id: caseId } of rows) {
    try {
      const outcome = await db.transaction().execute(async (tx) => {
        const row = await readRow(tx, caseId, true);
        if (!row) return 'current' as const;
        const again = (sealed: Uint8Array | null, place: string) => {
          if (sealed === null) return { value: null, moved: false };
          const opened = openField(keyring, place, sealed);
          if (opened.sealedWithNewest) return { value: sealed, moved: false };
          return { value: sealField(keyring, place, opened.plaintext), moved: true };
        };
        const account = again(row.account_sealed, accountPlace(caseId));
        const pin = again(row.ip_pin_sealed, pinPlace(caseId));
        if (!account.moved && !pin.moved) return 'current' as const;
        await tx
          .updateTable('return_details')
          .set({ account_sealed: account.value, ip_pin_sealed: pin.value })
          .where('case_id', '=', caseId)
          .execute();
        return 'moved' as const;
      });
      if (outcome === 'moved') moved += 1;
      else current += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failed.push({ caseId, reason });
      log(`keys: the return details of case id ${caseId} were left as they were: ${reason}`);
    }
  }
  return { examined: rows.length, moved, current, failed };
}
