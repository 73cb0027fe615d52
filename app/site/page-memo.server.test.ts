import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerKept, chooseEncoding, keptPage } from './page-memo.server';

describe('chooseEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=0.5, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
    ['', 'identity'],
    // The client's weights count; ours only break a tie.
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['gzip;q=0.5, identity', 'identity'],
    ['GZIP, BR;q=0.1', 'gzip'],
    ['*;q=0.5, gzip', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('keptPage', () => {
  const body = new TextEncoder().encode('<p>Your federal tax refund, filed fast.</p>\n'.repeat(50));
  const ask = (headers: Record<string, string>) => new Request('http://x/', { headers });

  it('holds brotli and gzip forms of the same bytes, each with its own strong ETag', async () => {
    const page = await keptPage(body, [['Content-Type', 'text/html']]);
    expect(new Uint8Array(brotliDecompressSync(page.br?.body ?? new Uint8Array()))).toEqual(body);
    expect(new Uint8Array(gunzipSync(page.gzip?.body ?? new Uint8Array()))).toEqual(body);
    const tags = [page.br?.etag, page.gzip?.etag, page.identity.etag];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await keptPage(body, [])).identity.etag).toBe(page.identity.etag);
  });

  it('leaves out an encoding that would be larger than the body', async () => {
    const page = await keptPage(new TextEncoder().encode('ok'), []);
    expect(page.br).toBeUndefined();
    expect(page.gzip).toBeUndefined();
    expect(answerKept(ask({ 'accept-encoding': 'br' }), page).headers.get('vary')).toBe('Cookie');
  });

  it('answers 304 to its own ETag, the chosen encoding otherwise', async () => {
    const page = await keptPage(body, []);
    const br = answerKept(ask({ 'accept-encoding': 'br' }), page);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const again = answerKept(
      ask({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.get('etag')) }),
      page,
    );
    expect(again.status).toBe(304);
    const other = answerKept(
      ask({ 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.get('etag')) }),
      page,
    );
    expect(other.status).toBe(200);
  });
});
