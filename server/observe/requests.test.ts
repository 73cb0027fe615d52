import { once } from 'node:events';
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { captureLogs, type CapturedLogs } from '../../tests/api/helpers/logs';
import { sendJson } from '../http/json-answer';
import { CLIENT_LEFT, observeRequests } from './requests';

/** A plain server whose listener is `inner` observed, every request named `/thing`. */
async function serve(inner: RequestListener, captured: CapturedLogs) {
  const listener = observeRequests(inner, {
    logger: captured.logger,
    metrics: true,
    trustProxy: false,
    logClientIp: false,
    routeOf: () => '/thing',
  });
  const server = http.createServer(listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, port };
}

const answer: RequestListener = (_req, res) => sendJson(res, 200, { ok: true }, []);

/** Sends requests one after the other on one connection and gives back each raw answer. */
async function rawExchange(port: number, paths: string[]): Promise<string[]> {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('latin1');
  const answers: string[] = [];
  for (const path of paths) {
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    let text = '';
    while (!text.endsWith('{"ok":true}')) {
      const [chunk] = (await once(socket, 'data')) as [string];
      text += chunk;
    }
    answers.push(text);
  }
  socket.destroy();
  return answers;
}

describe('the observed listener', () => {
  it('counts each answer its own bytes, head included, on one kept-alive connection', async () => {
    const captured = await captureLogs();
    const { server, port } = await serve(answer, captured);
    try {
      const received = await rawExchange(port, ['/a', '/bb']);
      await expect.poll(() => captured.access()).toHaveLength(2);
      const lines = captured.access();
      expect(lines.map((line) => line.bytes)).toEqual(received.map((text) => text.length));
      const ids = received.map((text) => /X-Request-Id: (\S+)\r\n/.exec(text)?.[1]);
      expect(ids).toEqual(lines.map((line) => line.id));
    } finally {
      server.close();
    }
  });

  it('writes a request its client left before the answer as status 499, aborted', async () => {
    const captured = await captureLogs();
    const { server, port } = await serve(() => {}, captured);
    try {
      const socket = net.connect(port, '127.0.0.1');
      socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
      await expect.poll(() => captured.access()).toHaveLength(1);
      expect(captured.access()[0]).toMatchObject({ status: CLIENT_LEFT, aborted: true });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('names a method outside the usual ones "other"', async () => {
    const captured = await captureLogs();
    const { server, port } = await serve(answer, captured);
    try {
      await fetch(`http://127.0.0.1:${port}/a`, { method: 'PROPFIND' });
      expect(captured.access()).toMatchObject([{ method: 'other', route: '/thing' }]);
    } finally {
      server.close();
    }
  });

  it('writes no access line at LOG_LEVEL=warn, and none for /healthz at any level', async () => {
    for (const level of ['info', 'warn'] as const) {
      const captured = await captureLogs(level);
      const { server, port } = await serve(answer, captured);
      try {
        await fetch(`http://127.0.0.1:${port}/healthz`);
        await fetch(`http://127.0.0.1:${port}/a`);
        expect(captured.access()).toHaveLength(level === 'info' ? 1 : 0);
      } finally {
        server.close();
      }
    }
  });
});
