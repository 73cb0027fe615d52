import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CaseCookie } from './cookie';

const ID = '3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const DAY = 24 * 60 * 60 * 1000;

describe('the case cookie', () => {
  const cookie = new CaseCookie([randomBytes(32)]);
  const pair = (header: string) => header.split(';')[0] ?? '';

  it('over https is __Host- prefixed and Secure, read back only over https', () => {
    const header = cookie.header(ID, true);
    expect(header).toMatch(
      /^__Host-qr_case=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie.read(pair(header), true)).toBe(ID);
    expect(cookie.read(pair(header), false)).toBeUndefined();
  });

  it('holds for 30 days from issue, not a moment longer', () => {
    const issued = Date.now();
    const value = pair(cookie.header(ID, false, undefined, issued));
    expect(cookie.read(value, false, issued + 30 * DAY - 1000)).toBe(ID);
    expect(cookie.read(value, false, issued + 30 * DAY + 1000)).toBeUndefined();
  });

  it('is refused under another key, and among other cookies found by name', () => {
    const value = pair(cookie.header(ID, false));
    expect(new CaseCookie([randomBytes(32)]).read(value, false)).toBeUndefined();
    expect(cookie.read(`a=1; ${value}; b=2`, false)).toBe(ID);
    expect(cookie.read(undefined, false)).toBeUndefined();
  });
});
