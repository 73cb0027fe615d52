import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { errorMessage } from './helpers/documents-server';
import { ENGINES, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice, withTwoOffices } from './helpers/office-server';

// The upload limit is counted in the database, like the contact form's and the tracker's
// (docs/back-office.md: rate limits live there, none in process memory).

async function upload(server: OfficeServer, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('upload_preset', 'tax_documents');
  form.append('file', new Blob([new Uint8Array(sample.pdf())]), 'w2.pdf');
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers,
  });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json };
}

const LIMIT = { UPLOAD_RATE_LIMIT: '2', UPLOAD_RATE_WINDOW_SECONDS: '600' };

for (const engine of ENGINES) {
  describe(`the upload limit on ${engine}`, () => {
    const newPlace = usePlaces(engine);

    it('holds across a restart: the count is in the database', async () => {
      const place = await newPlace();
      let server = await startOffice(place, LIMIT);
      try {
        for (let i = 0; i < 2; i += 1) expect((await upload(server)).status).toBe(200);
        await server.close();
        server = await startOffice(place, LIMIT);
        const refused = await upload(server);
        expect(refused.status).toBe(429);
        expect(Number(refused.retryAfter)).toBeGreaterThan(590);
        expect(errorMessage(refused.json)).toBe(
          'Too many uploads from your connection. Please wait and try again.',
        );
        const kinds = await server.app.office.database.db
          .selectFrom('rate_events')
          .select('kind')
          .execute();
        expect(kinds.map((row) => row.kind)).toEqual(['upload', 'upload']);
      } finally {
        await server.close();
        await place.remove();
      }
    }, 60_000);

    it('a form posted with no file chosen is answered "Please select a file!" and counts nothing', async () => {
      const place = await newPlace();
      const server = await startOffice(place, LIMIT);
      try {
        // What a browser posts for the form with no file chosen: an empty part with no file name.
        const empty = new FormData();
        empty.append('upload_preset', 'tax_documents');
        empty.append('file', new Blob([]), '');
        for (let i = 0; i < 3; i += 1) {
          const page = await fetch(`${server.url}/api/upload`, {
            method: 'POST',
            body: empty,
            headers: { Accept: 'text/html', Referer: `${server.url}/es/upload` },
          });
          expect(page.status).toBe(400);
          const html = await page.text();
          expect(html).toContain('¡Seleccione un archivo!');
          expect(html).not.toContain('La carga falló');
        }
        const kinds = await server.app.office.database.db
          .selectFrom('rate_events')
          .select('kind')
          .execute();
        expect(kinds).toEqual([]);
        for (let i = 0; i < 2; i += 1) expect((await upload(server)).status).toBe(200);
      } finally {
        await server.close();
        await place.remove();
      }
    }, 60_000);

    it('answers 503 with Retry-After and stores nothing when the database cannot count', async () => {
      const place = await newPlace();
      const server = await startOffice(place, LIMIT);
      const { db } = server.app.office.database;
      try {
        // The count's one call gone: what a database that does not answer looks like from here.
        await sql`alter function rate_take(text, text, integer, integer) rename to rate_take_away`.execute(
          db,
        );
        const answer = await upload(server);
        expect(answer.status).toBe(503);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(errorMessage(answer.json)).toBe(
          'The document store is not answering at the moment. Please try again in a minute.',
        );
        expect(server.logs.filter((line) => line.includes('upload limit not read'))).toHaveLength(
          1,
        );
        expect(await db.selectFrom('documents').select('id').execute()).toEqual([]);
      } finally {
        await server.close();
        await place.remove();
      }
    }, 60_000);
  });
}

describe('the upload limit across instances (PostgreSQL)', () => {
  const newPlace = usePlaces('postgres');

  it('is shared: two servers on one database count one client together', async () => {
    const settings = { ...LIMIT, UPLOAD_RATE_LIMIT: '3', TRUST_PROXY: 'true' };
    await withTwoOffices(await newPlace(), settings, async (first, second) => {
      const client = { 'X-Forwarded-For': '198.51.100.23' };
      expect((await upload(first, client)).status).toBe(200);
      expect((await upload(second, client)).status).toBe(200);
      expect((await upload(first, client)).status).toBe(200);
      expect((await upload(second, client)).status).toBe(429);
      expect((await upload(first, client)).status).toBe(429);
      // Another client is counted on its own.
      expect((await upload(second, { 'X-Forwarded-For': '198.51.100.24' })).status).toBe(200);
    });
  }, 60_000);
});
