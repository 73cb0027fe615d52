import { expect } from 'vitest';
import { keyId } from '../../../server/documents/keyring';

/**
 * For the tests of rotating keys (decision 085): uploads with their signed links, which key sealed
 * a stored file, and a download held open half way.
 */

/**
 * An upload through the real API: its id, its signed link (path and query: the servers of these
 * tests have no PUBLIC_URL, and come and go on new ports) and the case cookie it set.
 */
export async function uploadDocument(url: string, bytes: Buffer, cookie?: string) {
  const form = new FormData();
  form.append('upload_preset', 'tax_documents');
  form.append('file', new Blob([new Uint8Array(bytes)]), 'w2.pdf');
  const response = await fetch(`${url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: cookie === undefined ? {} : { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const json = (await response.json()) as { public_id: string; secure_url: string };
  const set = response.headers.getSetCookie().find((line) => line.startsWith('qr_case='));
  const { pathname, search } = new URL(json.secure_url);
  return { id: json.public_id, link: `${pathname}${search}`, cookie: set?.split(';')[0] ?? cookie };
}

/** The id of the documents key that sealed a stored file (format 2), or "format 1". */
export function sealedBy(stored: Buffer): string {
  const magic = stored.subarray(0, 4).toString('latin1');
  if (magic === 'QRD1') return 'format 1';
  expect(magic).toBe('QRD2');
  return stored.subarray(4, 12).toString('hex');
}

export const idOf = (base64: string) => keyId(Buffer.from(base64, 'base64')).toString('hex');

/** The body of a link on the server at `url`, whole. */
export async function fetchBytes(url: string, link: string): Promise<Buffer> {
  const response = await fetch(`${url}${link}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * A download started and held after its first bytes (its client reading no more): `finish()`
 * reads the rest and gives the whole body.
 */
export async function heldDownload(url: string, link: string) {
  const response = await fetch(`${url}${link}`);
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const first = await reader.read();
  const chunks: Buffer[] = [Buffer.from(first.value ?? [])];
  return {
    async finish(): Promise<Buffer> {
      for (;;) {
        const next = await reader.read();
        if (next.done) return Buffer.concat(chunks);
        chunks.push(Buffer.from(next.value));
      }
    },
  };
}
