import { describe, expect, it } from 'vitest';
import { clearCookie, cookiePattern, readCookie, setCookie } from './cookies';

describe('the one cookie module', () => {
  it('reads a cookie by its exact name among others, or says there is none', () => {
    const header = 'a=1; qr_case=abc.1.xyz; __Host-qr_case=other';
    expect(readCookie(header, 'qr_case')).toBe('abc.1.xyz');
    expect(readCookie(header, '__Host-qr_case')).toBe('other');
    expect(readCookie(header, 'case')).toBeUndefined();
    expect(readCookie(undefined, 'a')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
  });

  it('writes a cookie for the whole site, with the attributes asked for', () => {
    expect(setCookie('lang', 'es', { maxAge: 60, sameSite: 'lax', secure: true })).toBe(
      'lang=es; Max-Age=60; Path=/; Secure; SameSite=Lax',
    );
    expect(setCookie('bannerClosed', 'true', { sameSite: 'lax' })).toBe(
      'bannerClosed=true; Path=/; SameSite=Lax',
    );
    expect(clearCookie('staff_session', { httpOnly: true, sameSite: 'lax' })).toBe(
      'staff_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
  });

  it('gives the boot script a pattern that finds the same cookie readCookie does', () => {
    // The boot script's literal, evaluated as the browser would.
    const pattern = new RegExp(cookiePattern('lang', 'en|es').slice(1, -1));
    for (const header of ['lang=es', 'a=1; lang=es', 'lang=es; b=2']) {
      expect(pattern.exec(header)?.[1], header).toBe(readCookie(header, 'lang'));
    }
    expect(pattern.exec('xlang=es; lang=fr')).toBeNull();
  });
});
