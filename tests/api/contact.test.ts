import http from 'node:http';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { ENGINES, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice, useOffice } from './helpers/office-server';
import {
  type ContactFields,
  contactFormBody,
  readContactAnswer,
  sendContactForm,
} from '../shared/contact-form';

const GOOD = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  message: 'When will my refund arrive?',
};

/** The contact form's Send, as the page's form posts it (tests/shared/contact-form.ts). */
const post = (server: OfficeServer, fields: ContactFields, headers: Record<string, string> = {}) =>
  sendContactForm(server.url, fields, { headers });

/** The newest message stored. */
const newest = (server: OfficeServer) =>
  server.app.office.database.db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

/** One request to the contact page on a given agent's sockets; resolves to the status once the answer is read. */
function rawRequest(
  agent: http.Agent,
  server: OfficeServer,
  method: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/contact`,
      {
        method,
        agent,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: server.url,
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

for (const engine of ENGINES) {
  describe(`contact messages on ${engine}`, () => {
    const server = useOffice(engine, { CONTACT_RATE_LIMIT: '1000' });

    it('stores the message with its time and client address, then answers the thanks', async () => {
      const before = Date.now();
      const answer = await post(server(), { ...GOOD, name: '  Ana Lopez ' });
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('Thanks for Reaching Out!');
      const row = await newest(server());
      expect(row).toMatchObject({ ...GOOD, client_address: '127.0.0.1', read_at: null });
      expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it.each([
      [{ ...GOOD, name: ' ' }, 'name_required', 'name', 'Please enter your name.'],
      [{ ...GOOD, name: 'x'.repeat(101) }, 'name_too_long', 'name', 'at most 100 characters'],
      [{ ...GOOD, email: '' }, 'email_required', 'email', 'Please enter your e-mail address.'],
      [{ ...GOOD, email: 'ana@example' }, 'email_invalid', 'email', 'such as name@example.com'],
      [{ ...GOOD, email: 'ana @example.com' }, 'email_invalid', 'email', 'such as'],
      [
        { ...GOOD, email: `${'a'.repeat(243)}@example.com` },
        'email_too_long',
        'email',
        'at most 254 characters',
      ],
      [{ ...GOOD, message: '' }, 'message_required', 'message', 'Please write a message.'],
      [{ ...GOOD, message: 'x'.repeat(5001) }, 'message_too_long', 'message', '5,000 characters'],
      [{ ...GOOD, website: 'http://spam.example' }, 'automated', null, 'looks automated'],
      [
        { email: GOOD.email, message: GOOD.message },
        'name_required',
        'name',
        'Please enter your name.',
      ],
    ])('refuses %j with 400 (%s) and stores nothing', async (body, _code, _field, sentence) => {
      const { db } = server().app.office.database;
      const count = async () =>
        (await db.selectFrom('contact_messages').select('id').execute()).length;
      const stored = await count();
      const answer = await post(server(), body);
      expect(answer.status).toBe(400);
      // Step 3 again with the reason (each code has its sentence, which names the field at fault).
      expect(answer.alert).toContain(sentence);
      expect(answer.html).toContain('Step 3: Review &amp; Send');
      expect(await count()).toBe(stored);
    });

    it('takes exactly 100 characters of name and 5,000 of message (characters, not bytes)', async () => {
      const answer = await post(server(), {
        ...GOOD,
        name: 'é'.repeat(100),
        message: '€'.repeat(5000),
      });
      expect(answer.status).toBe(200);
    });

    it('refuses what no form sends (415), a form it cannot read (400) and a huge body (413)', async () => {
      const raw = (body: string, type: string) =>
        fetch(`${server().url}/contact`, {
          method: 'POST',
          headers: { 'Content-Type': type, Origin: server().url },
          body,
        });
      const json = await raw(JSON.stringify(GOOD), 'application/json');
      expect(json.status).toBe(415);
      const unreadable =
        'We could not read the form as it was sent. Please fill it in and try again.';
      expect((await readContactAnswer(json)).alert).toContain(unreadable);
      // A multipart body without its boundary.
      const broken = await raw('name=a', 'multipart/form-data');
      expect(broken.status).toBe(400);
      expect((await readContactAnswer(broken)).alert).toContain(unreadable);
      const huge = await post(server(), { ...GOOD, message: 'x'.repeat(100_000) });
      expect(huge.status).toBe(413);
    });
  });

  describe(`the contact form's answers on ${engine}`, () => {
    const newPlace = usePlaces(engine);

    it('answers other methods 405 with Allow, and every answer with the site headers', async () => {
      const place = await newPlace();
      const server = await startOffice(place);
      try {
        const put = await fetch(`${server.url}/contact`, { method: 'PUT' });
        expect(put.status).toBe(405);
        expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
        const sent = await post(server, GOOD);
        expect(sent.status).toBe(200);
        expect(sent.headers.get('cache-control')).toBe('no-store');
        expect(sent.headers.get('x-content-type-options')).toBe('nosniff');
        expect(sent.headers.get('x-frame-options')).toBe('DENY');
      } finally {
        await server.close();
        await place.remove();
      }
    }, 60_000);

    it('counts a client behind the trusted proxy by the address the proxy appended', async () => {
      const place = await newPlace();
      const server = await startOffice(place, { TRUST_PROXY: 'true' });
      try {
        const sent = await post(server, GOOD, { 'X-Forwarded-For': '198.51.100.7, 203.0.113.9' });
        expect(sent.status).toBe(200);
        const row = await newest(server);
        expect(row.client_address).toBe('203.0.113.9');
      } finally {
        await server.close();
        await place.remove();
      }
    }, 60_000);
  });

  describe(`contact rate limit on ${engine}`, () => {
    const newPlace = usePlaces(engine);

    it('takes 5 messages per client in 10 minutes, then 429 with a plain sentence; it holds across restarts', async () => {
      const place = await newPlace();
      try {
        let server = await startOffice(place);
        for (let i = 0; i < 5; i += 1) expect((await post(server, GOOD)).status).toBe(200);
        const refused = await post(server, GOOD);
        expect(refused.status).toBe(429);
        expect(refused.alert).toBe(
          'Your message was not sent. Everything you typed is still here: please try again. You have sent several messages in a short time. Please try again in 10 minutes.',
        );
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
        // Held in the database, not in the process.
        await server.close();
        server = await startOffice(place);
        expect((await post(server, GOOD)).status).toBe(429);
        // Another client is not limited (a trusted proxy says who the client is).
        await server.close();
        server = await startOffice(place, { TRUST_PROXY: 'true' });
        expect((await post(server, GOOD, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(200);
        await server.close();
        const { db, close } = await openDatabase(place);
        const rows = await db.selectFrom('contact_messages').select('client_address').execute();
        expect(rows.map((r) => r.client_address).sort()).toEqual([
          ...Array(5).fill('127.0.0.1'),
          '203.0.113.9',
        ]);
        await close();
      } finally {
        await place.remove();
      }
    }, 60_000);

    it('is exact under concurrency: 20 requests at once from one client, exactly 5 stored', async () => {
      const place = await newPlace();
      const server = await startOffice(place);
      const { db } = server.app.office.database;
      // The race made wide: each recorded event takes 20 ms, so that requests counting while
      // another is recording would count too few, every time, unless counting waits for it.
      await sql`create function slow_event() returns trigger language plpgsql as $$
        begin perform pg_sleep(0.02); return new; end $$`.execute(db);
      await sql`create trigger slow_event before insert on rate_events
        for each row execute function slow_event()`.execute(db);
      // 20 connections open beforehand (each with a GET of the page), and every connection of
      // the database pool too, as on a server that has been running a while.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
      const burst = (request: (i: number) => Promise<number>) =>
        Promise.all(Array.from({ length: 20 }, (_, i) => request(i)));
      try {
        expect(new Set(await burst(() => rawRequest(agent, server, 'GET')))).toEqual(
          new Set([200]),
        );
        await Promise.all(Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`.execute(db)));
        const statuses = await burst((i) =>
          rawRequest(agent, server, 'POST', contactFormBody({ ...GOOD, message: `burst ${i}` })),
        );
        expect(statuses.filter((status) => status === 200)).toHaveLength(5);
        expect(statuses.filter((status) => status === 429)).toHaveLength(15);
        expect(await db.selectFrom('contact_messages').select('id').execute()).toHaveLength(5);
      } finally {
        agent.destroy();
        await server.close();
        await place.remove();
      }
    }, 60_000);
  });
}
