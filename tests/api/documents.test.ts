import { createHmac, randomBytes } from 'node:crypto';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLocalStorage } from '../../server/documents/local-storage';
import type { DocumentStorage } from '../../server/documents';
import * as sample from './helpers/documents-samples';
import {
  BOUNDARY,
  errorMessage,
  filesUnder,
  multipart,
  postRaw,
  startServer,
  startServerWithStorage,
  upload,
  type TestServer,
} from './helpers/documents-server';

const LINK_KEY = randomBytes(32);

async function storedDocuments(server: TestServer): Promise<string[]> {
  const folder = join(server.dataDir, 'documents');
  const incoming = await readdir(join(folder, '.incoming'));
  const published = (await readdir(folder)).filter((name) => name !== '.incoming');
  return [...incoming.map((name) => `.incoming/${name}`), ...published];
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function download(secureUrl: unknown): Promise<Response> {
  if (typeof secureUrl !== 'string') throw new Error('no secure_url');
  return fetch(secureUrl);
}

describe('POST /api/upload and the signed links (local storage)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      LINK_SIGNING_KEY: LINK_KEY.toString('base64'),
      UPLOAD_MAX_BYTES: String(1024 * 1024),
      UPLOAD_RATE_LIMIT: '1000',
      DOWNLOADS_PER_CLIENT: '20',
    });
  });
  afterAll(() => server.close());

  it.each([
    ['a PDF', sample.pdf(), 'pdf', 'application/pdf'],
    ['a PNG', sample.png(), 'png', 'image/png'],
    ['a JPEG', sample.jpeg(), 'jpg', 'image/jpeg'],
    ['a GIF', sample.gif(), 'gif', 'image/gif'],
    ['a WebP', sample.webp(), 'webp', 'image/webp'],
    ['a TIFF', sample.tiff(), 'tiff', 'image/tiff'],
    ['a BMP', sample.bmp(), 'bmp', 'image/bmp'],
    ['a HEIC', sample.heic(), 'heic', 'image/heic'],
    ['an AVIF', sample.avif(), 'avif', 'image/avif'],
  ])('accepts %s and gives it back byte for byte', async (_kind, bytes, format, contentType) => {
    // The name and claimed type are deliberately wrong: only the bytes count.
    const { status, json } = await upload(server.url, bytes, {
      filename: 'scan.txt',
      type: 'text/plain',
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ bytes: bytes.length, format, original_filename: 'scan' });
    expect(json.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(json.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(json.secure_url).toMatch(
      new RegExp(
        `^${server.url}/api/documents/${String(json.public_id)}\\?expires=\\d+&signature=`,
      ),
    );

    const response = await download(json.secure_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="scan.${format}"; filename*=UTF-8''scan.${format}`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ['SVG', sample.svg()],
    ['HTML', sample.html()],
    ['ZIP', sample.zip()],
    ['ELF executable', sample.elf()],
    ['Windows executable', sample.exe()],
    ['plain text', sample.text()],
    ['HTML with a PDF further in', sample.htmlThenPdf()],
  ])('refuses %s named .pdf and claimed as application/pdf with 415', async (_kind, bytes) => {
    const before = await storedDocuments(server);
    const { status, json } = await upload(server.url, bytes, {
      filename: 'w2.pdf',
      type: 'application/pdf',
    });
    expect(status).toBe(415);
    expect(errorMessage(json)).toMatch(/^Only PDF files and images .* are accepted\.$/);
    expect(await storedDocuments(server)).toEqual(before);
  });

  it('accepts a polyglot by its leading signature and serves it so it cannot run as a page', async () => {
    // A GIF whose tail is an HTML page: stored as a GIF, downloaded as image/gif, never as HTML.
    const polyglot = sample.gif('<html><script>alert(document.cookie)</script></html>');
    const { status, json } = await upload(server.url, polyglot, {
      filename: 'page.html',
      type: 'text/html',
    });
    expect(status).toBe(200);
    expect(json.format).toBe('gif');
    const response = await download(json.secure_url);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="page\.gif"/,
    );
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses an empty file with 400', async () => {
    const { status, json } = await upload(server.url, Buffer.alloc(0));
    expect(status).toBe(400);
    expect(errorMessage(json)).toBe('The file is empty.');
  });

  it('refuses a request without a file, or with text in the file field, with 400', async () => {
    const noFile = await postRaw(
      server.port,
      multipart([{ name: 'upload_preset', data: 'tax_documents' }]),
    );
    expect(noFile.status).toBe(400);
    expect(JSON.parse(noFile.body)).toMatchObject({
      error: { message: 'No file was sent. Choose a file to upload.' },
    });

    const textField = await postRaw(
      server.port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', data: 'https://example.com/w2.pdf' },
      ]),
    );
    expect(textField.status).toBe(400);
  });

  it('refuses a body that is not multipart with 400', async () => {
    const response = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file: 'x', upload_preset: 'tax_documents' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Send the file as multipart/form-data.' },
    });
  });

  it('refuses a missing or unknown preset with 400, before or after the file, keeping nothing', async () => {
    const before = await storedDocuments(server);
    const missing = await upload(server.url, sample.pdf(), { preset: null });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing.json)).toBe('The upload preset is missing.');

    const unknownFirst = await upload(server.url, sample.pdf(), { preset: 'someone_elses' });
    expect(unknownFirst.status).toBe(400);
    expect(errorMessage(unknownFirst.json)).toBe('The upload preset is not known.');

    const unknownAfter = await postRaw(
      server.port,
      multipart([
        {
          name: 'file',
          filename: 'w2.pdf',
          type: 'application/pdf',
          data: sample.largePdf(300_000),
        },
        { name: 'upload_preset', data: 'nope' },
      ]),
    );
    expect(unknownAfter.status).toBe(400);
    expect(await storedDocuments(server)).toEqual(before);
  });

  it('accepts the preset after the file', async () => {
    const response = await postRaw(
      server.port,
      multipart([
        { name: 'file', filename: 'w2.pdf', type: 'application/pdf', data: sample.pdf() },
        { name: 'upload_preset', data: 'tax_documents' },
      ]),
    );
    expect(response.status).toBe(200);
  });

  it('refuses a second file with 400 and keeps neither', async () => {
    const before = await storedDocuments(server);
    const response = await postRaw(
      server.port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', filename: 'one.pdf', data: sample.pdf() },
        { name: 'file', filename: 'two.pdf', data: sample.pdf() },
      ]),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      error: { message: 'Send one file per upload.' },
    });
    expect(await storedDocuments(server)).toEqual(before);
  });

  it('refuses a truncated multipart body with 400 and keeps nothing', async () => {
    const before = await storedDocuments(server);
    const whole = multipart([
      { name: 'upload_preset', data: 'tax_documents' },
      { name: 'file', filename: 'w2.pdf', data: sample.largePdf(200_000) },
    ]);
    // The body ends cleanly at the HTTP level, but in the middle of the file part.
    const response = await postRaw(server.port, whole.subarray(0, 150_000));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      error: { message: 'The upload was cut off or malformed. Please try again.' },
    });
    expect(await storedDocuments(server)).toEqual(before);
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES', async () => {
    const { status, json } = await upload(server.url, sample.largePdf(1024 * 1024));
    expect(status).toBe(200);
    expect(json.bytes).toBe(1024 * 1024);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413, by Content-Length or while streaming', async () => {
    const before = await storedDocuments(server);
    // Declared far too large: refused before a byte of the body is read.
    const declared = await upload(server.url, sample.largePdf(8 * 1024 * 1024));
    expect(declared.status).toBe(413);
    expect(errorMessage(declared.json)).toBe('The file is too large. The limit is 1 MB.');

    // Just over, within the multipart allowance: refused when the limit is crossed.
    const justOver = await upload(server.url, sample.largePdf(1024 * 1024 + 1));
    expect(justOver.status).toBe(413);

    // No Content-Length at all (chunked): refused while streaming, and the client gets the answer.
    const chunked = await postRaw(
      server.port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', filename: 'big.pdf', data: sample.largePdf(6 * 1024 * 1024) },
      ]),
      { 'Transfer-Encoding': 'chunked' },
    );
    expect(chunked.status).toBe(413);
    expect(await storedDocuments(server)).toEqual(before);
  });

  it('keeps nothing when the client disconnects mid-upload, and carries on serving', async () => {
    const before = await storedDocuments(server);
    const head = Buffer.concat([
      multipart([{ name: 'upload_preset', data: 'tax_documents' }], { close: false }),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="w2.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      sample.largePdf(400_000),
    ]);
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 900000\r\n\r\n`,
    );
    socket.write(head);
    // Wait until the server has started writing this upload, then vanish.
    await until(
      async () => (await storedDocuments(server)).length > before.length,
      'the upload to start',
    );
    socket.destroy();
    await until(
      async () => JSON.stringify(await storedDocuments(server)) === JSON.stringify(before),
      'the partial upload to be removed',
    );

    const after = await upload(server.url, sample.pdf());
    expect(after.status).toBe(200);
  });

  it('cleans a path-traversal name and writes nothing outside the documents folder', async () => {
    const response = await postRaw(
      server.port,
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

    const windows = await upload(server.url, sample.pdf(), {
      filename: '..\\..\\Windows\\w2\u202Efdp.exe',
    });
    expect(windows.json.original_filename).toBe('w2fdp');

    const files = await filesUnder(dirname(server.dataDir));
    const outside = files.filter(
      (file) => file.path.startsWith(dirname(server.dataDir)) && /passwd/.test(file.path),
    );
    expect(outside).toEqual([]);
    const download1 = await download(json.secure_url);
    expect(download1.headers.get('content-disposition')).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
  });

  it('names a download with a non-ASCII file name by RFC 5987', async () => {
    const { json } = await upload(server.url, sample.pdf(), {
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
      documents.map((bytes, i) => upload(server.url, bytes, { filename: `doc-${i}.pdf` })),
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
    await upload(server.url, sample.largePdf(300_000), { filename: `${name}.pdf` });
    const files = await filesUnder(server.dataDir);
    expect(files.length).toBeGreaterThan(1);
    const database = join(server.dataDir, 'database');
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

  it('refuses a tampered link with 403 and an unknown document with 404, saying nothing more', async () => {
    const { json } = await upload(server.url, sample.pdf());
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
      `${server.url}/api/documents/${id}?expires=${expires}&signature=${mac}`,
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses an expired link with 403', async () => {
    const { json } = await upload(server.url, sample.pdf());
    const id = String(json.public_id);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const mac = createHmac('sha256', LINK_KEY)
      .update(`quickrefund-link-v1\n${id}\n${expires}`)
      .digest('base64url');
    const response = await fetch(
      `${server.url}/api/documents/${id}?expires=${expires}&signature=${mac}`,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { message: 'This link is not valid or has expired.' },
    });
  });

  it('does not hand out a stored document that was altered', async () => {
    const bytes = sample.largePdf(200_000);
    const { json } = await upload(server.url, bytes);
    const path = join(server.dataDir, 'documents', String(json.public_id));
    const stored = (await filesUnder(join(server.dataDir, 'documents'))).find(
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

describe('rate limit', () => {
  it('answers 429 with Retry-After past UPLOAD_RATE_LIMIT uploads in the window', async () => {
    const server = await startServer({ UPLOAD_RATE_LIMIT: '3', UPLOAD_RATE_WINDOW_SECONDS: '600' });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await upload(server.url, sample.pdf())).status).toBe(200);
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      form.append('file', new Blob([new Uint8Array(sample.pdf())]), 'w2.pdf');
      const response = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await response.json()).toMatchObject({
        error: { message: 'Too many uploads from your connection. Please wait and try again.' },
      });
    } finally {
      await server.close();
    }
  });
});

describe('full disk', () => {
  it('answers 507 when storage fails with ENOSPC, and keeps nothing', async () => {
    let folder = '';
    const server = await startServerWithStorage(async (dataDir) => {
      folder = join(dataDir, 'documents');
      const local = await createLocalStorage(folder);
      // A driver whose disk fills up after the first 100 KB of any document.
      const full: DocumentStorage = {
        ...local,
        async create(name) {
          const pending = await local.create(name);
          let written = 0;
          const stream = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              written += chunk.length;
              if (written > 100_000) {
                callback(
                  Object.assign(new Error('ENOSPC: no space left on device, write'), {
                    code: 'ENOSPC',
                  }),
                );
              } else {
                pending.stream.write(chunk, callback);
              }
            },
            final(callback) {
              pending.stream.end(callback);
            },
          });
          return { stream, commit: () => pending.commit(), abort: () => pending.abort() };
        },
      };
      return full;
    });
    try {
      const { status, json } = await upload(server.url, sample.largePdf(500_000));
      expect(status).toBe(507);
      expect(errorMessage(json)).toBe('The document store is full. Please try again later.');
      expect((await filesUnder(folder)).map((file) => file.path)).toEqual([
        join(folder, '.key-check'),
      ]);
      // Small documents still fit.
      expect((await upload(server.url, sample.pdf())).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('keys', () => {
  it('generates both keys into the data folder with mode 0600 and says so', async () => {
    const server = await startServer();
    try {
      for (const file of ['documents.key', 'link-signing.key']) {
        const info = await stat(join(server.dataDir, file));
        expect(info.mode & 0o777).toBe(0o600);
      }
      expect(
        server.logs.some((line) =>
          /generated DOCUMENTS_KEY in .*documents\.key \(mode 0600\)/.test(line),
        ),
      ).toBe(true);
      expect(server.logs.some((line) => /generated LINK_SIGNING_KEY/.test(line))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('stops at startup on an invalid DOCUMENTS_KEY', async () => {
    await expect(
      createApp({ pages: false, env: { DOCUMENTS_KEY: 'c2hvcnQ=' }, log: () => {} }),
    ).rejects.toThrow(/DOCUMENTS_KEY must be 32 random bytes in base64/);
  });

  it('requires both keys as settings with STORAGE=s3', async () => {
    await expect(
      createApp({ pages: false, env: { STORAGE: 's3', S3_BUCKET: 'docs' }, log: () => {} }),
    ).rejects.toThrow(/DOCUMENTS_KEY is required when STORAGE=s3/);
  });

  it('stops at startup on an unusable setting', async () => {
    await expect(
      createApp({ pages: false, env: { UPLOAD_MAX_BYTES: '20MB' }, log: () => {} }),
    ).rejects.toThrow(/UPLOAD_MAX_BYTES must be a whole number/);
  });
});

describe('a store that stops taking bytes mid-upload', () => {
  let folder = '';
  // A driver whose writes stop completing after the first 100 KB: a hung mount.
  const hungAfter100KB = async (dataDir: string): Promise<DocumentStorage> => {
    folder = join(dataDir, 'documents');
    const local = await createLocalStorage(folder);
    return {
      ...local,
      async create(name) {
        const pending = await local.create(name);
        let written = 0;
        const stream = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            written += chunk.length;
            if (written <= 100_000) pending.stream.write(chunk, callback);
          },
        });
        return { stream, commit: () => pending.commit(), abort: () => pending.abort() };
      },
    };
  };

  async function expect503(server: TestServer, fileBytes: number): Promise<void> {
    const response = await postRaw(
      server.port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', filename: 'w2.pdf', data: sample.largePdf(fileBytes) },
      ]),
    );
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(JSON.parse(response.body)).toMatchObject({
      error: {
        message: 'The document store is not answering at the moment. Please try again in a minute.',
      },
    });
  }

  it('answers 503 after STALL_TIMEOUT_SECONDS without progress while the body is coming', async () => {
    const server = await startServerWithStorage(hungAfter100KB, {
      STALL_TIMEOUT_SECONDS: '1',
      STORAGE_TIMEOUT_SECONDS: '60',
    });
    try {
      await expect503(server, 8 * 1024 * 1024);
      // The answer does not wait on a store that is not answering; the cleanup follows it.
      await until(
        async () => (await filesUnder(folder)).length === 1,
        'the partial upload to be removed',
      );
      expect((await filesUnder(folder)).map((file) => file.path)).toEqual([
        join(folder, '.key-check'),
      ]);
    } finally {
      await server.close();
    }
  });

  it('answers 503, not 408, when the store has not even opened the document by the stall timeout', async () => {
    const server = await startServerWithStorage(
      async (dataDir) => {
        const local = await createLocalStorage(join(dataDir, 'documents'));
        return { ...local, create: () => new Promise<never>(() => {}) };
      },
      { STALL_TIMEOUT_SECONDS: '1', STORAGE_TIMEOUT_SECONDS: '60' },
    );
    try {
      await expect503(server, 8 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  it('answers 503 after STORAGE_TIMEOUT_SECONDS once the whole body is in', async () => {
    const server = await startServerWithStorage(hungAfter100KB, {
      STALL_TIMEOUT_SECONDS: '60',
      STORAGE_TIMEOUT_SECONDS: '1',
    });
    try {
      // Small enough for the parser and cipher buffers to take it all while the store hangs.
      await expect503(server, 300_000);
    } finally {
      await server.close();
    }
  });
});
