/** The signed links: a tampered, expired or altered document is not handed out. */
import { createHmac } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { filesUnder, upload } from './helpers/documents-server';
import { LINK_KEY, download, useLocalServer } from './helpers/documents-local';

describe('POST /api/upload and the signed links (local storage)', () => {
  const server = useLocalServer();

  it('refuses a tampered link with 403 and an unknown document with 404, saying nothing more', async () => {
    const { json } = await upload(server().url, sample.pdf());
    const url = new URL(String(json.secure_url));
    const signature = url.searchParams.get('signature') ?? '';

    const forged = new URL(url);
    forged.searchParams.set(
      'signature',
      `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
    );
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const otherId = new URL(url);
    otherId.pathname = `/api/documents/${'A'.repeat(22)}`;
    const unsigned = new URL(url);
    unsigned.search = '';

    for (const tampered of [forged, longer, otherId, unsigned]) {
      const response = await fetch(tampered);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: { message: 'This link is not valid or has expired.' },
      });
    }

    // Correctly signed (we hold the key in this test) but for a document that does not exist.
    const id = 'B'.repeat(22);
    const expires = Math.floor(Date.now() / 1000) + 60;
    const mac = createHmac('sha256', LINK_KEY)
      .update(`quickrefund-link-v1\n${id}\n${expires}`)
      .digest('base64url');
    const unknown = await fetch(
      `${server().url}/api/documents/${id}?expires=${expires}&signature=${mac}`,
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses an expired link with 403', async () => {
    const { json } = await upload(server().url, sample.pdf());
    const id = String(json.public_id);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const mac = createHmac('sha256', LINK_KEY)
      .update(`quickrefund-link-v1\n${id}\n${expires}`)
      .digest('base64url');
    const response = await fetch(
      `${server().url}/api/documents/${id}?expires=${expires}&signature=${mac}`,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { message: 'This link is not valid or has expired.' },
    });
  });

  it('does not hand out a stored document that was altered', async () => {
    const bytes = sample.largePdf(200_000);
    const { json } = await upload(server().url, bytes);
    const path = join(server().dataDir, 'documents', String(json.public_id));
    const stored = (await filesUnder(join(server().dataDir, 'documents'))).find(
      (file) => file.path === path,
    );
    if (stored === undefined) throw new Error('stored file not found');
    const altered = Buffer.from(stored.bytes);
    const at = altered.length - 1000; // In the last record.
    altered[at] = (altered[at] ?? 0) ^ 1;
    await writeFile(path, altered);

    const received: Buffer[] = [];
    const response = await download(json.secure_url);
    const complete = await response.body
      ?.pipeTo(
        Writable.toWeb(
          new Writable({ write: (chunk: Buffer, _e, done) => (received.push(chunk), done()) }),
        ),
      )
      .then(
        () => true,
        () => false,
      );
    expect(complete).toBe(false);
    // Every record before the altered one was authentic; nothing from the altered one was sent.
    expect(Buffer.concat(received).length).toBeLessThan(bytes.length);
  });
});
