import { pipeline } from 'node:stream/promises';
import { createEncryptor, openDocument } from './crypto';
import type { DocumentKeyring } from './keyring';
import { keepOnlyNewestKeyCheck } from './keys';
import type { DocumentStorage } from './storage';
import { StreamPrefix } from './stream-prefix';

export interface ReencryptResult {
  /** Documents the store listed when the pass began. */
  readonly examined: number;
  /** Sealed again with the newest key by this pass. */
  readonly moved: number;
  /** Already sealed with the newest key (by an upload, an earlier or a parallel pass). */
  readonly current: number;
  /** Removed meanwhile (retention): nothing to do. */
  readonly gone: number;
  /** Left as they were, with the reason; a rerun tries them again. */
  readonly failed: readonly { readonly name: string; readonly reason: string }[];
}

type Outcome = 'moved' | 'current' | 'gone';

/**
 * One document sealed again with the newest key, under its own name. The new file is written whole
 * beside the old one and takes its place in one step (a rename; with S3 the completion of a
 * multipart upload), so a crash at any point leaves the old file or the new one, each whole and
 * readable with the list of keys; and a download already reading the old file goes on reading it.
 */
async function reencryptOne(
  storage: DocumentStorage,
  keyring: DocumentKeyring,
  name: string,
): Promise<Outcome> {
  const stored = await storage.open(name);
  if (stored === undefined) return 'gone';
  const head = new StreamPrefix(stored.body);
  let opened;
  try {
    opened = await openDocument(keyring, name, head, stored.bytes);
  } catch (error) {
    head.discard();
    throw error;
  }
  if (opened.sealedWithNewest) {
    head.discard();
    return 'current';
  }
  const pending = await storage.create(name);
  try {
    await pipeline(
      head.rest(),
      opened.decryptor,
      createEncryptor(keyring, name, opened.metadata),
      pending.stream,
    );
    await pending.commit();
  } catch (error) {
    await pending.abort().catch(() => {});
    throw error;
  }
  return 'moved';
}

/**
 * `npm run keys -- reencrypt`: every stored document not sealed with the newest documents key is
 * sealed again with it (decision 085). Resumable: each document is replaced whole or not at all,
 * and a rerun skips those already done. Safe beside uploads, downloads and another pass: two
 * passes that both rewrite a document each publish a whole, valid file of the same content. When
 * every document is on the newest key, the key check value names that key alone, and the older
 * keys may leave the list.
 */
export async function reencryptDocuments(
  storage: DocumentStorage,
  keyring: DocumentKeyring,
  log: (line: string) => void,
  /**
   * True when something else sealed with the documents keys (the return details' sealed values:
   * app/return/sealing.server.ts) is still on an older key: the check values keep the older keys.
   */
  olderKeysStillUsed = false,
): Promise<ReencryptResult> {
  // The names first, then the work: a folder being renamed into while it is listed may list a
  // name twice or skip one.
  const names: string[] = [];
  for await (const object of storage.list()) names.push(object.name);
  const counts: Record<Outcome, number> = { moved: 0, current: 0, gone: 0 };
  const failed: { name: string; reason: string }[] = [];
  for (const name of names) {
    try {
      counts[await reencryptOne(storage, keyring, name)] += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failed.push({ name, reason });
      log(`keys: document ${name} was left as it was: ${reason}`);
    }
  }
  if (failed.length === 0 && !olderKeysStillUsed) await keepOnlyNewestKeyCheck(keyring, storage);
  return { examined: names.length, ...counts, failed };
}
