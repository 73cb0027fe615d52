/**
 * The body-timeout path of the refund calculator router, with a short timeout so the test is
 * quick (the app itself uses the 10 s default; tests/api covers everything else end to end).
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRefundCalculatorRouter } from './refund-calculator';

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(createRefundCalculatorRouter({ bodyTimeoutMs: 200 }));
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('answers 408 and closes the connection when the body stops arriving', async () => {
  const reply = await new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    // Declares 100 bytes, sends 10, then waits without closing.
    socket.write(
      'POST /api/RefundCalculator HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"income":',
    );
  });
  expect(reply).toMatch(/^HTTP\/1\.1 408/);
  expect(reply).toMatch(/"code":"request_timeout"/);
});
