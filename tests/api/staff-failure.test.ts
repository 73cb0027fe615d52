import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/engines';
import { type OfficeServer, useOffice } from './helpers/office-server';
import { en } from '../../app/copy/en';
import { sendContactForm } from '../shared/contact-form';
import { openCase } from './helpers/case-work';
import {
  addAndEnrol,
  codeFor,
  csrfToken,
  PASSWORD,
  signedInStaff,
  StaffClient,
} from './helpers/staff-client';

// Found by a hostile review: a full disk gave a bare 500 at staff sign-in, with a 10-line stack in the
// log. Every failure of the database or the store now answers 503 with a sentence, and one line.

/**
 * Makes the database answer writes to `table` as PostgreSQL does on a full disk (SQLSTATE 53100,
 * "could not extend file … No space left on device"), until the returned function is called.
 */
async function fillTheDisk(server: OfficeServer, table: string): Promise<() => Promise<void>> {
  const db = server.app.office.database.db;
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = '53100',
    MESSAGE = 'could not extend file "base/5/16384": No space left on device';
END;
$$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER test_disk_full BEFORE INSERT ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION test_disk_full()`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`DROP TRIGGER test_disk_full ON ${table}`).execute(db);
  };
}

for (const engine of ENGINES) {
  describe(`a full disk at the staff pages on ${engine}`, () => {
    const office = useOffice(engine);

    it('answers sign-in with 503 and a sentence, logs one line, and works again after', async () => {
      const server = office();
      const browser = new StaffClient(server);
      const secret = await addAndEnrol(server, 'disk@example.com', browser);

      const restore = await fillTheDisk(server, 'rate_events');
      const logged = server.logs.length;
      const answer = await browser
        .post('/staff/sign-in', {
          email: 'disk@example.com',
          password: PASSWORD,
          code: codeFor(secret, Date.now() + 30_000),
        })
        .finally(restore);
      expect(answer.status).toBe(503);
      expect(answer.response.headers.get('content-type')).toMatch(/text\/html/);
      expect(answer.html).toContain('<h1>Not available right now</h1>');
      expect(answer.html).toContain('The back office cannot reach its records at the moment.');
      expect(answer.html).not.toMatch(/No space|53100|at .*\.ts:\d+/);
      const lines = server.logs.slice(logged);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Staff POST \/staff\/sign-in failed: 53100: could not extend file/);
      expect(lines[0]).not.toContain('\n');

      const signedIn = await browser.post('/staff/sign-in', {
        email: 'disk@example.com',
        password: PASSWORD,
        code: codeFor(secret, Date.now() + 30_000),
      });
      expect(signedIn.status).toBe(303);

      // A signed-in page whose audit entry cannot be written: the same sentence.
      const again = await fillTheDisk(server, 'audit_log');
      const page = await browser.get('/staff/cases').finally(again);
      expect(page.status).toBe(503);
      expect(page.html).toContain('<h1>Not available right now</h1>');
    }, 60_000);
  });

  describe(`a full disk at the case page, contact and staff notes on ${engine} (issue 52)`, () => {
    const office = useOffice(engine, { CONTACT_RATE_LIMIT: '1000' });

    it('a case message: the page again with what was typed and its sentence, 503, one log line', async () => {
      const server = office();
      const { cookie } = await openCase(server.url, '198.51.100.52', 'First');
      const restore = await fillTheDisk(server, 'case_messages');
      const logged = server.logs.length;
      const answer = await fetch(`${server.url}/case`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Cookie: cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: server.url,
        },
        body: new URLSearchParams({ message: 'Are you there?' }).toString(),
      }).finally(restore);
      expect(answer.status).toBe(503);
      const html = await answer.text();
      expect(html).toContain(en.contact.errors.unavailable);
      expect(html).toContain('Are you there?');
      expect(html).not.toMatch(/No space|53100|Unexpected Server Error/);
      const lines = server.logs.slice(logged);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Case message not stored: 53100: could not extend file/);
    });

    it('a contact message: step 3 again with its sentence, 503', async () => {
      const server = office();
      const restore = await fillTheDisk(server, 'contact_messages');
      const sent = await sendContactForm(server.url, {
        name: 'Ana Lopez',
        email: 'ana@example.com',
        message: 'Hello',
      }).finally(restore);
      expect(sent.status).toBe(503);
      expect(sent.alert).toContain(en.contact.errors.unavailable);
    });

    it('a staff note: 503 with the staff sentence', async () => {
      const server = office();
      const { reference } = await openCase(server.url, '198.51.100.53', 'For notes');
      const staff = await signedInStaff(server, 'notes-disk@example.com');
      const page = await staff.get(`/staff/cases/${reference}`);
      const restore = await fillTheDisk(server, 'case_notes');
      const note = await staff
        .post(`/staff/cases/${reference}/notes`, { csrf: csrfToken(page.html), note: 'Called' })
        .finally(restore);
      expect(note.status).toBe(503);
      expect(note.html).toContain('The back office cannot reach its records at the moment.');
    });
  });
}
