import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../app/settings.server';
import { keyId } from '../../server/documents/keyring';
import { runKeysCommand } from '../../server/operations/keys-command';
import {
  caseReadings,
  claimReading,
  finishReading,
  queueReading,
} from '../../server/reader/readings';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { seedCase } from './helpers/seed-case';

// The W-2 figures under key rotation (decision 135): `npm run keys -- rotate`, a restart, `npm run
// keys -- reencrypt` (asked of the running server on PGlite, run by the command itself on
// PostgreSQL with the server stopped), then the old key removed: the figures read back, and the
// raw row names the new key.

const FIGURES = {
  taxYear: 2025,
  employer: 'Acme Widgets Inc',
  wages: 5_234_567,
  withheld: 612_345,
};
const lines = async (path: string) =>
  (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');

for (const engine of ENGINES) {
  describe(`W-2 figures under key rotation on ${engine}`, { timeout: 120_000 }, () => {
    let place: Place | undefined;
    let server: OfficeServer | undefined;
    afterAll(async () => {
      await server?.close();
      await place?.remove();
    });

    it('re-encrypts the sealed figures and reads them back without the old key', async () => {
      place = await usePlaces(engine)();
      const here = place;
      const keys = (...args: string[]) =>
        runKeysCommand(readSettings({ ...here.env }), args, () => {});
      const documentsKey = join(here.dataDir, 'documents.key');
      // The app's own reading job stays off: the test writes the reading itself.
      const env = { READER_CONCURRENCY: '0' };
      server = await startOffice(here, env);
      const running = () => {
        if (server === undefined) throw new Error('the server is not running');
        return server.app;
      };
      const documentId = `doc${randomBytes(12).toString('hex')}`;
      const { id } = await seedCase(running().office.database.db, { documents: [documentId] });
      const db = () => running().office.database.db;
      await db()
        .transaction()
        .execute((tx) => queueReading(tx, documentId, id));
      const claim = await claimReading(db());
      if (claim === undefined) throw new Error('nothing to claim');
      const written = await finishReading(db(), running().documents.documentsKeys, claim, {
        kind: 'w2',
        method: 'pdf-text',
        confidence: 1,
        copies: 1,
        ...FIGURES,
      });
      expect(written).toBe(true);
      const sealedBy = async () => {
        const row = await db()
          .selectFrom('document_readings')
          .select('figures')
          .where('document_id', '=', documentId)
          .executeTakeFirstOrThrow();
        // "QRF1" then the key id (server/documents/sealed-field.ts).
        return Buffer.from(row.figures ?? new Uint8Array())
          .subarray(4, 12)
          .toString('hex');
      };
      const idOf = (line: string | undefined) =>
        keyId(Buffer.from(line ?? '', 'base64')).toString('hex');
      const [oldKey] = await lines(documentsKey);
      expect(await sealedBy()).toBe(idOf(oldKey));

      expect((await keys('rotate')).code).toBe(0);
      const [newKey] = await lines(documentsKey);
      await server.close();
      server = await startOffice(here, env);
      if (engine === 'postgres') {
        await server.close();
        server = undefined;
      }
      const pass = await keys('reencrypt');
      expect(pass.code, pass.err.join('\n')).toBe(0);
      expect(pass.out[2]).toBe(
        'Re-encrypted the W-2 figures of 1 of 1 documents (0 were on the newest key already).',
      );
      if (server === undefined) server = await startOffice(here, env);
      expect(await sealedBy()).toBe(idOf(newKey));

      // The old key leaves the list; the figures still open, with the new key alone.
      await server.close();
      await writeFile(documentsKey, `${newKey}\n`, { mode: 0o600 });
      server = await startOffice(here, env);
      expect(await caseReadings(db(), running().documents.documentsKeys, id)).toEqual([
        { documentId, state: 'w2', method: 'pdf-text', figures: FIGURES },
      ]);
    });
  });
}
