import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../app/settings.server';
import { NO_RECIPIENT, runBackup } from '../../server/operations/backup';
import { MANIFEST_FILE, manifestSchema } from '../../server/operations/manifest';
import { NO_IDENTITY, runRestore } from '../../server/operations/restore';
import { Unsealer } from '../../server/operations/sealed';
import { type BackupKeys, makeBackupKeys } from './helpers/backup-keys';
import {
  documentLinks,
  openCase,
  signedInStaff,
  staffDownload,
  uploadInto,
  writeOnCasePage,
} from './helpers/case-work';
import * as sample from './helpers/documents-samples';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { runOperations } from './helpers/operations-cli';
import { addAndEnrol, StaffClient } from './helpers/staff-client';

// `npm run backup` of a running server and `npm run restore` into a fresh DATA_DIR and database
// (docs/operations.md, "Backups and restore"; decisions 084 and 097), through the real servers:
// every document read back byte for byte and every case on the staff screens of the restored one;
// every file of the backup sealed to an age key made here, unreadable without its identity.

let keys: BackupKeys;
beforeAll(async () => {
  keys = await makeBackupKeys();
});
/** A place's settings with the backup keys. */
const withKeys = (env: Record<string, string>) => readSettings({ ...env, ...keys.env });
const readManifest = async (dir: string) =>
  manifestSchema.parse(
    JSON.parse(await new Unsealer([keys.identity]).readText(join(dir, MANIFEST_FILE))),
  );

/** Every file under `dir`, with its bytes. */
async function filesUnder(dir: string): Promise<{ path: string; bytes: Buffer }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.push({ path, bytes: await readFile(path) });
  }
  return files;
}

/** The bank account and IP PIN one case's client saves on /case/return (RETURN.md §1). */
const ROUTING = '021000021';
const ACCOUNT = '000123456789';
const PIN = '491037';

/** "Save" on /case/return, as a browser without JavaScript posts it. */
async function saveReturn(url: string, cookie: string, client: string) {
  const response = await fetch(`${url}/case/return`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: url,
      Cookie: cookie,
      'X-Forwarded-For': client,
    },
    body: new URLSearchParams({
      firstName: 'Ana',
      refundMethod: 'direct_deposit',
      routingNumber: ROUTING,
      accountNumber: ACCOUNT,
      confirmAccountNumber: ACCOUNT,
      accountType: 'checking',
      ipPin: PIN,
      intent: 'save',
    }).toString(),
  });
  expect(response.status).toBe(303);
}

const ENV = { CONTACT_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000', TRUST_PROXY: 'true' };
const STAFF = 'preparer@example.com';

for (const engine of ENGINES) {
  describe(`backup and restore on ${engine}`, { timeout: 120_000 }, () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step();
    });
    const place = async (empty: boolean) => {
      const made = await usePlaces(engine, { empty })();
      cleanup.push(() => made.remove());
      return made;
    };
    const server = async (where: Place) => {
      const started = await startOffice(where, ENV);
      cleanup.push(() => started.close());
      return started;
    };
    const folder = async () => {
      const made = await mkdtemp(join(tmpdir(), 'backup-test-'));
      cleanup.push(() => rm(made, { recursive: true, force: true }));
      return join(made, 'backup');
    };

    /** Three cases, each with a contact message, two documents and a message on its case page. */
    async function casesOn(first: OfficeServer) {
      const made: { reference: string; documents: { name: string; bytes: Buffer }[] }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const client = `198.51.100.${i + 1}`;
        const { reference, cookie } = await openCase(first.url, client, `Question ${i}`);
        const documents = [
          { name: `w2-${i}.pdf`, bytes: sample.pdf(randomBytes(3000 + i)) },
          { name: `receipt-${i}.png`, bytes: sample.png() },
        ];
        for (const document of documents) {
          await uploadInto(first.url, cookie, document.bytes, document.name);
        }
        await writeOnCasePage(first.url, cookie, client, `Follow-up ${i}`);
        if (i === 0) await saveReturn(first.url, cookie, client);
        made.push({ reference, documents });
      }
      return made;
    }

    it('backs up a running server and restores it into an empty place: every case and document', async () => {
      const source = await place(false);
      const first = await server(source);
      const secret = await addAndEnrol(first, STAFF, new StaffClient(first));
      const cases = await casesOn(first);

      const dir = await folder();
      const manifest = await runBackup(withKeys(source.env), dir);
      expect(manifest.database.engine).toBe(engine);
      expect(manifest.documents).toEqual({ storage: 'local', count: 6 });
      expect(manifest.keys.documents).toEqual({ file: 'keys/documents.key.age' });
      const rows = Object.fromEntries(manifest.database.tables.map((t) => [t.name, t.rows]));
      expect(rows).toMatchObject({
        cases: 3,
        documents: 6,
        contact_messages: 3,
        case_messages: 3,
        return_details: 1,
      });
      // Opened, the return details' rows hold the account and the PIN sealed, never in the clear.
      const returns = await new Unsealer([keys.identity]).readText(
        join(dir, 'database/return_details.jsonl.age'),
      );
      expect(returns).toContain('6789');
      for (const secret of [ACCOUNT, ROUTING, PIN]) {
        expect(returns).not.toContain(secret);
        expect(returns).not.toContain(Buffer.from(secret).toString('hex'));
        expect(returns).not.toContain(Buffer.from(secret).toString('base64'));
      }
      // The manifest as written is the one returned, and names every file with its checksum.
      expect(await readManifest(dir)).toEqual(manifest);
      expect(manifest.files.map((f) => f.path)).toEqual(
        expect.arrayContaining([
          'database/cases.jsonl.age',
          'database/server_keys.jsonl.age',
          'documents/.key-check.age',
          'keys/documents.key.age',
        ]),
      );

      // Nothing in the folder is readable without the identity: every file is an age file, and
      // none holds a reference, a message, a key or a row in the clear.
      const documentsKey = await readFile(join(source.dataDir, 'documents.key'));
      const files = await filesUnder(dir);
      expect(files.length).toBe(manifest.files.length + 1);
      for (const { path, bytes } of files) {
        expect(bytes.subarray(0, 22).toString('latin1'), path).toBe('age-encryption.org/v1\n');
        const text = bytes.toString('latin1');
        for (const plain of [...cases.map((c) => c.reference), 'Question 0', 'Follow-up 1']) {
          expect(text.includes(plain), `${path} holds ${plain}`).toBe(false);
        }
        expect(bytes.includes(documentsKey), `${path} holds the documents key`).toBe(false);
        expect(text).not.toMatch(/"created_at"|"reference"|"key"|"totp_secret"/);
      }

      // A backup goes only into a new or empty folder.
      await expect(runBackup(withKeys(source.env), dir)).rejects.toThrow(
        /is not empty; give a new folder/,
      );

      // Another identity opens nothing, and without one restore refuses in one line.
      const stranger = await makeBackupKeys();
      await expect(
        runRestore(readSettings({ ...(await place(true)).env, ...stranger.env }), dir),
      ).rejects.toThrow(/manifest\.json\.age cannot be opened with BACKUP_IDENTITY_FILE/);
      await expect(runRestore(readSettings(source.env), dir)).rejects.toThrow(NO_IDENTITY);

      const target = await place(true);
      const restored = await runRestore(withKeys(target.env), dir);
      expect(restored.createdAt).toBe(manifest.createdAt);
      const second = await server(target);

      const staff = await signedInStaff(second.url, STAFF, secret);
      const list = await staff.get('/staff/cases');
      for (const { reference, documents } of cases) {
        expect(list.html).toContain(`/staff/cases/${reference}`);
        const page = await staff.get(`/staff/cases/${reference}`);
        expect(page.status).toBe(200);
        if (reference === cases[0]?.reference) {
          expect(page.html).toContain('Direct deposit: Checking account ending in 6789');
        }
        expect(page.html).toContain(
          `Question ${cases.findIndex((c) => c.reference === reference)}`,
        );
        const links = documentLinks(page.html);
        expect(links.map((link) => link.name)).toEqual(documents.map((d) => d.name));
        for (const [i, link] of links.entries()) {
          const bytes = await staffDownload(second.url, staff, link.href);
          expect(bytes.equals(documents[i]?.bytes ?? Buffer.alloc(0))).toBe(true);
        }
      }
      // New rows take ids after the restored ones (the sequences were moved on).
      const again = await openCase(second.url, '198.51.100.9', 'After the restore');
      expect(again.reference).toMatch(/^QR-/);
    });

    it('refuses to restore over data, or a damaged backup, and says so plainly', async () => {
      const source = await place(false);
      const running = await server(source);
      await openCase(running.url, '198.51.100.20', 'Before the backup');
      const dir = await folder();
      await runBackup(withKeys(source.env), dir);

      // Without BACKUP_RECIPIENT, no backup: one line, and no folder made.
      const refusedDir = await folder();
      const plain = await runOperations(['backup', refusedDir], source.env);
      expect(plain.code).toBe(1);
      expect(plain.stderr).toBe(`${NO_RECIPIENT}\n`);
      expect(existsSync(refusedDir)).toBe(false);
      await expect(runBackup(readSettings(source.env), refusedDir)).rejects.toThrow(NO_RECIPIENT);

      // Into the place of a running server: refused before anything is read.
      await expect(runRestore(withKeys(source.env), dir)).rejects.toThrow(
        /a server is running on DATA_DIR .*; stop it first/,
      );
      await running.close();
      // Stopped, the command opens the database itself: `npm run backup` as the build runs it.
      const offline = await folder();
      const backup = await runOperations(['backup', offline], { ...source.env, ...keys.env });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/^Database: \d+ tables, \d+ rows \(/);
      expect(backup.stdout).toContain('Documents: 0.');
      const copied = await readManifest(offline);
      expect(copied.database.tables.find((t) => t.name === 'cases')?.rows).toBe(1);
      // The stopped server's place holds a database and keys.
      await expect(runRestore(withKeys(source.env), dir)).rejects.toThrow(
        /^restore: DATA_DIR \(.*\) is not empty: it holds documents\.key, link-signing\.key, documents\/; restore only into an empty DATA_DIR \(nothing was changed\)$/,
      );

      // A database with tables, in an otherwise empty DATA_DIR.
      const target = await place(true);
      await (await startOffice(target, ENV)).close();
      for (const file of ['documents', 'documents.key', 'link-signing.key']) {
        await rm(join(target.dataDir, file), { recursive: true, force: true });
      }
      const refusal = runRestore(withKeys(target.env), dir);
      await expect(refusal).rejects.toThrow(/is not empty \(it has \d+ tables, such as /);
      await expect(refusal).rejects.toThrow(/restore only into an empty database/);

      // One byte changed in a table's rows.
      const rowsFile = join(dir, 'database', 'cases.jsonl.age');
      const sealed = await readFile(rowsFile);
      sealed[sealed.length - 20] = (sealed[sealed.length - 20] ?? 0) ^ 1;
      await writeFile(rowsFile, sealed);
      await expect(runRestore(withKeys((await place(true)).env), dir)).rejects.toThrow(
        'database/cases.jsonl.age in the backup does not match its checksum: the backup is damaged',
      );
      const refused = await runOperations(['restore', offline], { ...source.env, ...keys.env });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^restore: DATA_DIR .* is not empty/);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    });
  });
}

describe('moving from PGlite to PostgreSQL', { timeout: 120_000 }, () => {
  it('restores a backup of the embedded database into a PostgreSQL server', async () => {
    const source = await usePlaces('pglite')();
    const target = await usePlaces('postgres')();
    const dir = join(source.dataDir, '..', 'backup');
    try {
      const first = await startOffice(source, ENV);
      const { reference, cookie } = await openCase(first.url, '198.51.100.30', 'Moving');
      const w2 = sample.pdf(randomBytes(2000));
      await uploadInto(first.url, cookie, w2, 'w2.pdf');
      await runBackup(withKeys(source.env), dir);
      await first.close();

      await runRestore(withKeys(target.env), dir);
      const second = await startOffice(target, ENV);
      try {
        const page = await fetch(`${second.url}/case`, { headers: { Cookie: cookie } });
        expect(await page.text()).toContain(reference);
        const { rows } = await sql<{
          n: string;
        }>`select count(*)::text as n from documents`.execute(second.app.office.database.db);
        expect(rows[0]?.n).toBe('1');
      } finally {
        await second.close();
      }
    } finally {
      await source.remove();
      await target.remove();
    }
  });
});
