import { describe, expect, it } from 'vitest';
import { useBuiltApp } from './built-app';

// "Close banner" before or without the page's scripts (decision 058). Needs the production build.
const app = useBuiltApp('banner', { PUBLIC_URL: 'http://127.0.0.1' });

const CLOSED = 'bannerClosed=true';

/** The <html …> start tag of a page, as served. */
async function htmlTag(pagePath: string, cookie?: string): Promise<string> {
  const response = await fetch(app.base + pagePath, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get('vary')).toMatch(/Cookie/);
  const page = await response.text();
  return /<html[^>]*>/.exec(page)?.[0] ?? '';
}

const close = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${app.base}/banner/close${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
  });

describe('"Close banner" without scripts', () => {
  it('sets a session cookie and sends the visitor back to the page they were on', async () => {
    const response = await close('?back=%2Fes%2Fcalculator', { origin: app.base });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/calculator');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^bannerClosed=true; Path=\/; SameSite=Lax$/);
    // A session cookie: the rest of the visit, as docs/product.md says of the banner.
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('goes back only to one of the site pages', async () => {
    for (const query of ['?back=https%3A%2F%2Fevil.example%2F', '?back=%2F%2Fevil.example', '']) {
      const response = await close(query);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('refuses a form from another site (403, in the language of the page) and other methods', async () => {
    const refused = await close('?back=%2Fes', { origin: 'http://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.text()).toMatch(/^Este formulario/);
    const get = await fetch(`${app.base}/banner/close?back=%2F`, { redirect: 'manual' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.headers.get('set-cookie')).toBeNull();
  });

  it('serves every page without the banner to a visitor who closed it', async () => {
    for (const pagePath of ['/', '/calculator', '/es/upload', '/es/contact']) {
      expect(await htmlTag(pagePath)).not.toMatch(/banner-closed/);
      expect(await htmlTag(pagePath, `lang=en; ${CLOSED}`)).toMatch(/class="banner-closed"/);
    }
  });

  it('leaves the banner out of a page rendered per request too (a form answer)', async () => {
    const answer = await fetch(`${app.base}/?index`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: app.base,
        cookie: CLOSED,
      },
      body: 'reference=QR-NONE-0000',
    });
    const page = await answer.text();
    expect(/<html[^>]*>/.exec(page)?.[0]).toMatch(/class="banner-closed"/);
  });
});
