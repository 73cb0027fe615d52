import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, fixedResponse } from './fixed-response';

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

describe('fixedResponse', () => {
  const body = Buffer.from('<p>Your federal tax refund, filed fast.</p>\n'.repeat(50));

  it('holds brotli and gzip versions of the same bytes, each with its own strong ETag', () => {
    const fixed = fixedResponse(body, { 'Content-Type': 'text/html' });
    expect(brotliDecompressSync(fixed.br?.body ?? Buffer.alloc(0))).toEqual(body);
    expect(gunzipSync(fixed.gzip?.body ?? Buffer.alloc(0))).toEqual(body);
    const tags = [fixed.br?.etag, fixed.gzip?.etag, fixed.identity.etag];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(fixedResponse(body, {}).identity.etag).toBe(fixed.identity.etag);
  });

  it('leaves out an encoding that would be larger than the body', () => {
    const fixed = fixedResponse(Buffer.from('ok'), {});
    expect(fixed.br).toBeUndefined();
    expect(fixed.gzip).toBeUndefined();
    expect(fixed.identity.head200[0]).not.toContain('Vary');
  });
});
