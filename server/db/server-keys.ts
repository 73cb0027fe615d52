import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from './schema';

/**
 * A 32-byte key the database keeps under `name` (table server_keys), so every instance on one
 * database shares it: made by the first instance that asks, read by every other.
 * `on conflict do nothing` lets instances asking together agree on one key.
 */
export async function loadServerKey(
  db: Kysely<Schema> | Transaction<Schema>,
  name: string,
): Promise<Buffer> {
  await db
    .insertInto('server_keys')
    .values({ name, key: randomBytes(32) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_keys')
    .select('key')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.key);
}
