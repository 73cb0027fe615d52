import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { useOffice } from './helpers/office-server';
import { errorMessage, startServer, upload, type TestServer } from './helpers/documents-server';

// The one origin check (server/http/origin.ts) on the upload: a browser that sends no Origin but says
// Sec-Fetch-Site: cross-site is refused, as on every form post of the site.
describe('an upload from another site without Origin', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ UPLOAD_RATE_LIMIT: '1000' });
  });
  afterAll(() => server.close());

  const stored = async () =>
    (await readdir(join(server.dataDir, 'documents'))).filter((name) => !name.startsWith('.'));

  it('is refused with 403 when Sec-Fetch-Site says cross-site, and nothing is kept', async () => {
    const before = await stored();
    for (const site of ['cross-site', 'same-site']) {
      const { status, json } = await upload(server.url, sample.pdf(), {
        headers: { 'Sec-Fetch-Site': site },
      });
      expect(status, site).toBe(403);
      expect(errorMessage(json)).toBe('Uploads are accepted only from this site’s own pages.');
    }
    expect(await stored()).toEqual(before);
  });

  it('is taken when Sec-Fetch-Site says same-origin or none', async () => {
    for (const site of ['same-origin', 'none']) {
      const { status } = await upload(server.url, sample.pdf(), {
        headers: { 'Sec-Fetch-Site': site },
      });
      expect(status, site).toBe(200);
    }
  });
});

// The staff forms go by the same rule (they always did): the sign-in form, with no account needed.
describe('a staff form from another site without Origin', () => {
  const office = useOffice('pglite');

  const signIn = (site: string) =>
    fetch(`${office().url}/staff/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': site },
      body: 'email=a%40example.com&password=x&code=1',
    });

  it('is refused with the staff page when Sec-Fetch-Site says cross-site, taken when same-origin', async () => {
    const refused = await signIn('cross-site');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(
      'This form was sent from another site, so it was refused.',
    );
    const taken = await signIn('same-origin');
    expect(taken.status).not.toBe(403);
  });
});
