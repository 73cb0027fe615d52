/** The calculator and the Refund Tracker without JavaScript: their forms posted to the pages. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { base, errors, logs, serve, usePagesServer } from './pages-server';
import { copyMigratedDatabase } from '../api/helpers/engines';

// Needs the production build (npm test builds before it runs).
usePagesServer();

describe('the calculator without JavaScript', () => {
  it('renders the estimate for a form post', async () => {
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'income=64600&withheld=8000&taxYear=2024&children=0&filingStatus=single&confirm=on',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    const html = await response.text();
    expect(html).toContain(
      '<dd>$1,941.00</dd><dt>Fee</dt><dd>$35.00</dd><dt>Net refund</dt><dd>$1,906.00</dd>',
    );
  });

  // docs/product.md, Fees: each tier up to and including its bound, a cent above is the next one.
  // Everything withheld: the refund is far above any fee, so the tier's fee is charged whole.
  it.each([
    ['100000', '$35.00'],
    ['100000.01', '$75.00'],
    ['243000', '$75.00'],
    ['243000.01', '$250.00'],
    ['609000', '$250.00'],
    ['609000.01', '$500.00'],
  ])('shows the fee of the tier of an income of %s: %s', async (income, fee) => {
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: `income=${income}&withheld=${income}&taxYear=2024&children=0&filingStatus=single&confirm=on`,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<dt>Fee</dt><dd>${fee}</dd>`);
  });

  it('never shows a fee above the refund: a refund of $10.00 is all the fee, net $0.00', async () => {
    // The worked example of app/tax/years/SOURCES.md: tax 6,059; 6,069 withheld → refund 10.
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'income=64600&withheld=6069&taxYear=2024&children=0&filingStatus=single&confirm=on',
    });
    expect(await response.text()).toContain(
      '<dd>$10.00</dd><dt>Fee</dt><dd>$10.00</dd><dt>Net refund</dt><dd>$0.00</dd>',
    );
  });

  it('takes the form through the route data path too (a hydrated <Form> posts there)', async () => {
    errors.mockClear();
    const response = await fetch(base + '/calculator.data', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'income=64600&withheld=8000&taxYear=2024&children=0&filingStatus=single&confirm=on',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('1906');
    const page = await fetch(base + '/upload.data', { method: 'POST', headers: { origin: base } });
    expect(page.status).toBe(405);
    expect(errors).not.toHaveBeenCalled();
  });

  const UNREADABLE = {
    en: 'We could not read the form as it was sent. Please fill it in and try again.',
    es: 'No pudimos leer el formulario tal como se envió. Complételo e inténtelo de nuevo.',
  };

  it.each([
    ['/calculator', 'multipart/form-data', 'income=1', 400, UNREADABLE.en],
    ['/calculator', 'multipart/form-data; boundary=x', 'not multipart at all', 400, UNREADABLE.en],
    ['/calculator', 'application/json', '{"income": 1}', 415, UNREADABLE.en],
    ['/calculator', 'text/plain', 'income=1', 415, UNREADABLE.en],
    ['/contact', 'multipart/form-data; boundary=x', 'not multipart at all', 400, UNREADABLE.en],
    ['/contact', 'application/json', '{"name": "Ana"}', 415, UNREADABLE.en],
    ['/?index', 'application/json', '{"reference": "QR-1"}', 415, UNREADABLE.en],
    ['/es?index', 'multipart/form-data; boundary=x', 'not multipart at all', 400, UNREADABLE.es],
    ['/es/calculator', 'text/plain', 'income=1', 415, UNREADABLE.es],
    ['/es/contact', 'application/json', '{"name": "Ana"}', 415, UNREADABLE.es],
  ])(
    'answers a post to %s as %s (%s), which no browser form sends, %i with the page and one sentence, unlogged',
    async (pagePath, type, body, status, sentence) => {
      errors.mockClear();
      logs.length = 0;
      const response = await fetch(base + pagePath, {
        method: 'POST',
        headers: { 'content-type': type, origin: base },
        body,
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<h1');
      expect(html).toContain(sentence);
      expect(errors).not.toHaveBeenCalled();
      expect(logs).toEqual([]);
    },
  );

  it('takes a well-formed multipart form like a URL-encoded one', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ income: '64600', withheld: '8000' })) {
      form.set(name, value);
    }
    form.set('taxYear', '2024');
    form.set('confirm', 'on');
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { origin: base },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<dt>Net refund</dt><dd>$1,906.00</dd>');
  });

  it('says what is wrong with a bad form', async () => {
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'income=abc&confirm=on',
    });
    expect(await response.text()).toMatch(/role="alert"[^>]*>Please check the form:.*income/);
  });
});

describe('the Refund Tracker without JavaScript', () => {
  it('answers a lookup posted to the home page with the page, rendered with a nonce', async () => {
    const response = await fetch(base + '/?index', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'reference=QR-0000-0000-0000',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(
      /role="alert"[^>]*>We could not find that reference\. Check it and try again\.</,
    );
    expect(html).toContain('value="QR-0000-0000-0000"');
  });

  it('answers the eleventh lookup in a minute from one client with 429, in the page language', async () => {
    // A server of its own (its own database), behind the proxy: the client is X-Forwarded-For.
    const folder = await mkdtemp(path.join(tmpdir(), 'qr-track-limit-'));
    await copyMigratedDatabase(folder);
    const behindProxy = await serve({ TRUST_PROXY: 'true', DATA_DIR: folder });
    const origin = `http://127.0.0.1:${behindProxy.port}`;
    const lookUp = (client: string) =>
      fetch(origin + '/es?index', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          'x-forwarded-for': client,
        },
        body: 'reference=QR-0000-0000-0000',
      });
    try {
      for (let i = 0; i < 10; i += 1) expect((await lookUp('203.0.113.77')).status).toBe(404);
      const refused = await lookUp('203.0.113.77');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
      expect(await refused.text()).toMatch(
        /role="alert"[^>]*>Ha consultado varios números de referencia en poco tiempo\. Espere un minuto e inténtelo de nuevo\.</,
      );
      // Another client is not held back.
      expect((await lookUp('203.0.113.78')).status).toBe(404);
    } finally {
      behindProxy.server.close();
      await behindProxy.app.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the home page itself fixed bytes: a visit does not look anything up', async () => {
    const [first, second] = await Promise.all([fetch(base + '/'), fetch(base + '/')]);
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
    expect(first.headers.get('content-security-policy')).not.toMatch(/nonce-/);
  });
});
