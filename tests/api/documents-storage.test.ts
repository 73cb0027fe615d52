/** What the store keeps of an upload: nothing of a broken one, names made safe, no plaintext. */
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { BOUNDARY, filesUnder, multipart, postRaw, upload } from './helpers/documents-server';
import { download, useLocalServer, storedDocuments, until } from './helpers/documents-local';

describe('POST /api/upload and the signed links (local storage)', () => {
  const server = useLocalServer();

  it('keeps nothing when the client disconnects mid-upload, and carries on serving', async () => {
    const before = await storedDocuments(server());
    const head = Buffer.concat([
      multipart([{ name: 'upload_preset', data: 'tax_documents' }], { close: false }),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="w2.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      sample.largePdf(400_000),
    ]);
    const socket = connect(server().port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 900000\r\n\r\n`,
    );
    socket.write(head);
    // Wait until the server has started writing this upload, then vanish.
    await until(
      async () => (await storedDocuments(server())).length > before.length,
      'the upload to start',
    );
    socket.destroy();
    await until(
      async () => JSON.stringify(await storedDocuments(server())) === JSON.stringify(before),
      'the partial upload to be removed',
    );

    const after = await upload(server().url, sample.pdf());
    expect(after.status).toBe(200);
  });

  it('cleans a path-traversal name and writes nothing outside the documents folder', async () => {
    const response = await postRaw(
      server().port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        {
          name: 'file',
          filename: '../../etc/passwd.pdf',
          type: 'application/pdf',
          data: sample.pdf(),
        },
      ]),
    );
    expect(response.status).toBe(200);
    const json = JSON.parse(response.body) as Record<string, unknown>;
    expect(json.original_filename).toBe('passwd');

    const windows = await upload(server().url, sample.pdf(), {
      filename: '..\\..\\Windows\\w2\u202Efdp.exe',
    });
    expect(windows.json.original_filename).toBe('w2fdp');

    const files = await filesUnder(dirname(server().dataDir));
    const outside = files.filter(
      (file) => file.path.startsWith(dirname(server().dataDir)) && /passwd/.test(file.path),
    );
    expect(outside).toEqual([]);
    const download1 = await download(json.secure_url);
    expect(download1.headers.get('content-disposition')).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
  });

  it('names a download with a non-ASCII file name by RFC 5987', async () => {
    const { json } = await upload(server().url, sample.pdf(), {
      filename: 'Formulaire fiscal été 2025.pdf',
    });
    const response = await download(json.secure_url);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Formulaire fiscal _t_ 2025.pdf"; ` +
        `filename*=UTF-8''Formulaire%20fiscal%20%C3%A9t%C3%A9%202025.pdf`,
    );
  });

  it('stores 20 uploads sent at once and gives each back byte for byte', async () => {
    const documents = Array.from({ length: 20 }, (_, i) => sample.largePdf(50_000 + i * 17_000));
    const results = await Promise.all(
      documents.map((bytes, i) => upload(server().url, bytes, { filename: `doc-${i}.pdf` })),
    );
    expect(results.map((result) => result.status)).toEqual(documents.map(() => 200));
    const ids = new Set(results.map((result) => result.json.public_id));
    expect(ids.size).toBe(20);
    const downloads = await Promise.all(
      results.map(async (result) =>
        Buffer.from(await (await download(result.json.secure_url)).arrayBuffer()),
      ),
    );
    downloads.forEach((bytes, i) =>
      expect(bytes.equals(documents[i] ?? Buffer.alloc(0))).toBe(true),
    );
  });

  it('keeps no plaintext byte of any document in storage', async () => {
    const name = 'confidential-name-5b21';
    await upload(server().url, sample.largePdf(300_000), { filename: `${name}.pdf` });
    const files = await filesUnder(server().dataDir);
    expect(files.length).toBeGreaterThan(1);
    const database = join(server().dataDir, 'database');
    for (const file of files) {
      expect(file.bytes.includes(sample.MARKER), file.path).toBe(false);
      expect(file.bytes.includes('%PDF'), file.path).toBe(false);
      // The file's name is recorded in the database with its case, for staff (decision 023);
      // nowhere else.
      if (!file.path.startsWith(database)) expect(file.bytes.includes(name), file.path).toBe(false);
    }
    // Stored names are the random ids, not the visitor's names.
    for (const file of files) expect(file.path).not.toContain(name);
  });
});
