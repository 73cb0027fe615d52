import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { type Database, openDatabase } from '../../../server/db';
import { createLocalStorage } from '../../../server/documents/local-storage';
import { DocumentKeyring } from '../../../server/documents/keyring';
import { type SealedFiles, sealedFiles } from '../../../server/documents/sealed-files';
import type { DocumentStorage } from '../../../server/documents/storage';
import type { ReturnIdentity } from '../../../server/signing/identity';
import { type SealedFile, sniffType } from '../../../server/documents/sealed-files';
import type { SigningOptions } from '../../../server/signing/options';
import { type Engine, type Place, usePlaces } from './engines';
import { seedCase } from './seed-case';

/**
 * What the signing tests (tests/api/signing-*.test.ts) share: a fresh database on the engine and a
 * local document store for each test, the options of server/signing with the client's return
 * details given by the test (the `return` branch's table stands behind the same two functions),
 * a staff member, and cases seeded with an e-mail for updates.
 */

export const ANA: ReturnIdentity = {
  taxYear: 2025,
  joint: false,
  taxpayer: { firstName: 'Ana', lastName: 'López', dateOfBirth: '1985-03-09' },
  spouse: null,
};

export const ANA_AND_JUAN: ReturnIdentity = {
  taxYear: 2025,
  joint: true,
  taxpayer: ANA.taxpayer,
  spouse: { firstName: 'Juan', lastName: 'Pérez Gil', dateOfBirth: '1983-11-30' },
};

export interface SigningWorld {
  readonly database: Database;
  readonly storage: DocumentStorage;
  readonly files: SealedFiles;
  readonly options: SigningOptions;
  /** The return details each case has sent; a case absent has sent none. */
  readonly details: Map<string, ReturnIdentity>;
  /** The cases whose return details were locked, in order. */
  readonly locked: string[];
  readonly staff: { id: number; name: string; clientAddress: string };
  /** A case with an e-mail for updates (`language` for its e-mails and record). */
  newCase(
    identity?: ReturnIdentity,
    language?: 'en' | 'es',
  ): Promise<{ id: string; reference: string }>;
}

export function useSigningWorld(engine: Engine): () => SigningWorld {
  const newPlace = usePlaces(engine);
  let place: Place | undefined;
  let world: SigningWorld | undefined;
  beforeEach(async () => {
    place = await newPlace();
    const database = await openDatabase(place);
    const storage = await createLocalStorage(join(place.dataDir, 'documents'));
    const files = sealedFiles(storage, new DocumentKeyring([randomBytes(32)]));
    const details = new Map<string, ReturnIdentity>();
    const locked: string[] = [];
    const { id } = await database.db
      .insertInto('staff_accounts')
      .values({ email: 'preparer@example.com', is_admin: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options: SigningOptions = {
      db: database.db,
      files,
      details: {
        read: async (_db, caseId) => details.get(caseId),
        lock: async (_db, caseId) => void locked.push(caseId),
      },
      maxBytes: 1024 * 1024,
      officeTimeZone: 'America/New_York',
      publicUrl: 'https://quickrefund.example',
      clientMail: { siteName: 'QuickRefund', phone: '(800) 555-0142' },
    };
    world = {
      database,
      storage,
      files,
      options,
      details,
      locked,
      staff: { id, name: 'preparer@example.com', clientAddress: '198.51.100.2' },
      async newCase(identity = ANA, language = 'en') {
        const found = await seedCase(database.db);
        await database.db
          .updateTable('cases')
          .set({ email: 'ana@example.com', language })
          .where('id', '=', found.id)
          .execute();
        details.set(found.id, identity);
        return found;
      },
    };
  });
  afterEach(async () => {
    await world?.database.close();
    await world?.storage.close();
    await place?.remove();
    world = undefined;
  });
  return () => {
    if (!world) throw new Error('the signing world is made before each test');
    return world;
  };
}

/**
 * A file as a signing form's reader leaves it (server/signing/signing-form.ts): sealed in the
 * store, its type sniffed from its bytes (one the reader refuses kept as unknown, for the checks
 * behind it); a file left empty is absent.
 */
export async function posted(
  world: SigningWorld,
  bytes: Uint8Array,
  filename: string,
): Promise<SealedFile | undefined> {
  if (bytes.length === 0) return undefined;
  const type = (await sniffType(bytes)) ?? {
    format: 'unknown',
    contentType: 'application/octet-stream',
  };
  return world.options.files.store(bytes, type, filename);
}
