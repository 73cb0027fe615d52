import { connect } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './helpers/child-process';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import * as sample from './helpers/documents-samples';
import {
  BOUNDARY,
  errorMessage,
  multipart,
  postRaw,
  startServer,
  upload,
  type TestServer,
} from './helpers/documents-server';

async function storedDocuments(server: TestServer): Promise<string[]> {
  const folder = join(server.dataDir, 'documents');
  const incoming = await readdir(join(folder, '.incoming'));
  const published = (await readdir(folder)).filter((name) => !name.startsWith('.'));
  return [...incoming.map((name) => `.incoming/${name}`), ...published];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a request by hand on a raw socket, body in timed slices, and reads the whole answer. */
function rawExchange(
  port: number,
  head: string,
  slices: { data: Buffer; afterMs: number }[],
): Promise<{ status: number; body: string; elapsedMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => {}); // A reset after the answer is fine; the answer is what counts.
    socket.on('close', () => {
      const text = Buffer.concat(received).toString();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (status === 0) return reject(new Error(`no answer: ${JSON.stringify(text)}`));
      resolve({
        status,
        body: text.slice(text.indexOf('\r\n\r\n') + 4),
        elapsedMs: Date.now() - started,
      });
    });
    socket.write(head);
    void (async () => {
      for (const slice of slices) {
        await sleep(slice.afterMs);
        if (socket.destroyed) return;
        socket.write(slice.data);
      }
    })();
  });
}

function uploadHead(port: number, contentLength: number, extra = ''): string {
  return (
    `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
    `Content-Length: ${contentLength}\r\n${extra}\r\n`
  );
}

describe('hostile and unusual uploads', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ UPLOAD_RATE_LIMIT: '1000', STALL_TIMEOUT_SECONDS: '1' });
  });
  afterAll(() => server.close());

  it('answers a multipart request without a boundary with 400, not a 500 and a stack', async () => {
    const response = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: new Uint8Array(multipart([{ name: 'upload_preset', data: 'tax_documents' }])),
    });
    expect(response.status).toBe(400);
    expect(errorMessage((await response.json()) as Record<string, unknown>)).toBe(
      'The upload was cut off or malformed. Please try again.',
    );
    expect(server.logs.filter((line) => /Unhandled|Error:/.test(line))).toEqual([]);
  });

  it('builds secure_url from PUBLIC_URL, never from a forged Host header', async () => {
    const response = await postRaw(
      server.port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', filename: 'w2.pdf', data: sample.pdf() },
      ]),
      { Host: 'evil.example' },
    );
    expect(response.status).toBe(200);
    const json = JSON.parse(response.body) as Record<string, unknown>;
    expect(String(json.secure_url)).toMatch(new RegExp(`^${server.url}/api/documents/`));
  });

  it('refuses an upload from another site with 403, and takes ones from its own pages or with no Origin', async () => {
    const before = await storedDocuments(server);
    for (const origin of ['https://evil.example', 'null', `${server.url}.evil.example`]) {
      const { status, json } = await upload(server.url, sample.pdf(), {
        headers: { Origin: origin },
      });
      expect(status, origin).toBe(403);
      expect(errorMessage(json)).toBe('Uploads are accepted only from this site’s own pages.');
    }
    expect(await storedDocuments(server)).toEqual(before);
    expect(
      (await upload(server.url, sample.pdf(), { headers: { Origin: server.url } })).status,
    ).toBe(200);
    expect((await upload(server.url, sample.pdf())).status).toBe(200);
  });

  it('stops an upload that sends nothing more for STALL_TIMEOUT_SECONDS with 408 and keeps nothing', async () => {
    const before = await storedDocuments(server);
    const body = multipart([
      { name: 'upload_preset', data: 'tax_documents' },
      { name: 'file', filename: 'w2.pdf', data: sample.largePdf(400_000) },
    ]);
    const answer = await rawExchange(server.port, uploadHead(server.port, body.length), [
      { data: body.subarray(0, 200_000), afterMs: 0 },
    ]);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: { message: 'The upload stopped: nothing arrived for 1 second. Please try again.' },
    });
    expect(answer.elapsedMs).toBeLessThan(5_000);
    expect(await storedDocuments(server)).toEqual(before);
  });

  it('takes a slow upload that keeps sending, however long it lasts in all', async () => {
    const body = multipart([
      { name: 'upload_preset', data: 'tax_documents' },
      { name: 'file', filename: 'w2.pdf', data: sample.largePdf(120_000) },
    ]);
    // 12 slices 400 ms apart: about five times the stall timeout in all, never 1 s without a byte.
    const slices = Array.from({ length: 12 }, (_, i) => ({
      data: body.subarray(
        Math.floor((i * body.length) / 12),
        Math.floor(((i + 1) * body.length) / 12),
      ),
      afterMs: 400,
    }));
    const answer = await rawExchange(
      server.port,
      uploadHead(server.port, body.length, 'Connection: close\r\n'),
      slices,
    );
    expect(answer.status).toBe(200);
    expect(answer.elapsedMs).toBeGreaterThan(4_000);
    expect(JSON.parse(answer.body)).toMatchObject({ bytes: 120_000, format: 'pdf' });
  });
});

describe('cross-site uploads and client counting behind the trusted proxy', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      PUBLIC_URL: 'https://www.quickrefund.example',
      TRUST_PROXY: 'true',
      UPLOAD_RATE_LIMIT: '2',
    });
  });
  afterAll(() => server.close());

  const viaProxy = (forwardedFor: string, origin?: string) => ({
    'X-Forwarded-For': forwardedFor,
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'www.quickrefund.example',
    ...(origin === undefined ? {} : { Origin: origin }),
  });

  it('takes uploads from the public origin, and cross-site attempts spend no quota', async () => {
    for (let i = 0; i < 5; i += 1) {
      const refused = await upload(server.url, sample.pdf(), {
        headers: viaProxy('198.51.100.7', 'https://evil.example'),
      });
      expect(refused.status).toBe(403);
    }
    for (let i = 0; i < 2; i += 1) {
      const { status, json } = await upload(server.url, sample.pdf(), {
        headers: viaProxy('198.51.100.7', 'https://www.quickrefund.example'),
      });
      expect(status).toBe(200);
      expect(String(json.secure_url)).toMatch(
        /^https:\/\/www\.quickrefund\.example\/api\/documents\//,
      );
    }
    const third = await upload(server.url, sample.pdf(), { headers: viaProxy('198.51.100.7') });
    expect(third.status).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    expect(
      (await upload(server.url, sample.pdf(), { headers: viaProxy('2001:db8:5:6::1') })).status,
    ).toBe(200);
    expect(
      (await upload(server.url, sample.pdf(), { headers: viaProxy('2001:db8:5:6::2') })).status,
    ).toBe(200);
    expect(
      (await upload(server.url, sample.pdf(), { headers: viaProxy('2001:db8:5:6:a:b:c:d') }))
        .status,
    ).toBe(429);
    expect(
      (await upload(server.url, sample.pdf(), { headers: viaProxy('2001:db8:5:7::1') })).status,
    ).toBe(200);
  });
});

for (const engine of ENGINES) {
  describe(`an oversized upload still sending when refused (server in a child process, ${engine})`, () => {
    const MiB = 1024 * 1024;
    const newPlace = usePlaces(engine);
    let place: Place;
    let child: ChildServer;

    beforeAll(async () => {
      place = await newPlace();
      // The refusal comes after the upload takes its place under the limit in the database.
      child = await startChildServer({ ...place.env, UPLOAD_MAX_BYTES: String(8 * MiB) });
    });
    afterAll(async () => {
      await child.close();
      await place.remove();
    });

    it('gets its 413 in a Node fetch client, by Content-Length or while streaming', async () => {
      // Refused by its Content-Length before a byte is read; the body keeps coming.
      const declared = await upload(child.url, sample.largePdf(12 * MiB));
      expect(declared.status).toBe(413);
      expect(errorMessage(declared.json)).toBe('The file is too large. The limit is 8 MB.');

      // No Content-Length (a streamed body): refused once the limit is crossed.
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      form.append('file', new Blob([new Uint8Array(sample.largePdf(12 * MiB))]), 'w2.pdf');
      const encoded = new Response(form);
      const streamed = await fetch(`${child.url}/api/upload`, {
        method: 'POST',
        body: encoded.body,
        headers: { 'Content-Type': encoded.headers.get('content-type') ?? '' },
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      expect(streamed.status).toBe(413);

      expect((await upload(child.url, sample.pdf())).status).toBe(200);
    }, 30_000);

    it('the case page’s upload (a route action) gets its 413 page too, by Content-Length or while streaming', async () => {
      const casePost = (body: BodyInit, contentType?: string) =>
        fetch(`${child.url}/case/documents`, {
          method: 'POST',
          redirect: 'manual',
          body,
          headers: {
            Accept: 'text/html',
            Origin: child.url,
            ...(contentType === undefined ? {} : { 'Content-Type': contentType }),
          },
          duplex: 'half',
        } as RequestInit & { duplex: 'half' });
      const formWith = (bytes: Buffer) => {
        const form = new FormData();
        form.append('upload_preset', 'tax_documents');
        form.append('file', new Blob([new Uint8Array(bytes)]), 'w2.pdf');
        return form;
      };
      const alertOf = async (answer: Response) =>
        /role="alert"[^>]*>(?:<[^>]+>)*([^<]+)/.exec(await answer.text())?.[1];

      const declared = await casePost(formWith(sample.largePdf(12 * MiB)));
      expect(declared.status).toBe(413);
      expect(await alertOf(declared)).toBe(
        'Upload failed. Try again! The file is too large. The limit is 8 MB.',
      );

      const encoded = new Response(formWith(sample.largePdf(12 * MiB)));
      const streamed = await casePost(
        encoded.body as ReadableStream,
        encoded.headers.get('content-type') ?? '',
      );
      expect(streamed.status).toBe(413);

      const stored = await casePost(formWith(sample.pdf()));
      expect(stored.status).toBe(303);
      expect(stored.headers.get('location')).toBe('/case?uploaded=1');
    }, 30_000);
  });
}
