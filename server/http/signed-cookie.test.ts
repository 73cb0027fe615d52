import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignedCookie, type SignedCookieSpec } from './signed-cookie';

const spec: SignedCookieSpec = {
  name: (https) => (https ? '__Host-t' : 't'),
  maxAgeSeconds: 60 * 60,
  sameSite: 'lax',
  value: /^[a-z]+$/,
  signed: (value, issued, boundTo) => `t ${value} ${issued} ${boundTo}`,
};
const [oldKey, newKey, otherKey] = [randomBytes(32), randomBytes(32), randomBytes(32)];
const pair = (header: string) => header.split(';')[0] ?? '';

describe('a signed cookie across a rotation of its keys', () => {
  const before = new SignedCookie(spec, [oldKey]);
  const during = new SignedCookie(spec, [newKey, oldKey]);
  const after = new SignedCookie(spec, [newKey]);
  const old = pair(before.header('abc', false));

  it('signs with the newest key and verifies under every key of the list', () => {
    expect(during.read(old, false)).toBe('abc');
    const fresh = pair(during.header('abc', false));
    expect(before.read(fresh, false)).toBeUndefined();
    expect(after.read(fresh, false)).toBe('abc');
  });

  it('refuses a cookie signed by a key no longer in the list, or by one never in it', () => {
    expect(after.read(old, false)).toBeUndefined();
    expect(during.read(pair(new SignedCookie(spec, [otherKey]).header('abc', false)), false)).toBe(
      undefined,
    );
  });

  it('refuses a tampered cookie: value, issue time or signature changed', () => {
    const [name, value = ''] = old.split('=');
    const [content = '', issued = '', signature = ''] = value.split('.');
    // The first character: the last one of 43 carries two bits base64 decoding drops.
    const flip = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    for (const tampered of [
      `xyz.${issued}.${signature}`,
      `${content}.${Number(issued) - 1}.${signature}`,
      `${content}.${issued}.${flip(signature)}`,
    ]) {
      expect(during.read(`${name}=${tampered}`, false), tampered).toBeUndefined();
    }
  });

  it('holds only for what it was bound to, and only for its max age', () => {
    const now = Date.now();
    const bound = pair(during.header('abc', false, 'ana@example.com', now));
    expect(during.read(bound, false, 'ana@example.com', now)).toBe('abc');
    expect(during.read(bound, false, 'bob@example.com', now)).toBeUndefined();
    expect(during.read(bound, false, 'ana@example.com', now + 3601_000)).toBeUndefined();
  });

  it('is written through the one cookie module: HttpOnly, SameSite, Secure and __Host- over https', () => {
    expect(during.header('abc', true)).toMatch(
      /^__Host-t=abc\.\d+\.[\w-]{43}; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
