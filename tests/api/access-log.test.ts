/**
 * The log as an operator reads it: one JSON access line per request (route pattern, never the
 * URL), the request id sent back, nothing personal, client errors without a stack and server
 * errors with one (decision 080).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactFormBody, readContactAnswer } from '../shared/contact-form';
import * as sample from './helpers/documents-samples';
import { upload } from './helpers/documents-server';
import { usePlaces } from './helpers/engines';
import { LEVEL, type LogRecord } from './helpers/logs';
import { type ObservedServer, useObserved } from './helpers/observed-server';
import { until } from './helpers/smtp';
import { StaffClient } from './helpers/staff-client';

const newPlace = usePlaces('pglite');
const ESTIMATE = JSON.stringify({ income: 64_600, filingStatus: 'single', taxYear: 2024 });
const GENERATED_ID = /^[\w-]{8}-[0-9a-z]+$/;

function post(server: ObservedServer, path: string, body: string, headers = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

/**
 * The lines a request wrote, found by the id its answer carried. The access line is written on the
 * answer's close event, which can come after the client has read the last byte: so this waits for
 * a first line (up to 5 s) before reading them.
 */
async function linesOf(server: ObservedServer, response: Response): Promise<LogRecord[]> {
  const id = response.headers.get('x-request-id');
  expect(id).not.toBeNull();
  const lines = () => server.captured.records().filter((record) => record.id === id);
  await until(() => lines().length > 0, 5_000).catch(() => undefined);
  return lines();
}

/** Every line written, less the random request ids (one could spell "W-2" by chance). */
function writtenWithoutIds(server: ObservedServer): string {
  return server.captured.lines.join('\n').replace(/"id":"[^"]*"/g, '"id":"ID"');
}

describe('the access lines of a server on its defaults', () => {
  const observed = useObserved(newPlace);
  let server: ObservedServer;
  beforeAll(() => {
    server = observed.server;
  });

  it('writes one line per request: method, route, status, duration and bytes, and the id sent back', async () => {
    const response = await post(server, '/api/RefundCalculator', ESTIMATE);
    const body = await response.text();
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(GENERATED_ID);
    const lines = await linesOf(server, response);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: LEVEL.info,
      msg: 'request',
      id,
      method: 'POST',
      route: '/api/RefundCalculator',
      status: 200,
    });
    expect(line?.ms).toBeGreaterThanOrEqual(0);
    // The whole answer, its head included.
    expect(line?.bytes).toBeGreaterThan(Buffer.byteLength(body) + 100);
    expect(line).not.toHaveProperty('ip');
    // Another request, another id.
    const again = await post(server, '/api/RefundCalculator', ESTIMATE);
    expect(again.headers.get('x-request-id')).not.toBe(id);
  });

  it('names a document link by its pattern, and writes neither its id, its signature nor a file name', async () => {
    const stored = await upload(server.url, sample.pdf(), { filename: 'Maria Lopez W-2.pdf' });
    expect(stored.status).toBe(200);
    // On this server (the link is on PUBLIC_URL, which the test server does not set).
    const link = new URL(String(stored.json.secure_url));
    const id = String(stored.json.public_id);
    const response = await fetch(`${server.url}${link.pathname}${link.search}`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(await linesOf(server, response)).toMatchObject([
      { route: '/api/documents/:id', method: 'GET', status: 200 },
    ]);
    const written = writtenWithoutIds(server);
    expect(written).toContain('"route":"/api/upload"');
    for (const secret of [
      id,
      link.search.slice(1),
      'Maria',
      'W-2',
      String(stored.json.reference),
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it('writes nothing of a contact message: no name, e-mail, text or reference', async () => {
    const message = {
      name: 'Ana Lopez',
      email: 'ana.lopez@example.com',
      message: 'My W-2 is late',
    };
    // As the contact page's form sends it (the hydrated page's fetcher reaches the same action).
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: contactFormBody(message),
    });
    const { reference } = await readContactAnswer(response);
    expect(response.status).toBe(200);
    expect(reference).toMatch(/^QR-/);
    expect(await linesOf(server, response)).toMatchObject([{ route: '/contact', status: 200 }]);
    const written = writtenWithoutIds(server);
    for (const secret of ['Ana', 'ana.lopez', 'W-2 is late', reference ?? 'QR-']) {
      expect(written).not.toContain(secret);
    }
  });

  it('names a path no route takes "unmatched", whatever it holds', async () => {
    const response = await fetch(`${server.url}/case/QR-7K3M-92XD-PQ4T/secret?token=abc`);
    expect(response.status).toBe(404);
    expect(await linesOf(server, response)).toMatchObject([{ route: 'unmatched', status: 404 }]);
    expect(server.captured.lines.join('\n')).not.toContain('QR-7K3M');
  });

  it('answers /healthz and /readyz without a line', async () => {
    const before = server.captured.access().length;
    for (const path of ['/healthz', '/readyz']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    }
    // A request that is logged, after them: once its line is in, theirs would be too.
    await linesOf(server, await fetch(`${server.url}/nowhere`));
    expect(server.captured.access()).toHaveLength(before + 1);
  });

  it('writes a client error as its access line alone: info, no stack', async () => {
    const response = await post(server, '/api/RefundCalculator', '{"income": ');
    expect(response.status).toBe(400);
    const lines = await linesOf(server, response);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: LEVEL.info, status: 400 });
    expect(server.captured.lines.join('\n')).not.toContain('"stack"');
  });

  it('ignores an X-Request-Id when no proxy is trusted', async () => {
    const response = await post(server, '/api/RefundCalculator', ESTIMATE, {
      'X-Request-Id': 'from-the-client-1',
    });
    expect(response.headers.get('x-request-id')).toMatch(GENERATED_ID);
  });
});

describe('behind the trusted proxy, with LOG_CLIENT_IP', () => {
  const observed = useObserved(newPlace, (place) => ({
    ...place.env,
    TRUST_PROXY: 'true',
    LOG_CLIENT_IP: 'true',
  }));
  let server: ObservedServer;
  beforeAll(() => {
    server = observed.server;
  });

  it("takes the proxy's request id when it is a plain token of sane length, else makes one", async () => {
    const given = 'edge-7f3a9c0b.2026:11';
    const taken = await post(server, '/api/RefundCalculator', ESTIMATE, { 'X-Request-Id': given });
    expect(taken.headers.get('x-request-id')).toBe(given);
    expect(await linesOf(server, taken)).toMatchObject([{ id: given }]);
    for (const unusable of ['two words', 'x'.repeat(129), 'a"b', '']) {
      const made = await post(server, '/api/RefundCalculator', ESTIMATE, {
        'X-Request-Id': unusable,
      });
      expect(made.headers.get('x-request-id')).toMatch(GENERATED_ID);
    }
  });

  it("writes the client's address the proxy gives", async () => {
    const response = await post(server, '/api/RefundCalculator', ESTIMATE, {
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(await linesOf(server, response)).toMatchObject([{ ip: '203.0.113.9' }]);
  });

  it('writes a server error as one error line with the stack, and the request id', async () => {
    // The database gone: the staff sign-in fails on it (the last test of this server).
    await server.app.office.database.close();
    const browser = new StaffClient(server);
    const response = await browser.post('/staff/sign-in', {
      email: 'boss@example.com',
      password: 'whatever it is',
      code: '123456',
    });
    expect(response.status).toBe(503);
    expect(response.html).not.toMatch(/\bat .*:\d+/);
    const lines = await linesOf(server, response.response);
    const errors = lines.filter((line) => line.level === LEVEL.error);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toMatch(/^Staff POST \/staff\/sign-in failed: /);
    expect(String((errors[0]?.err as { stack?: unknown }).stack)).toMatch(/\n\s+at /);
    expect(String(errors[0]?.msg)).not.toContain('boss@example.com');
    expect(lines.filter((line) => line.msg === 'request')).toMatchObject([{ status: 503 }]);
  });
});
