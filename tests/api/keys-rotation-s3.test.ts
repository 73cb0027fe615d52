import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../app/settings.server';
import { runKeysCommand } from '../../server/operations/keys-command';
import * as sample from './helpers/documents-samples';
import { type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { fetchBytes, heldDownload, idOf, sealedBy, uploadDocument } from './helpers/rotation';
import { startS3, type TestS3 } from './helpers/s3';

// Rotating keys given as settings, with S3 storage and PostgreSQL (decision 085): the command
// prints the new values (a new key first, the old ones after it), every instance is restarted with
// them, and the re-encryption pass moves the bucket's documents to the newest key.

const key = () => randomBytes(32).toString('base64');
const ENV = { UPLOAD_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000' };

describe('rotating keys given as settings (S3, PostgreSQL)', { timeout: 120_000 }, () => {
  let s3: TestS3;
  let place: Place;
  let server: OfficeServer | undefined;
  let env: Record<string, string>;
  const stored = (id: string) => s3.read(`documents/${id}`);
  const keys = (...args: string[]) =>
    runKeysCommand(readSettings({ ...place.env, ...env }), args, () => {});
  const restart = async () => {
    await server?.close();
    server = await startOffice(place, { ...ENV, ...env });
    return server;
  };
  /** The settings `rotate` printed, as VARIABLE=value lines. */
  const printed = (out: readonly string[]) =>
    Object.fromEntries(
      out
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );

  beforeAll(async () => {
    s3 = await startS3();
    place = await usePlaces('postgres')();
    env = { ...s3.env, DOCUMENTS_KEY: key(), LINK_SIGNING_KEY: key() };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await place?.remove();
    await s3?.close();
  });

  it('prints the new lists; old documents, links and cookies keep working; reencrypt moves the bucket', async () => {
    const before = await restart();
    const oldDocumentsKey = env.DOCUMENTS_KEY ?? '';
    const large = sample.largePdf(19 * 1024 * 1024);
    const a = await uploadDocument(before.url, sample.pdf());
    const b = await uploadDocument(before.url, large, a.cookie);
    expect(sealedBy(await stored(a.id))).toBe(idOf(oldDocumentsKey));

    const rotated = await keys('rotate');
    expect(rotated.code, rotated.err.join('\n')).toBe(0);
    const settings = printed(rotated.out);
    expect(Object.keys(settings).sort()).toEqual([
      'COOKIE_SIGNING_KEY',
      'DOCUMENTS_KEY',
      'LINK_SIGNING_KEY',
    ]);
    expect(settings.DOCUMENTS_KEY?.split(',')).toEqual([expect.any(String), oldDocumentsKey]);
    expect(settings.LINK_SIGNING_KEY?.split(',')[1]).toBe(env.LINK_SIGNING_KEY);
    // Nothing is written for keys given as settings: the operator sets what was printed.
    env = { ...env, ...settings };
    const newDocumentsKey = settings.DOCUMENTS_KEY?.split(',')[0] ?? '';
    const after = await restart();

    expect((await fetchBytes(after.url, a.link)).equals(sample.pdf())).toBe(true);
    const casePage = await fetch(`${after.url}/case`, { headers: { Cookie: a.cookie ?? '' } });
    expect(await casePage.text()).toMatch(/QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    const c = await uploadDocument(after.url, sample.png(), a.cookie);
    expect(sealedBy(await stored(c.id))).toBe(idOf(newDocumentsKey));
    expect((await s3.read('documents/.key-check')).toString().trim().split('\n')).toHaveLength(2);

    // A download held open half way while the bucket is re-encrypted by two passes at once.
    const held = await heldDownload(after.url, b.link);
    const passes = await Promise.all([keys('reencrypt'), keys('reencrypt')]);
    for (const pass of passes) expect(pass.code, pass.err.join('\n')).toBe(0);
    expect((await held.finish()).equals(large)).toBe(true);
    for (const id of [a.id, b.id, c.id]) {
      expect(sealedBy(await stored(id))).toBe(idOf(newDocumentsKey));
    }
    expect((await s3.read('documents/.key-check')).toString().trim().split('\n')).toHaveLength(1);

    // The old documents key leaves the list: every document still opens.
    env = { ...env, DOCUMENTS_KEY: newDocumentsKey };
    const last = await restart();
    expect((await fetchBytes(last.url, b.link)).equals(large)).toBe(true);
    expect((await fetchBytes(last.url, c.link)).equals(sample.png())).toBe(true);
  });
});
