import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { returnPage as en } from '../../app/copy/en/return';
import { EMPTY_FORM } from '../../app/return/answers';
import { saveReturnDetails } from '../../app/return/details.server';
import { revealBankAccount } from '../../app/return/staff-details.server';
import { readSettings } from '../../app/settings.server';
import { keyId } from '../../server/documents/keyring';
import { runKeysCommand } from '../../server/operations/keys-command';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { seedCase } from './helpers/seed-case';

// The return details' bank account and IP PIN under key rotation (decision 113): `npm run keys
// -- rotate`, a restart, `npm run keys -- reencrypt` (asked of the running server on PGlite, run
// by the command itself on PostgreSQL with the server stopped), then the old key removed: the
// values read back, and the raw row names the new key.

const ACCOUNT = '000123456789';
const PIN = '491037';
const lines = async (path: string) =>
  (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');

for (const engine of ENGINES) {
  describe(`return details under key rotation on ${engine}`, { timeout: 120_000 }, () => {
    let place: Place | undefined;
    let server: OfficeServer | undefined;
    afterAll(async () => {
      await server?.close();
      await place?.remove();
    });

    it('re-encrypts the sealed account and PIN and reads them back without the old key', async () => {
      place = await usePlaces(engine)();
      const here = place;
      const keys = (...args: string[]) =>
        runKeysCommand(readSettings({ ...here.env }), args, () => {});
      const documentsKey = join(here.dataDir, 'documents.key');
      server = await startOffice(here);
      const db = () => {
        if (server === undefined) throw new Error('the server is not running');
        return server.app.office.database.db;
      };
      const { id } = await seedCase(server.app.office.database.db);
      const saved = await saveReturnDetails(
        { db: server.app.office.database.db, keyring: server.app.documents.documentsKeys },
        {
          caseId: id,
          form: {
            ...EMPTY_FORM,
            routingNumber: '021000021',
            accountNumber: ACCOUNT,
            confirmAccountNumber: ACCOUNT,
            accountType: 'savings',
            ipPin: PIN,
          },
          level: 'save',
          words: en,
          clientAddress: '198.51.100.9',
        },
      );
      expect(saved.ok).toBe(true);
      const [oldKey] = await lines(documentsKey);
      const sealedBy = async () => {
        const row = await db()
          .selectFrom('return_details')
          .select(['account_sealed', 'ip_pin_sealed'])
          .where('case_id', '=', id)
          .executeTakeFirstOrThrow();
        // "QRF1" then the key id (server/documents/sealed-field.ts).
        const idOf = (sealed: Uint8Array | null) =>
          Buffer.from(sealed ?? new Uint8Array())
            .subarray(4, 12)
            .toString('hex');
        return [idOf(row.account_sealed), idOf(row.ip_pin_sealed)];
      };
      const idOf = (line: string | undefined) =>
        keyId(Buffer.from(line ?? '', 'base64')).toString('hex');
      expect(await sealedBy()).toEqual([idOf(oldKey), idOf(oldKey)]);

      expect((await keys('rotate')).code).toBe(0);
      const [newKey] = await lines(documentsKey);
      await server.close();
      server = await startOffice(here);
      if (engine === 'postgres') {
        await server.close();
        server = undefined;
      }
      const pass = await keys('reencrypt');
      expect(pass.code, pass.err.join('\n')).toBe(0);
      expect(pass.out[1]).toBe(
        "Re-encrypted the bank accounts and IP PINs of 1 of 1 cases' return details (0 were on the newest key already).",
      );
      if (server === undefined) server = await startOffice(here);
      expect(await sealedBy()).toEqual([idOf(newKey), idOf(newKey)]);

      // The old key leaves the list; the values still open, with the new key alone.
      await server.close();
      await writeFile(documentsKey, `${newKey}\n`, { mode: 0o600 });
      server = await startOffice(here);
      const revealed = await revealBankAccount(
        { db: server.app.office.database.db, keyring: server.app.documents.documentsKeys },
        { caseId: id, actor: { id: null, name: 'command line', clientAddress: 'local' } },
      );
      expect(revealed).toEqual({
        routingNumber: '021000021',
        accountNumber: ACCOUNT,
        accountType: 'savings',
        ipPin: PIN,
      });
    });
  });
}
