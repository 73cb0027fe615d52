import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../app/settings.server';
import { openStore } from '../../server/documents';
import { reencryptDocuments } from '../../server/documents/reencrypt';
import type { DocumentStorage } from '../../server/documents/storage';
import { runKeysCommand } from '../../server/operations/keys-command';
import * as sample from './helpers/documents-samples';
import { type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { fetchBytes, heldDownload, idOf, sealedBy, uploadDocument } from './helpers/rotation';

// Rotating the keys the server generated in DATA_DIR, with local storage (decision 085):
// `npm run keys -- rotate` puts a new key on top of documents.key and link-signing.key and prints
// COOKIE_SIGNING_KEY with the database's cookie keys after a new one; old documents, links and
// cookies keep working; `npm run keys -- reencrypt` moves every document to the newest key,
// beside downloads and another pass, and a pass cut short is finished by the next.

const ENV = { UPLOAD_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000' };
const lines = async (path: string) =>
  (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');

describe('rotating the generated keys (local storage, PGlite)', { timeout: 120_000 }, () => {
  let place: Place;
  let server: OfficeServer | undefined;
  const documentsKey = () => join(place.dataDir, 'documents.key');
  const stored = (id: string) => readFile(join(place.dataDir, 'documents', id));
  const settings = (env: Record<string, string> = {}) => readSettings({ ...place.env, ...env });
  const keys = (env: Record<string, string> = {}, ...args: string[]) =>
    runKeysCommand(settings(env), args, () => {});
  /** The running server's address. */
  const address = () => server?.url ?? '';
  const restart = async (env: Record<string, string> = {}) => {
    await server?.close();
    server = await startOffice(place, { ...ENV, ...env });
    return server;
  };

  beforeAll(async () => {
    place = await usePlaces('pglite')();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await place?.remove();
  });

  it('rotates without loss, re-encrypts beside a download, and lets the old key go', async () => {
    const before = await restart();
    const small = sample.pdf();
    const large = sample.largePdf(19 * 1024 * 1024);
    const a = await uploadDocument(before.url, small);
    const b = await uploadDocument(before.url, large, a.cookie);
    const [oldKey] = await lines(documentsKey());
    expect(sealedBy(await stored(a.id))).toBe(idOf(oldKey ?? ''));
    const casePage = async (url: string) =>
      (await fetch(`${url}/case`, { headers: { Cookie: a.cookie ?? '' } })).text();
    const reference = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
      await casePage(before.url),
    )?.[0];
    expect(reference).toBeTruthy();

    // While the server runs: the files get a new key on top; the server still seals with the old.
    const rotated = await keys({}, 'rotate');
    expect(rotated.code, rotated.err.join('\n')).toBe(0);
    expect(await lines(documentsKey())).toHaveLength(2);
    expect((await lines(documentsKey()))[1]).toBe(oldKey);
    expect(await lines(join(place.dataDir, 'link-signing.key'))).toHaveLength(2);
    const cookieLine = rotated.out.find((line) => line.startsWith('COOKIE_SIGNING_KEY='));
    expect(cookieLine?.split(',')).toHaveLength(3); // New, the case cookie's, the device cookie's.
    // Re-encrypting now would seal documents this server cannot open: refused.
    const early = await keys({}, 'reencrypt');
    expect(early.code).toBe(1);
    expect(early.err[0]).toMatch(/still seals new documents with another key: restart it/);

    const cookieKeys = {
      COOKIE_SIGNING_KEY: cookieLine?.slice('COOKIE_SIGNING_KEY='.length) ?? '',
    };
    const after = await restart(cookieKeys);
    const [newKey] = await lines(documentsKey());
    // Old links (signed with the old link key), old documents and the old case cookie still work.
    expect((await fetchBytes(address(), a.link)).equals(small)).toBe(true);
    expect(await casePage(after.url)).toContain(reference);
    const c = await uploadDocument(after.url, sample.png(), a.cookie);
    expect(sealedBy(await stored(c.id))).toBe(idOf(newKey ?? ''));
    expect(await lines(join(place.dataDir, 'documents', '.key-check'))).toHaveLength(2);

    // Without the old key while documents need it: the server refuses to start.
    await server?.close();
    server = undefined;
    await writeFile(documentsKey(), `${newKey}\n`, { mode: 0o600 });
    await expect(startOffice(place, ENV)).rejects.toThrow(/lacks a key|is not the key/);
    await writeFile(documentsKey(), `${newKey}\n${oldKey}\n`, { mode: 0o600 });
    const running = await restart(cookieKeys);

    // A download held open half way while its document is sealed again.
    const held = await heldDownload(running.url, b.link);
    const pass = await keys(cookieKeys, 'reencrypt');
    expect(pass.code, pass.err.join('\n')).toBe(0);
    expect(pass.out[0]).toBe(
      'Re-encrypted 2 of 3 documents (1 were on the newest key already, 0 were removed meanwhile).',
    );
    expect((await held.finish()).equals(large)).toBe(true);
    for (const id of [a.id, b.id, c.id])
      expect(sealedBy(await stored(id))).toBe(idOf(newKey ?? ''));
    expect(await lines(join(place.dataDir, 'documents', '.key-check'))).toHaveLength(1);
    expect((await fetchBytes(address(), b.link)).equals(large)).toBe(true);

    // The old documents key may now go; every document still opens.
    await writeFile(documentsKey(), `${newKey}\n`, { mode: 0o600 });
    const last = await restart(cookieKeys);
    expect(last.url).not.toBe(running.url);
    expect((await fetchBytes(address(), a.link)).equals(small)).toBe(true);
    expect((await fetchBytes(address(), c.link)).equals(sample.png())).toBe(true);
  });

  it('a pass cut short loses nothing and the next finishes; two passes at once agree', async () => {
    const running = await restart();
    const documents = [sample.pdf(), sample.png(), sample.largePdf(2 * 1024 * 1024)];
    const uploaded = [];
    for (const bytes of documents) uploaded.push(await uploadDocument(running.url, bytes));
    expect((await keys({}, 'rotate')).code).toBe(0);
    await restart();
    const [newest] = await lines(documentsKey());

    // The second document's new file is written but never takes the old one's place: as a crash
    // (or a store that failed) between writing and publishing.
    const { storage, keys: opened } = await openStore(settings().documents, () => {}, {
      command: true,
    });
    let calls = 0;
    const failing: DocumentStorage = {
      ...storage,
      async create(name) {
        const pending = await storage.create(name);
        calls += 1;
        if (calls !== 2) return pending;
        return {
          ...pending,
          commit: async () => {
            throw new Error('cut short');
          },
        };
      },
    };
    const cut = await reencryptDocuments(failing, opened.documentsKeys, () => {});
    await storage.close();
    expect(cut.failed).toHaveLength(1);
    expect(cut.failed[0]?.reason).toBe('cut short');
    // Nothing lost: every document opens, and the check values still name the older key.
    for (const [i, { link }] of uploaded.entries()) {
      expect((await fetchBytes(address(), link)).equals(documents[i] ?? Buffer.alloc(0))).toBe(
        true,
      );
    }
    expect(await lines(join(place.dataDir, 'documents', '.key-check'))).toHaveLength(2);

    // Rotated once more, then two passes at once: each document ends whole, on the newest key.
    expect((await keys({}, 'rotate')).code).toBe(0);
    const current = await restart();
    const [latest] = await lines(documentsKey());
    expect(latest).not.toBe(newest);
    const both = await Promise.all([keys({}, 'reencrypt'), keys({}, 'reencrypt')]);
    for (const result of both) expect(result.code, result.err.join('\n')).toBe(0);
    for (const [i, { id, link }] of uploaded.entries()) {
      expect(sealedBy(await stored(id))).toBe(idOf(latest ?? ''));
      expect((await fetchBytes(current.url, link)).equals(documents[i] ?? Buffer.alloc(0))).toBe(
        true,
      );
    }
  });
});
