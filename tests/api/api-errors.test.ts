/**
 * Every public API answers its errors in one shape, `{ error: { code, message, field? } }`
 * (server/http/api-error.ts, decision 059): through the real HTTP server (createApp, API only, on its
 * own listener as server/index.ts builds it), one refusal of each kind per API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import * as sample from './helpers/documents-samples';
import { copyMigratedDatabase } from './helpers/engines';
import { quietLogger } from './helpers/logs';

let server: http.Server;
let closeApp: () => Promise<void>;
let dataDir: string;
let base: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-errors-'));
  await copyMigratedDatabase(dataDir);
  const { listener, close } = await createApp({
    pages: false,
    env: {
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      CONTACT_RATE_LIMIT: '1',
      UPLOAD_RATE_LIMIT: '1',
      UPLOAD_MAX_BYTES: '4096',
    },
    logger: await quietLogger(),
    log: () => {},
  });
  closeApp = close;
  server = http.createServer(listener).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Creating the PGlite database takes a minute or more on a busy 2-core host.
}, 180_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeApp();
  await rm(dataDir, { recursive: true, force: true });
});

let client = 0;
/** A client address of its own (TRUST_PROXY): one test's rate limits spare the others'. */
function newClient(): string {
  client += 1;
  return `198.51.100.${client}`;
}

interface Expected {
  readonly status: number;
  readonly code: string;
  /** The field at fault; absent when none is. */
  readonly field?: string;
}

/** The answer is an API error of the one shape, with this status, code and field. */
async function expectApiError(response: Response, expected: Expected): Promise<string> {
  expect(response.status).toBe(expected.status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error: Record<string, unknown> };
  expect(Object.keys(body)).toEqual(['error']);
  const { message, ...rest } = body.error;
  expect(typeof message === 'string' && message.trim().length > 0).toBe(true);
  expect(rest).toEqual(
    expected.field === undefined
      ? { code: expected.code }
      : { code: expected.code, field: expected.field },
  );
  return String(message);
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient(), ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

function upload(
  parts: { name: string; data: string | Buffer; filename?: string }[],
  from = newClient(),
) {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.name, String(part.data));
    else form.append(part.name, new Blob([new Uint8Array(Buffer.from(part.data))]), part.filename);
  }
  return fetch(`${base}/api/upload`, {
    method: 'POST',
    headers: { 'x-forwarded-for': from },
    body: form,
  });
}

type Case = [string, () => Promise<Response>, Expected];

/** A test per case: each answer is the error it should be. */
function answersEach(cases: Case[]) {
  it.each<Case>(cases)('%s', async (_what, send, expected) => {
    await expectApiError(await send(), expected);
  });
}

/** What every JSON API refuses alike: a body that is not JSON, another method, another type. */
const jsonApiCases = (url: () => string): Case[] => [
  ['no JSON', () => fetch(url(), json('{')), { status: 400, code: 'invalid_json' }],
  ['another method', () => fetch(url()), { status: 405, code: 'method_not_allowed' }],
  [
    'another content type',
    () => fetch(url(), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
    { status: 415, code: 'unsupported_media_type' },
  ],
];

const CONTACT = { name: 'Ana Lopez', email: 'ana@example.com', message: 'Hello' };

describe('POST /api/RefundCalculator', () => {
  const url = () => `${base}/api/RefundCalculator`;

  answersEach([
    ...jsonApiCases(url),
    [
      'a bad field',
      () => fetch(url(), json({ income: -1 })),
      { status: 400, code: 'negative', field: 'income' },
    ],
    [
      'a body over 16 KiB',
      () => fetch(url(), json({ pad: 'x'.repeat(17_000) })),
      { status: 413, code: 'payload_too_large' },
    ],
  ]);
});

describe('POST /api/contact', () => {
  const url = () => `${base}/api/contact`;

  answersEach([
    ...jsonApiCases(url),
    [
      'a bad field',
      () => fetch(url(), json({ ...CONTACT, email: 'nope' })),
      { status: 400, code: 'email_invalid', field: 'email' },
    ],
    [
      'a body over 32 KiB',
      () => fetch(url(), json({ ...CONTACT, message: 'x'.repeat(40_000) })),
      { status: 413, code: 'payload_too_large' },
    ],
  ]);

  it('too many messages', async () => {
    const from = { 'x-forwarded-for': newClient() };
    expect((await fetch(url(), json(CONTACT, from))).status).toBe(201);
    const refused = await fetch(url(), json(CONTACT, from));
    await expectApiError(refused, { status: 429, code: 'rate_limited' });
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});

describe('POST /api/track', () => {
  const url = () => `${base}/api/track`;

  answersEach([
    ...jsonApiCases(url),
    [
      'no reference',
      () => fetch(url(), json({ ref: 'QR-0000-0000-0000' })),
      { status: 400, code: 'invalid_request', field: 'reference' },
    ],
    [
      'no such case',
      () => fetch(url(), json({ reference: 'QR-0000-0000-0000' })),
      { status: 404, code: 'not_found' },
    ],
    [
      'a body over 1 KiB',
      () => fetch(url(), json({ reference: 'x'.repeat(2_000) })),
      { status: 413, code: 'payload_too_large' },
    ],
    [
      'a body over any route’s cap',
      () => fetch(url(), json({ reference: 'x'.repeat(100_000) })),
      { status: 413, code: 'payload_too_large' },
    ],
  ]);
});

describe('POST /api/upload (Cloudinary’s `{ error: { message } }`, with a code)', () => {
  const preset = { name: 'upload_preset', data: 'tax_documents' };

  answersEach([
    ['no file', () => upload([preset]), { status: 400, code: 'no_file', field: 'file' }],
    [
      'an unknown preset',
      () =>
        upload([
          { name: 'upload_preset', data: 'nope' },
          { name: 'file', data: sample.pdf(), filename: 'w2.pdf' },
        ]),
      { status: 400, code: 'unknown_preset', field: 'upload_preset' },
    ],
    [
      'not multipart',
      () => fetch(`${base}/api/upload`, json({ file: 'x', upload_preset: 'tax_documents' })),
      { status: 400, code: 'not_multipart' },
    ],
    [
      'another method',
      () => fetch(`${base}/api/upload`),
      { status: 405, code: 'method_not_allowed' },
    ],
    [
      'a file over the limit',
      () => upload([preset, { name: 'file', data: sample.largePdf(8192), filename: 'big.pdf' }]),
      { status: 413, code: 'payload_too_large', field: 'file' },
    ],
    [
      'neither a PDF nor an image',
      () => upload([preset, { name: 'file', data: '<svg></svg>', filename: 'x.svg' }]),
      { status: 415, code: 'unsupported_media_type', field: 'file' },
    ],
  ]);

  it('too many uploads', async () => {
    const from = newClient();
    const file = { name: 'file', data: sample.pdf(), filename: 'w2.pdf' };
    expect((await upload([preset, file], from)).status).toBe(200);
    await expectApiError(await upload([preset, file], from), { status: 429, code: 'rate_limited' });
  });
});

describe('the other API addresses', () => {
  it('a download link that is not valid', async () => {
    const response = await fetch(`${base}/api/documents/${'a'.repeat(22)}?expires=1&signature=x`);
    await expectApiError(response, { status: 403, code: 'link_not_valid' });
  });

  it('a download address posted to', async () => {
    const response = await fetch(`${base}/api/documents/${'a'.repeat(22)}`, { method: 'POST' });
    await expectApiError(response, { status: 405, code: 'method_not_allowed' });
  });

  it('an API address that does not exist', async () => {
    await expectApiError(await fetch(`${base}/api/nothing-here`), {
      status: 404,
      code: 'not_found',
    });
  });
});

describe('the message, in the request’s language', () => {
  const spanish = { 'accept-language': 'es-US,es;q=0.9' };

  it.each([
    ['the calculator', () => fetch(`${base}/api/RefundCalculator`, { headers: spanish })],
    ['the contact API', () => fetch(`${base}/api/contact`, { headers: spanish })],
    ['the tracker', () => fetch(`${base}/api/track`, { headers: spanish })],
    ['the upload', () => fetch(`${base}/api/upload`, { headers: spanish })],
    ['an address that does not exist', () => fetch(`${base}/api/nothing`, { headers: spanish })],
  ])('%s answers in Spanish to a Spanish browser', async (_what, send) => {
    const response = await send();
    const message = await expectApiError(response, {
      status: response.status,
      code: response.status === 404 ? 'not_found' : 'method_not_allowed',
    });
    const english = await (await fetch(response.url)).json();
    expect(message).not.toBe((english as { error: { message: string } }).error.message);
  });
});
