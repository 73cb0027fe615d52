import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { copy as english } from '../../app/copy';
import { staffCopy } from '../../app/copy/staff';
import { TextWithNulError } from '../../server/db/text-guard';
import { openCase } from './helpers/case-work';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { LEVEL } from './helpers/logs';
import { type ObservedServer, startObserved } from './helpers/observed-server';
import { csrfToken, signedInStaff } from './helpers/staff-client';

// A NUL byte, or another control character but tab and line breaks, in a text field is bad input
// (docs/back-office.md, "Safer links, mail and backups"; decision 102): the field's 400 or the form
// again with its sentence, never a 503 or an error line. It used to reach PostgreSQL, which refuses
// U+0000 in text, and answer 503 with a stack in the log.

const ENV = { CONTACT_RATE_LIMIT: '1000', TRUST_PROXY: 'true' };

for (const engine of ENGINES) {
  describe(`control characters on ${engine}`, { timeout: 90_000 }, () => {
    let place: Place;
    let server: ObservedServer;
    beforeAll(async () => {
      place = await usePlaces(engine)();
      server = await startObserved({ ...place.env, ...ENV });
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await place.remove();
    });
    const errorLines = () =>
      server.captured.records().filter((record) => record.level >= LEVEL.error);

    const contact = async (body: Record<string, string>, language: 'en' | 'es' = 'en') => {
      const sent = await sendContactForm(server.url, body, { language });
      return { status: sent.status, alert: sent.alert };
    };
    const GOOD = { name: 'Ana Lopez', email: 'ana@example.com', message: 'When?' };

    it('the contact form’s Send answers the field’s 400 for a NUL or a control character, in the page’s language', async () => {
      const before = await server.app.office.database.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const cases: [Record<string, string>, string, unknown][] = [
        [{ ...GOOD, name: 'Ana\u0000Lopez' }, 'name', english.contact.errors.nameControl],
        [{ ...GOOD, message: 'Hello\u0000' }, 'message', english.contact.errors.messageControl],
        [{ ...GOOD, message: 'bell \u0007' }, 'message', english.contact.errors.messageControl],
        [
          { ...GOOD, message: 'escape \u001b[31m' },
          'message',
          english.contact.errors.messageControl,
        ],
        [{ ...GOOD, message: 'C1 \u0085' }, 'message', english.contact.errors.messageControl],
        [{ ...GOOD, email: 'ana\u0000@example.com' }, 'email', english.contact.errors.emailInvalid],
      ];
      // Each field's own sentence says which field it is.
      for (const [body, , message] of cases) {
        const answer = await contact(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.alert).toContain(message);
      }
      const spanish = await contact({ ...GOOD, name: '\u0000' }, 'es');
      expect(spanish.status).toBe(400);
      expect(spanish.alert).toContain(
        'Su nombre contiene un carácter que no es texto. Quítelo, por favor.',
      );
      // Tab and line breaks are text.
      expect((await contact({ ...GOOD, message: 'Line one\r\n\tLine two\n' })).status).toBe(200);
      const after = await server.app.office.database.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n) - Number(before.n)).toBe(1);
      expect(errorLines()).toEqual([]);
    });

    it('the case page’s message and e-mail: the form again with its sentence, never a 503', async () => {
      const { cookie } = await openCase(server.url, '198.51.100.40', 'First');
      const post = async (path: string, fields: Record<string, string>) => {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Cookie: cookie,
            Origin: server.url,
          },
          body: new URLSearchParams(fields).toString(),
        });
        return { status: response.status, text: await response.text() };
      };
      const message = await post('/case', { message: 'Hi\u0000there' });
      expect(message.status).toBe(400);
      expect(message.text).toContain(english.contact.errors.messageControl);
      const spanish = await post('/es/case', { message: '\u0000' });
      expect(spanish.status).toBe(400);
      expect(spanish.text).toContain('Su mensaje contiene un carácter que no es texto.');
      const email = await post('/case/email', { email: 'ana\u0000@example.com' });
      expect(email.status).toBe(400);
      // A bidirectional override or replacement characters are no address either (issue 52).
      for (const address of ['\u202E\u202E@example.com', '\uFFFD\uFFFD@example.com']) {
        const invisible = await post('/case/email', { email: address });
        expect(invisible.status).toBe(400);
        expect(invisible.text).toContain(english.contact.errors.emailInvalid);
      }
      const link = await post('/case/link', { reference: 'QR-\u0000', email: 'a\u0000@b.co' });
      // "Send me a link": the same neutral answer as for any reference and e-mail that match nothing.
      expect(link.status).toBe(303);
      expect(errorLines()).toEqual([]);
    });

    it('staff fields and the staff search: their 400, never a 503 or an error line', async () => {
      const { reference } = await openCase(server.url, '198.51.100.41', 'For staff');
      const staff = await signedInStaff(server, `nul-${engine}@example.com`);
      const search = await staff.get(`/staff/cases?q=${encodeURIComponent('ana\u0000')}`);
      expect(search.status).toBe(400);
      const page = await staff.get(`/staff/cases/${reference}`);
      expect(page.status).toBe(200);
      const note = await staff.post(`/staff/cases/${reference}/notes`, {
        csrf: csrfToken(page.html),
        note: 'Called\u0000',
      });
      expect(note.status).toBe(400);
      expect(note.html).toContain(staffCopy.controlCharacters);
      // "Note to the client" of "Update case" is read by its screen without the shared piece: the
      // database's guard answers it 400 all the same.
      const update = await staff.post(`/staff/cases/${reference}`, {
        csrf: csrfToken(page.html),
        status: 'in_review',
        note: 'Note\u0000',
        estimate: '',
      });
      expect(update.status).toBe(400);
      // Sign-in with a NUL in the e-mail: a wrong sign-in like any other.
      const signIn = await fetch(`${server.url}/staff/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: new URLSearchParams({ email: 'a\u0000@b.co', password: 'x', code: '1' }).toString(),
      });
      expect(signIn.status).toBe(401);
      expect(errorLines()).toEqual([]);
    });

    it('no query with a NUL in a text value reaches the database', async () => {
      const { db } = server.app.office.database;
      await expect(
        db.selectFrom('cases').select('id').where('reference', '=', 'QR-\u0000').execute(),
      ).rejects.toBeInstanceOf(TextWithNulError);
      await expect(
        db.selectFrom('cases').select('id').where('reference', 'in', ['a', '\u0000']).execute(),
      ).rejects.toBeInstanceOf(TextWithNulError);
      const { sql } = await import('kysely');
      await expect(sql`select ${'a\u0000b'}::text`.execute(db)).rejects.toBeInstanceOf(
        TextWithNulError,
      );
      // Bytes are not text: a NUL in a bytea is stored as ever.
      const { rows } = await sql<{
        n: number;
      }>`select length(${Buffer.from([0, 1, 0])}::bytea) as n`.execute(db);
      expect(rows[0]?.n).toBe(3);
    });
  });
}
