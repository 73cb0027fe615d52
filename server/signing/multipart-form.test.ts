import { describe, expect, it } from 'vitest';
import { readMultipartForm } from './multipart-form';

/** A multipart body as a browser sends one, from text fields and files, in order. */
function post(
  parts: readonly (
    { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array }
  )[],
  headers: Record<string, string> = {},
): Request {
  const boundary = '----signing-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.from('filename' in part ? part.bytes : Buffer.from(part.value)));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return new Request('http://127.0.0.1/staff/cases/QR-AAAA-BBBB-CCCC/signing', {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(body.length),
      ...headers,
    },
    body,
  });
}

const LIMITS = { fileFields: ['returnPdf', 'formPdf'], maxBytes: 1000 };
const pdf = (size: number) => new Uint8Array(size).fill(0x25);

describe('the multipart forms of review and sign, read as they stream', () => {
  it('reads the text fields and the files, and a file field left empty is no file', async () => {
    const form = await readMultipartForm(
      post([
        { name: 'csrf', value: 'token' },
        { name: 'returnPdf', filename: 'return.pdf', bytes: pdf(1000) },
        { name: 'formPdf', filename: '', bytes: new Uint8Array() },
        { name: 'refund', value: '4,123.00' },
      ]),
      LIMITS,
    );
    expect(form.ok).toBe(true);
    if (!form.ok) return;
    // busboy gives an empty file field as a text field, which no text field reads.
    expect(form.fields).toEqual({ csrf: 'token', formPdf: '', refund: '4,123.00' });
    expect(Object.keys(form.files)).toEqual(['returnPdf']);
    expect(form.files.returnPdf?.bytes.length).toBe(1000);
    expect(form.files.returnPdf?.filename).toBe('return');
  });

  it('stops at a file one byte over the limit, keeping the fields read before it', async () => {
    const form = await readMultipartForm(
      post([
        { name: 'csrf', value: 'token' },
        { name: 'returnPdf', filename: 'return.pdf', bytes: pdf(1001) },
      ]),
      LIMITS,
    );
    expect(form).toMatchObject({ ok: false, reason: 'tooLarge', fields: { csrf: 'token' } });
  });

  it('refuses a body declared larger than the files may be, reading no file', async () => {
    const declared = String(2 * 1000 + 64 * 1024 + 1);
    const form = await readMultipartForm(
      post(
        [
          { name: 'csrf', value: 'token' },
          { name: 'returnPdf', filename: 'return.pdf', bytes: pdf(10) },
        ],
        { 'Content-Length': declared },
      ),
      LIMITS,
    );
    expect(form).toMatchObject({ ok: false, reason: 'tooLarge', fields: { csrf: 'token' } });
  });

  it('refuses a third file, a file under another name, and a body that is no form', async () => {
    const third = await readMultipartForm(
      post([
        { name: 'returnPdf', filename: 'a.pdf', bytes: pdf(10) },
        { name: 'formPdf', filename: 'b.pdf', bytes: pdf(10) },
        { name: 'returnPdf', filename: 'c.pdf', bytes: pdf(10) },
      ]),
      LIMITS,
    );
    expect(third.ok).toBe(false);
    const other = await readMultipartForm(
      post([{ name: 'other', filename: 'a.pdf', bytes: pdf(10) }]),
      LIMITS,
    );
    expect(other.ok && Object.keys(other.files)).toEqual([]);
    const text = await readMultipartForm(
      new Request('http://127.0.0.1/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'csrf=token',
      }),
      LIMITS,
    );
    expect(text).toMatchObject({ ok: false, reason: 'notMultipart', fields: {} });
  });

  it('stops a body of junk at the cap, whatever it holds, without its end (issue 52)', async () => {
    // A multipart body with no boundary in it, sent without a length: busboy never finds a part.
    let sent = 0;
    let ended = false;
    let cancelled!: () => void;
    const dropped = new Promise<void>((resolve) => (cancelled = resolve));
    const junk = new ReadableStream<Uint8Array>({
      cancel: () => cancelled(),
      pull(controller) {
        if (sent >= 64 * 1024 * 1024) {
          ended = true;
          controller.close();
          return;
        }
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x41));
      },
    });
    const request = new Request('http://127.0.0.1/case/signing/paper', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=----never' },
      body: junk,
      duplex: 'half',
    } as RequestInit);
    const form = await readMultipartForm(request, { fileFields: ['file'], maxBytes: 100_000 });
    expect(form).toMatchObject({ ok: false, reason: 'tooLarge', closeConnection: false });
    // Read past while the answer goes, up to twice the cap, then dropped: never to its end, of
    // the 64 MiB offered.
    await dropped;
    expect(sent).toBeLessThan(4 * 1024 * 1024);
    expect(ended).toBe(false);
  });

  it('refuses 5,000 small parts as a broken form, not by dropping the body (issue 52)', async () => {
    const parts = Array.from({ length: 5000 }, (_, n) => ({ name: `f${n}`, value: 'x' }));
    const form = await readMultipartForm(post(parts), { ...LIMITS, maxBytes: 20 * 1024 * 1024 });
    expect(form).toMatchObject({ ok: false, reason: 'broken', closeConnection: false });
  });
});
