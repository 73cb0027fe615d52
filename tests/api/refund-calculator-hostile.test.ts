/** POST /api/RefundCalculator against misbehaving clients: odd routes, stalled bodies, any JSON. */
import net from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base,
  ENDPOINT_PATH,
  expectServerHealthy,
  port,
  post,
  rawExchange,
  useCalculatorServer,
} from './helpers/calculator-server';

useCalculatorServer();

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

  // The server's own 10 s wait (server/http/read-body.ts BODY_TIMEOUT_MS), real timers: both at once.
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
