/**
 * The fast-path handler on small Express apps: with a short body timeout (the 408 path), and
 * answering before Express. tests/api covers the contract end
 * to end through createApp.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefundCalculatorUrl, refundCalculatorFastHandler } from './refund-calculator';
import { composeListener, type FastHandler } from '../fast-path';

/** A server whose listener tries `handlers` first, then `app`, as server/index.ts builds it. */
async function listen(
  app: express.Express,
  handlers: FastHandler[],
): Promise<{ server: http.Server; base: string }> {
  const server = http
    .createServer(
      composeListener(handlers, app, {
        trustProxy: false,
        publicHost: 'localhost',
        publicOrigin: 'http://localhost',
      }),
    )
    .listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stop(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

describe('a body that stops arriving', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    ({ server } = await listen(express(), [refundCalculatorFastHandler({ bodyTimeoutMs: 200 })]));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => stop(server));

  /** Declares 100 bytes, sends 10, then waits without closing; resolves with all it got back. */
  function stall(headers = ''): Promise<string> {
    return new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.write(
        'POST /api/RefundCalculator HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `${headers}Content-Length: 100\r\n\r\n{"income":`,
      );
    });
  }

  it('answers 408 and closes the connection when the body stops arriving', async () => {
    const reply = await stall();
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toMatch(/"code":"request_timeout"/);
    expect(reply).toMatch(/\r\nConnection: close\r\n/i);
  });

  it('says so in the client’s language', async () => {
    const reply = await stall('Accept-Language: es\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain('"message":"El cuerpo de la solicitud no llegó a tiempo."');
  });
});

describe('refundCalculatorFastHandler, answered before Express', () => {
  let server: http.Server;
  let base: string;
  const expressSaw: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use((req, res) => {
      expressSaw.push(req.url);
      res.status(404).send('express');
    });
    ({ server, base } = await listen(app, [
      refundCalculatorFastHandler({ headers: { 'X-Content-Type-Options': 'nosniff' } }),
    ]));
  });
  afterAll(() => stop(server));

  const post = (path: string, body: string) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('answers the API before Express, with the given headers', async () => {
    const response = await post('/api/RefundCalculator', '{"income":64600,"taxYear":2024}');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { tax: number }).tax).toBe(6_059);
    expect(expressSaw).toEqual([]);
  });

  it('keeps the same contract: 405, 415, 413, 400', async () => {
    const get = await fetch(base + '/api/RefundCalculator');
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const text = await fetch(base + '/api/RefundCalculator', { method: 'POST', body: 'x' });
    expect(text.status).toBe(415);
    const big = await post('/api/RefundCalculator', JSON.stringify({ pad: 'x'.repeat(17_000) }));
    expect(big.status).toBe(413);
    const bad = await post('/api/RefundCalculator', '{"income":"1"}');
    expect(bad.status).toBe(400);
    expect(expressSaw).toEqual([]);
  });

  it('hands every other path to Express', async () => {
    const response = await post('/api/upload', '{}');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('express');
    expect(expressSaw).toEqual(['/api/upload']);
  });
});

describe('isRefundCalculatorUrl', () => {
  it.each([
    ['/api/RefundCalculator', true],
    ['/api/refundcalculator', true],
    ['/api/RefundCalculator/', true],
    ['/api/RefundCalculator?x=1', true],
    ['/api/RefundCalculatorX', false],
    ['/api/RefundCalculator/x', false],
    ['/calculator', false],
    [undefined, false],
  ])('%s → %s', (url, expected) => {
    expect(isRefundCalculatorUrl(url)).toBe(expected);
  });
});
