/** What an upload takes and what it refuses: the formats, the form, the size. */
import { describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { errorMessage, multipart, postRaw, upload } from './helpers/documents-server';
import { download, useLocalServer, storedDocuments } from './helpers/documents-local';

describe('POST /api/upload and the signed links (local storage)', () => {
  const server = useLocalServer();

  it.each([
    ['a PDF', sample.pdf(), 'pdf', 'application/pdf'],
    ['a PNG', sample.png(), 'png', 'image/png'],
    ['a JPEG', sample.jpeg(), 'jpg', 'image/jpeg'],
    ['a GIF', sample.gif(), 'gif', 'image/gif'],
    ['a WebP', sample.webp(), 'webp', 'image/webp'],
    ['a TIFF', sample.tiff(), 'tiff', 'image/tiff'],
    ['a TIFF with its directory last', sample.tiffDirectoryLast('II'), 'tiff', 'image/tiff'],
    ['a big-endian TIFF, directory last', sample.tiffDirectoryLast('MM'), 'tiff', 'image/tiff'],
    ['a BMP', sample.bmp(), 'bmp', 'image/bmp'],
    ['a HEIC', sample.heic(), 'heic', 'image/heic'],
    ['an AVIF', sample.avif(), 'avif', 'image/avif'],
  ])('accepts %s and gives it back byte for byte', async (_kind, bytes, format, contentType) => {
    // The name and claimed type are deliberately wrong: only the bytes count.
    const { status, json } = await upload(server().url, bytes, {
      filename: 'scan.txt',
      type: 'text/plain',
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ bytes: bytes.length, format, original_filename: 'scan' });
    expect(json.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(json.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(json.secure_url).toMatch(
      new RegExp(
        `^${server().url}/api/documents/${String(json.public_id)}\\?expires=\\d+&signature=`,
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
    const before = await storedDocuments(server());
    const { status, json } = await upload(server().url, bytes, {
      filename: 'w2.pdf',
      type: 'application/pdf',
    });
    expect(status).toBe(415);
    expect(errorMessage(json)).toMatch(/^Only PDF files and images .* are accepted\.$/);
    expect(await storedDocuments(server())).toEqual(before);
  });

  it('accepts a polyglot by its leading signature and serves it so it cannot run as a page', async () => {
    // A GIF whose tail is an HTML page: stored as a GIF, downloaded as image/gif, never as HTML.
    const polyglot = sample.gif('<html><script>alert(document.cookie)</script></html>');
    const { status, json } = await upload(server().url, polyglot, {
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
    const { status, json } = await upload(server().url, Buffer.alloc(0));
    expect(status).toBe(400);
    expect(errorMessage(json)).toBe('The file is empty.');
  });

  it('refuses a request without a file, or with text in the file field, with 400', async () => {
    const noFile = await postRaw(
      server().port,
      multipart([{ name: 'upload_preset', data: 'tax_documents' }]),
    );
    expect(noFile.status).toBe(400);
    expect(JSON.parse(noFile.body)).toMatchObject({
      error: { message: 'No file was sent. Choose a file to upload.' },
    });

    const textField = await postRaw(
      server().port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', data: 'https://example.com/w2.pdf' },
      ]),
    );
    expect(textField.status).toBe(400);
  });

  it('refuses a body that is not multipart with 400', async () => {
    const response = await fetch(`${server().url}/api/upload`, {
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
    const before = await storedDocuments(server());
    const missing = await upload(server().url, sample.pdf(), { preset: null });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing.json)).toBe('The upload preset is missing.');

    const unknownFirst = await upload(server().url, sample.pdf(), { preset: 'someone_elses' });
    expect(unknownFirst.status).toBe(400);
    expect(errorMessage(unknownFirst.json)).toBe('The upload preset is not known.');

    const unknownAfter = await postRaw(
      server().port,
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
    expect(await storedDocuments(server())).toEqual(before);
  });

  it('accepts the preset after the file', async () => {
    const response = await postRaw(
      server().port,
      multipart([
        { name: 'file', filename: 'w2.pdf', type: 'application/pdf', data: sample.pdf() },
        { name: 'upload_preset', data: 'tax_documents' },
      ]),
    );
    expect(response.status).toBe(200);
  });

  it('refuses a second file with 400 and keeps neither', async () => {
    const before = await storedDocuments(server());
    const response = await postRaw(
      server().port,
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
    expect(await storedDocuments(server())).toEqual(before);
  });

  it('an app without pages answers a form posted without JavaScript as JSON: several files, 400', async () => {
    // With pages the upload page answers and the first file is stored (decision 140:
    // tests/api/upload-answer-page.test.ts); this app has no page to answer with.
    const response = await postRaw(
      server().port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', filename: 'one.pdf', data: sample.pdf() },
        { name: 'file', filename: 'two.pdf', data: sample.pdf() },
      ]),
      { Accept: 'text/html', Origin: server().url, Referer: `${server().url}/upload` },
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      error: { message: 'Send one file per upload.' },
    });
  });

  it('refuses a truncated multipart body with 400 and keeps nothing', async () => {
    const before = await storedDocuments(server());
    const whole = multipart([
      { name: 'upload_preset', data: 'tax_documents' },
      { name: 'file', filename: 'w2.pdf', data: sample.largePdf(200_000) },
    ]);
    // The body ends cleanly at the HTTP level, but in the middle of the file part.
    const response = await postRaw(server().port, whole.subarray(0, 150_000));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      error: { message: 'The upload was cut off or malformed. Please try again.' },
    });
    expect(await storedDocuments(server())).toEqual(before);
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES', async () => {
    const { status, json } = await upload(server().url, sample.largePdf(1024 * 1024));
    expect(status).toBe(200);
    expect(json.bytes).toBe(1024 * 1024);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413, by Content-Length or while streaming', async () => {
    const before = await storedDocuments(server());
    // Declared far too large: refused before a byte of the body is read.
    const declared = await upload(server().url, sample.largePdf(8 * 1024 * 1024));
    expect(declared.status).toBe(413);
    expect(errorMessage(declared.json)).toBe('The file is too large. The limit is 1 MB.');

    // Just over, within the multipart allowance: refused when the limit is crossed.
    const justOver = await upload(server().url, sample.largePdf(1024 * 1024 + 1));
    expect(justOver.status).toBe(413);

    // No Content-Length at all (chunked): refused while streaming, and the client gets the answer.
    const chunked = await postRaw(
      server().port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', filename: 'big.pdf', data: sample.largePdf(6 * 1024 * 1024) },
      ]),
      { 'Transfer-Encoding': 'chunked' },
    );
    expect(chunked.status).toBe(413);
    // Junk with no part in it, chunked: no part begun within the multipart allowance, it is no
    // form, refused before its end (issue 52; decision 248); within what is read past after it.
    const junk = await postRaw(server().port, Buffer.alloc(2 * 1024 * 1024, 'a'), {
      'Transfer-Encoding': 'chunked',
    });
    expect(junk.status).toBe(400);
    expect(await storedDocuments(server())).toEqual(before);
  });
});
