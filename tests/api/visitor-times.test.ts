import { sql } from 'kysely';
import { sendContactForm } from '../shared/contact-form';
import { describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/engines';
import { server, useMailOffice } from './helpers/mail-office';

// Every time a person reads is in the office's time zone, OFFICE_TIME_ZONE (app/time.ts,
// decision 095): the visitor's case page too, not a zone written into the code. Tokyo here, far
// from the default New York: 23:30 UTC on March 4 is 8:30 AM on March 5 in Tokyo.

const AT = new Date('2026-03-04T23:30:00Z');

for (const engine of ENGINES) {
  describe(`the visitor's times on ${engine}`, { timeout: 90_000 }, () => {
    useMailOffice(engine, {
      env: { CONTACT_RATE_LIMIT: '1000', OFFICE_TIME_ZONE: 'Asia/Tokyo' },
      staffEmail: 'times@example.com',
    });
    const db = () => server.app.office.database.db;

    it('the case page writes its thread’s times and the agreement’s day in OFFICE_TIME_ZONE', async () => {
      const sent = await sendContactForm(server.url, {
        name: 'Tomo',
        email: 'tomo@example.com',
        message: 'Hello',
      });
      expect(sent.status).toBe(200);
      const reference = sent.reference ?? '';
      const cookie = sent.cookie ?? '';
      const { id } = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      await sql`update contact_messages set created_at = ${AT} where case_id = ${id}`.execute(db());
      await db()
        .insertInto('agreement_acceptances')
        .values({
          case_id: id,
          version: 'e'.repeat(64),
          language: 'en',
          client_address: '192.0.2.1',
          user_agent: 'A browser',
          accepted_at: AT,
        })
        .execute();

      const page = async (path: string) => {
        const answer = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
        expect(answer.status).toBe(200);
        return answer.text();
      };
      const en = await page('/case');
      expect(en).toContain(`<time dateTime="${AT.toISOString()}">Mar 5, 2026, 8:30 AM</time>`);
      expect(en).toContain('<p>Agreement accepted on March 5, 2026</p>');
      const es = await page('/es/case');
      expect(es).toContain(`<time dateTime="${AT.toISOString()}">5 mar 2026, 8:30 a.m.</time>`);
      expect(es).toContain('<p>Acuerdo aceptado el 5 de marzo de 2026</p>');
    });
  });
}
