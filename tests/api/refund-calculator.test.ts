/**
 * POST /api/RefundCalculator through the real HTTP server (createApp, API only), with real
 * requests: fetch for well-formed ones, raw sockets for the malformed ones fetch cannot send.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';

const ENDPOINT_PATH = '/api/RefundCalculator';

let server: http.Server;
let closeApp: () => Promise<void>;
let dataDir: string;
let base: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'refund-api-'));
  const { listener, close } = await createApp({
    pages: false,
    env: { DATA_DIR: dataDir },
    log: () => {},
  });
  closeApp = close;
  // The server's own listener, as server/index.ts builds it: the API on its fast path.
  server = http.createServer(listener).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeApp();
  await rm(dataDir, { recursive: true, force: true });
});

function post(body: string, contentType: string | null = 'application/json'): Promise<Response> {
  const headers: Record<string, string> = {};
  if (contentType !== null) headers['content-type'] = contentType;
  // A Uint8Array body makes fetch send no Content-Type of its own.
  return fetch(base + ENDPOINT_PATH, {
    method: 'POST',
    headers,
    body: new TextEncoder().encode(body),
  });
}

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

async function errorOf(response: Response): Promise<ErrorBody['error']> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}

/**
 * Writes raw bytes to the server and returns whatever comes back before the server closes the
 * connection or `waitMs` passes; `abortAfterWrite` destroys the socket right after writing.
 */
function rawExchange(
  bytes: string,
  { waitMs = 1_000, abortAfterWrite = false }: { waitMs?: number; abortAfterWrite?: boolean } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = (): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(bytes, () => {
      if (abortAfterWrite) finish();
    });
  });
}

/** The server still answers a good request: nothing crashed, nothing is stuck. */
async function expectServerHealthy(): Promise<void> {
  const response = await post(JSON.stringify({ income: 40_000 }));
  expect(response.status).toBe(200);
}

describe('POST /api/RefundCalculator: success', () => {
  it('answers the full estimate, not cached', async () => {
    const response = await post(
      JSON.stringify({ income: 64_600, deductions: 0, filingStatus: 'single', taxYear: 2024 }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // The worked example in app/tax/years/SOURCES.md: taxable 50,000 → tax 6,059; withholding assumed.
    expect(await response.json()).toEqual({
      refund: 0,
      fee: 0,
      netRefund: 0,
      taxYear: 2024,
      filingStatus: 'single',
      agi: 64_600,
      deduction: 14_600,
      deductionType: 'standard',
      taxableIncome: 50_000,
      tax: 6_059,
      credits: { childTaxCredit: 0, additionalChildTaxCredit: 0, earnedIncomeCredit: 0 },
      withheld: 6_059,
      withheldAssumed: true,
    });
  });

  it('accepts a charset parameter and a family with withholding', async () => {
    // 2024 HOH, wages 30,000, 2 children, nothing withheld (engine.test.ts shows the arithmetic).
    const response = await post(
      JSON.stringify({
        income: 30_000,
        filingStatus: 'head_of_household',
        withheld: 0,
        children: 2,
        taxYear: 2024,
      }),
      'application/json; charset=UTF-8',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      refund: 8_609,
      fee: 35,
      netRefund: 8_574,
      tax: 813,
      credits: { childTaxCredit: 813, additionalChildTaxCredit: 3_187, earnedIncomeCredit: 5_422 },
      withheld: 0,
      withheldAssumed: false,
    });
  });

  // docs/product.md, Fees: each tier up to and including its bound; a cent above is the next tier.
  it.each([
    [1_000, 35],
    [100_000, 35],
    [100_000.01, 75],
    [243_000, 75],
    [243_000.01, 250],
    [609_000, 250],
    [609_000.01, 500],
  ])('answers the fee of the tier of an income of %d: $%d', async (income, fee) => {
    // Everything withheld: the refund is far above any fee, so the tier's fee is charged whole.
    const response = await post(JSON.stringify({ income, withheld: income, taxYear: 2024 }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { refund: number; fee: number; netRefund: number };
    expect(answer.fee).toBe(fee);
    expect(answer.netRefund).toBeCloseTo(answer.refund - fee, 2);
  });

  // docs/product.md, Fees: the fee charged is the smaller of the tier fee and the refund, 0 with none.
  it.each([
    // The worked example of app/tax/years/SOURCES.md: tax 6,059.
    [6_069, { refund: 10, fee: 10, netRefund: 0 }],
    [6_094, { refund: 35, fee: 35, netRefund: 0 }],
    [6_095, { refund: 36, fee: 35, netRefund: 1 }],
    [6_059, { refund: 0, fee: 0, netRefund: 0 }],
    [5_000, { refund: -1_059, fee: 0, netRefund: 0 }],
  ])('never charges more than the refund: %d withheld → %o', async (withheld, expected) => {
    const response = await post(JSON.stringify({ income: 64_600, withheld, taxYear: 2024 }));
    expect(await response.json()).toMatchObject(expected);
  });

  it('limits itemized deductions from 2026 and says which deduction was used', async () => {
    // The example of issue 15: 2026, single, wages 700,000, Schedule A 40,000 → 37,838; tax 200,957.
    const response = await post(
      JSON.stringify({ income: 700_000, deductions: 40_000, taxYear: 2026, withheld: 250_000 }),
    );
    expect(await response.json()).toMatchObject({
      deduction: 37_838,
      deductionType: 'itemized',
      tax: 200_957,
      refund: 49_043,
      fee: 500,
      netRefund: 48_543,
    });
  });

  it('defaults to the filing season’s tax year (from November 1 the current year)', async () => {
    const today = new Date();
    const season = today.getUTCFullYear() - (today.getUTCMonth() >= 10 ? 0 : 1);
    const response = await post(JSON.stringify({ income: 50_000 }));
    const { taxYear } = (await response.json()) as { taxYear: number };
    expect(taxYear).toBe(Math.min(2026, Math.max(2024, season)));
  });
});

describe('POST /api/RefundCalculator: 400 for bad fields', () => {
  const cases: readonly [string, string, string | null][] = [
    ['{}', 'missing_field', 'income'],
    ['{"income":"50000"}', 'not_a_number', 'income'],
    ['{"income":-1}', 'negative', 'income'],
    ['{"income":1000000001}', 'too_large', 'income'],
    ['{"income":1e400}', 'not_finite', 'income'],
    ['{"income":1,"deductions":-5}', 'negative', 'deductions'],
    ['{"income":1,"filingStatus":"married"}', 'unknown_filing_status', 'filingStatus'],
    ['{"income":1,"withheld":"300"}', 'not_a_number', 'withheld'],
    ['{"income":1,"children":2.5}', 'not_an_integer', 'children'],
    ['{"income":1,"children":21}', 'out_of_range', 'children'],
    ['{"income":1,"taxYear":2023}', 'unsupported_tax_year', 'taxYear'],
    ['[{"income":1}]', 'invalid_body', null],
    ['null', 'invalid_body', null],
    ['"income"', 'invalid_body', null],
    ['{"income": 1', 'invalid_json', null],
    ['', 'invalid_json', null],
    ['{"income": NaN}', 'invalid_json', null],
  ];

  it.each(cases)('%s → %s', async (body, code, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    // `field` names the field at fault, and is absent when the body as a whole is wrong.
    const error = await errorOf(response);
    expect(error).toEqual({ code, message: error.message, ...(field === null ? {} : { field }) });
  });
});

describe('POST /api/RefundCalculator: refused requests', () => {
  it('413 for a body over 16 KiB, declared by Content-Length', async () => {
    const body = JSON.stringify({ income: 1, padding: 'x'.repeat(17 * 1024) });
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({
      code: 'payload_too_large',
      message: expect.any(String),
    });
  });

  it('413 for a chunked body that grows over 16 KiB', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path: ENDPOINT_PATH, method: 'POST' },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.setHeader('content-type', 'application/json');
      request.on('error', reject);
      const chunk = '{"padding":"' + 'x'.repeat(4096);
      for (let i = 0; i < 5; i++) request.write(chunk);
      request.end();
    });
    expect(status).toBe(413);
    await expectServerHealthy();
  });

  it('accepts a body of exactly 16 KiB', async () => {
    const prefix = '{"income":40000,"padding":"';
    const body = prefix + 'x'.repeat(16 * 1024 - prefix.length - 2) + '"}';
    expect(Buffer.byteLength(body)).toBe(16 * 1024);
    expect((await post(body)).status).toBe(200);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form-urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['a JSON look-alike', 'application/jsonp'],
    ['a charset other than UTF-8', 'application/json; charset=latin1'],
  ])('415 for %s', async (_what, contentType) => {
    const response = await post('{"income": 1}', contentType);
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('415 when the Content-Type is missing', async () => {
    const response = await post('{"income": 1}', null);
    expect(response.status).toBe(415);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    '405 for %s, with Allow: POST',
    async (method) => {
      const response = await fetch(base + ENDPOINT_PATH, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await errorOf(response)).toEqual({
        code: 'method_not_allowed',
        message: expect.any(String),
      });
    },
  );
});

describe('POST /api/RefundCalculator: refusals in the client’s language', () => {
  const spanish = { 'accept-language': 'es-US,es;q=0.9' };
  const json = { 'content-type': 'application/json' };

  it.each([
    [
      'a method other than POST',
      () => fetch(base + ENDPOINT_PATH, { method: 'GET', headers: spanish }),
      405,
      '/api/RefundCalculator solo acepta POST.',
    ],
    [
      'a body that is not JSON',
      () =>
        fetch(base + ENDPOINT_PATH, {
          method: 'POST',
          headers: { ...spanish, ...json },
          body: '{',
        }),
      400,
      'El cuerpo de la solicitud no es un JSON válido.',
    ],
    [
      'a Content-Type other than JSON',
      () =>
        fetch(base + ENDPOINT_PATH, {
          method: 'POST',
          headers: { ...spanish, 'content-type': 'text/plain' },
          body: '{}',
        }),
      415,
      'Envíe la solicitud como JSON, con Content-Type: application/json.',
    ],
    [
      'a body over 16 KiB',
      () =>
        fetch(base + ENDPOINT_PATH, {
          method: 'POST',
          headers: { ...spanish, ...json },
          body: JSON.stringify({ padding: 'x'.repeat(17 * 1024) }),
        }),
      413,
      'El cuerpo de la solicitud debe tener como máximo 16384 bytes.',
    ],
  ])('%s, in Spanish for a Spanish browser', async (_what, send, status, message) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('in English for a browser that prefers neither language', async () => {
    const response = await fetch(base + ENDPOINT_PATH, {
      method: 'GET',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect((await errorOf(response)).message).toBe('/api/RefundCalculator accepts POST only.');
  });
});

describe('POST /api/RefundCalculator: misbehaving clients', () => {
  const head = (length: string): string =>
    `POST ${ENDPOINT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${length}\r\n\r\n`;

  it('survives a body shorter than its Content-Length, then the client leaving', async () => {
    const reply = await rawExchange(head('100') + '{"income":', { abortAfterWrite: true });
    expect(reply).toBe('');
    await expectServerHealthy();
  });

  it('survives a client that half-closes mid-body', async () => {
    const reply = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('close', () => resolve(received));
      socket.on('error', () => resolve(received));
      socket.end(head('100') + '{"income":');
    });
    expect(reply).not.toMatch(/^HTTP\/1\.1 5/);
    await expectServerHealthy();
  });

  it('reads the declared bytes only: a pipelined second request gets its own answer', async () => {
    // Content-Length 2: the first body is "{}" (income missing); the next request follows at once.
    const second = '{"income":40000}';
    const reply = await rawExchange(head('2') + '{}' + head(String(second.length)) + second);
    const answers = reply.match(/HTTP\/1\.1 \d{3}/g);
    expect(answers).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200']);
    expect(reply).toContain('"code":"missing_field"');
    expect(reply).toContain('"agi":40000');
  });

  it('survives many clients aborting at once', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        rawExchange(head('500') + '{"income":' + String(i), { abortAfterWrite: true }),
      ),
    );
    await expectServerHealthy();
  });
});

describe('POST /api/RefundCalculator: the route as the server matches it', () => {
  it.each([
    ['/api/RefundCalculator', 200],
    ['/api/refundcalculator', 200],
    ['/api/RefundCalculator/', 200],
    ['/api/RefundCalculator?x=1', 200],
    ['/api/RefundCalculatorX', 404],
    ['/api/RefundCalculator/x', 404],
  ])('%s → %i', async (path, status) => {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ income: 40_000 }),
    });
    expect(response.status).toBe(status);
    await response.arrayBuffer();
  });

  it('answers with the site’s security headers, though Express’s middleware never runs for it', async () => {
    const response = await post(JSON.stringify({ income: 40_000 }));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    await response.arrayBuffer();
  });
});

describe('POST /api/RefundCalculator: a body that stops arriving', () => {
  /** Declares 100 bytes, sends 10, then waits without closing; resolves with all it got back. */
  function stall(headers = ''): Promise<string> {
    return new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.write(
        `POST ${ENDPOINT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `${headers}Content-Length: 100\r\n\r\n{"income":`,
      );
    });
  }

  // The server's own 10 s wait (server/read-body.ts BODY_TIMEOUT_MS), real timers: both at once.
  it('answers 408 in the client’s language and closes the connection', async () => {
    const [english, spanish] = await Promise.all([stall(), stall('Accept-Language: es\r\n')]);
    expect(english).toMatch(/^HTTP\/1\.1 408/);
    expect(english).toMatch(/"code":"request_timeout"/);
    expect(english).toMatch(/\r\nConnection: close\r\n/i);
    expect(spanish).toMatch(/^HTTP\/1\.1 408/);
    expect(spanish).toContain('"message":"El cuerpo de la solicitud no llegó a tiempo."');
  }, 30_000);
});

describe('POST /api/RefundCalculator: no 500, whatever the JSON', () => {
  const number = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, 1e9, 1e9 + 1, -0, 2024, 2025, 2026, 20, 21),
  );
  const fieldValue = fc.oneof(
    number,
    fc.string(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('single', 'married_joint', 'surviving_spouse', 'married_separate'),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      {
        income: fieldValue,
        deductions: fieldValue,
        filingStatus: fieldValue,
        withheld: fieldValue,
        children: fieldValue,
        taxYear: fieldValue,
      },
      { requiredKeys: [] },
    ),
  );

  it('answers 200 or 400 to random JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await post(JSON.stringify(value) ?? 'null');
        expect([200, 400]).toContain(response.status);
        await response.arrayBuffer();
      }),
      { numRuns: 300 },
    );
  });
});
