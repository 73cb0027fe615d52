import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';

// Rotating the cookie signing keys (COOKIE_SIGNING_KEY, newest first; decision 060): a case
// cookie signed with the old key still opens its case while that key is in the list, and is
// signed again with the new one; once the old key is removed, or when the cookie was tampered
// with, it opens nothing (the upload starts a case of its own).
const key = () => randomBytes(32).toString('base64');

async function upload(server: OfficeServer, cookie?: string) {
  const form = new FormData();
  form.append('upload_preset', 'tax_documents');
  form.append(
    'file',
    new Blob([new Uint8Array(sample.pdf())], { type: 'application/pdf' }),
    'w2.pdf',
  );
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: cookie === undefined ? {} : { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const json = (await response.json()) as { reference?: string };
  const line = response.headers.getSetCookie().find((l) => l.startsWith('qr_case='));
  return { reference: json.reference, cookie: line?.split(';')[0] };
}

describe('rotating the cookie signing keys', () => {
  const newPlace = usePlaces('pglite');
  const [oldKey, newKey] = [key(), key()];
  let place: Place;
  let server: OfficeServer | undefined;
  const start = async (keys: string) => {
    await server?.close();
    server = await startOffice(place, { COOKIE_SIGNING_KEY: keys, UPLOAD_RATE_LIMIT: '1000' });
    return server;
  };

  beforeAll(async () => {
    place = await newPlace();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await place?.remove();
  });

  it('old cookies open their case while the old key is listed; removed or tampered ones do not', async () => {
    // One key, as the setting has always been written.
    const before = await start(oldKey);
    const first = await upload(before);
    expect(first.reference).toBeTruthy();
    expect(first.cookie).toMatch(/^qr_case=/);
    const oldCookie = first.cookie ?? '';
    expect((await upload(before, oldCookie)).reference).toBe(first.reference);

    // Rotated: the new key first, the old one after it.
    const rotated = await start(`${newKey},${oldKey}`);
    const during = await upload(rotated, oldCookie);
    expect(during.reference).toBe(first.reference);
    const newCookie = during.cookie ?? '';
    expect(newCookie).not.toBe(oldCookie);
    // Another case id under the old signature, and the old case id under an altered signature.
    const [name, value = ''] = oldCookie.split('=');
    const [caseId = '', issued, mac = ''] = value.split('.');
    const otherId = caseId.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const otherMac = mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const tampered of [`${otherId}.${issued}.${mac}`, `${caseId}.${issued}.${otherMac}`]) {
      expect((await upload(rotated, `${name}=${tampered}`)).reference).not.toBe(first.reference);
    }

    // The old key removed: the cookie it signed opens nothing; the one signed again still does.
    const after = await start(newKey);
    expect((await upload(after, oldCookie)).reference).not.toBe(first.reference);
    expect((await upload(after, newCookie)).reference).toBe(first.reference);
    // Three starts of the app, the first importing the routes from the sources.
  }, 60_000);
});
