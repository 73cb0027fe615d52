import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipTemplate, newNonce } from './pages';

describe('gzipTemplate', () => {
  it('gives a gzip body that inflates to the page with this nonce, for any nonce', () => {
    const repeated = '<link rel="modulepreload" href="/assets/chunk.js" nonce="';
    const parts = ['<!DOCTYPE html><head>', ...Array.from({ length: 12 }, () => `"/>${repeated}`)];
    parts[1] = `${repeated}`;
    const page = gzipTemplate(parts);
    for (let i = 0; i < 20; i++) {
      const nonce = newNonce();
      expect(gunzipSync(page(nonce)).toString('utf8')).toBe(parts.join(nonce));
    }
  });

  it('still refers back across parts: about as small as the whole page compressed at once', () => {
    const text = 'Your federal tax refund, filed fast. '.repeat(40);
    const parts = [text, text, text];
    const nonce = newNonce();
    const whole = gzipSync(parts.join(nonce), { level: 9 }).length;
    // The two nonces are stored as they are, each in a 5-byte block, after a 5-byte flush.
    expect(gzipTemplate(parts)(nonce).length).toBeLessThanOrEqual(whole + 2 * (24 + 10));
  });

  it('handles a page without a nonce and a nonce at either end', () => {
    for (const parts of [['only text'], ['', 'middle', ''], ['', '']]) {
      const nonce = newNonce();
      expect(gunzipSync(gzipTemplate(parts)(nonce)).toString('utf8')).toBe(parts.join(nonce));
    }
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['br, gzip', true],
    ['gzip;q=0.5, br', true],
    ['br', false],
    ['gzip;q=0', false],
    ['*', true],
    ['br, *;q=0', false],
    ['identity', false],
    [undefined, false],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
