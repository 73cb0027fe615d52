/** POST /api/RefundCalculator: the requests it refuses, and its reasons in the client's language. */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  base,
  ENDPOINT_PATH,
  errorOf,
  expectServerHealthy,
  port,
  post,
  useCalculatorServer,
} from './helpers/calculator-server';

useCalculatorServer();

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
