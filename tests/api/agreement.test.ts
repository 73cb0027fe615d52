import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSIONS } from '../../app/agreement-version.server';
import { AGREEMENT_LIMIT, USER_AGENT_MAX } from '../../server/cases/agreement';
import { ENGINES } from './helpers/engines';
import { db, server, useStaffOffice } from './helpers/staff-office';

// "I Agree & Continue" recorded in the visitor's case (docs/back-office.md, "The agreement,
// recorded"; decision 075), through the real server: POST /api/agreement as the agreement page's
// script sends it, what is kept, what is refused, and hostile use. The page's own form post (no
// JavaScript) reaches the same recorder through the route's action: tests/built and tests/e2e.

const EN = AGREEMENT_VERSIONS.en;
const ES = AGREEMENT_VERSIONS.es;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let n = 0;
/** A client address of its own per call, so that one test's limit spares the others. */
const nextClient = () => `203.0.113.${(n += 1)}`;

async function accept(
  body: unknown,
  {
    cookie,
    client = nextClient(),
    headers = {},
  }: {
    cookie?: string;
    client?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const response = await fetch(`${server.url}/api/agreement`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: server.url,
      'User-Agent': FIREFOX,
      'X-Forwarded-For': client,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  const cookieSet = response.headers.getSetCookie()[0]?.split(';')[0];
  return { status: response.status, json, response, cookie: cookieSet };
}

const acceptances = () =>
  db()
    .selectFrom('agreement_acceptances as a')
    .innerJoin('cases as c', 'c.id', 'a.case_id')
    .select(['c.reference', 'a.version', 'a.language', 'a.client_address', 'a.user_agent'])
    .orderBy('a.id')
    .execute();

const recordedEntries = () =>
  db()
    .selectFrom('audit_log')
    .select(['actor', 'action', 'subject', 'client_address'])
    .where('action', '=', 'agreement recorded')
    .orderBy('id')
    .execute();

const caseCount = async () =>
  Number(
    (
      await db()
        .selectFrom('cases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

for (const engine of ENGINES) {
  describe(`the agreement recorded on ${engine}`, { timeout: 60_000 }, () => {
    useStaffOffice(engine);

    it('opens a case for a browser without one: time, version, language, address, browser; audited', async () => {
      const client = nextClient();
      const before = Date.now();
      const first = await accept({ version: EN }, { client });
      expect(first.status).toBe(201);
      expect(first.json).toEqual({ recorded: true, reference: expect.stringMatching(/^QR-/) });
      expect(first.response.headers.get('cache-control')).toBe('no-store');
      expect(first.cookie).toMatch(/^qr_case=/);
      const reference = String(first.json.reference);
      const rows = await db().selectFrom('agreement_acceptances').select(['accepted_at']).execute();
      expect(rows.at(-1)?.accepted_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await acceptances()).filter((row) => row.reference === reference)).toEqual([
        { reference, version: EN, language: 'en', client_address: client, user_agent: FIREFOX },
      ]);
      expect((await recordedEntries()).filter((e) => e.subject === `case ${reference}`)).toEqual([
        {
          actor: 'visitor',
          action: 'agreement recorded',
          subject: `case ${reference}`,
          client_address: client,
        },
      ]);

      // The same text again from the same case: the first acceptance stands, nothing is added.
      const again = await accept({ version: EN }, { cookie: first.cookie, client });
      expect(again.status).toBe(200);
      expect(again.json).toEqual({ recorded: false, reference });
      expect(again.cookie).toMatch(/^qr_case=/);
      // The Spanish text is another text: recorded beside it, in the same case.
      const spanish = await accept({ version: ES }, { cookie: first.cookie, client });
      expect(spanish.status).toBe(201);
      expect(spanish.json).toEqual({ recorded: true, reference });
      const mine = (await acceptances()).filter((row) => row.reference === reference);
      expect(mine.map((row) => [row.version, row.language])).toEqual([
        [EN, 'en'],
        [ES, 'es'],
      ]);
      expect(
        (await recordedEntries()).filter((e) => e.subject === `case ${reference}`),
      ).toHaveLength(2);
    });

    it('joins the case a contact message opened; a case it opens speaks the page’s language', async () => {
      const sent = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClient() },
        body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'Hola' }),
      });
      const { reference } = (await sent.json()) as { reference: string };
      const cookie = sent.headers.getSetCookie()[0]?.split(';')[0];
      const joined = await accept({ version: ES }, { cookie });
      expect(joined.json).toEqual({ recorded: true, reference });
      const language = (ref: string) =>
        db().selectFrom('cases').select('language').where('reference', '=', ref).executeTakeFirst();
      // The case was the contact message's: its language is not the acceptance's to change.
      expect(await language(reference)).toEqual({ language: 'en' });
      const opened = await accept({ version: ES });
      expect(await language(String(opened.json.reference))).toEqual({ language: 'es' });
    });

    it('refuses, storing nothing and opening no case: another site, another text, what is no acceptance', async () => {
      const before = { cases: await caseCount(), rows: (await acceptances()).length };
      const refused = async (
        body: unknown,
        headers: Record<string, string>,
        status: number,
        code: string,
      ) => {
        const answer = await accept(body, { headers });
        expect(answer.status, JSON.stringify(answer.json)).toBe(status);
        expect((answer.json.error as { code: string }).code).toBe(code);
        expect(answer.cookie).toBeUndefined();
        return answer.json.error as { message: string; field?: string };
      };
      const crossSite = await refused(
        { version: EN },
        { Origin: 'https://evil.example' },
        403,
        'cross_site',
      );
      expect(crossSite.message).toBe('This form can only be sent from our own pages.');
      // A browser that leaves Origin out still says where the request came from.
      await refused(
        { version: EN },
        { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
        403,
        'cross_site',
      );
      const stale = await refused({ version: '0'.repeat(64) }, {}, 409, 'unknown_version');
      expect(stale).toEqual({
        code: 'unknown_version',
        message:
          'This is not the current text of the agreement. Open the agreement page again and accept it there.',
        field: 'version',
      });
      const spanish = await refused(
        { version: 'x' },
        { 'Accept-Language': 'es' },
        409,
        'unknown_version',
      );
      expect(spanish.message).toContain('Este no es el texto vigente del acuerdo.');
      await refused({ version: 7 }, {}, 400, 'invalid_request');
      await refused({}, {}, 400, 'invalid_request');
      await refused('{"version":', {}, 400, 'invalid_json');
      await refused(
        `version=${EN}`,
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        415,
        'unsupported_media_type',
      );
      await refused({ version: EN, pad: 'x'.repeat(2000) }, {}, 413, 'payload_too_large');
      const get = await fetch(`${server.url}/api/agreement`);
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      expect(await caseCount()).toBe(before.cases);
      expect(await acceptances()).toHaveLength(before.rows);
    });

    it(`takes ${AGREEMENT_LIMIT.limit} acceptances per client per 10 minutes, each of which could open a case`, async () => {
      const client = nextClient();
      for (let i = 0; i < AGREEMENT_LIMIT.limit; i += 1) {
        expect((await accept({ version: EN }, { client })).status).toBe(201);
      }
      const over = await accept({ version: EN }, { client });
      expect(over.status).toBe(429);
      expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((over.json.error as { message: string }).message).toMatch(
        /Please try again in \d+ minutes?\./,
      );
      expect(over.cookie).toBeUndefined();
      expect((await accept({ version: EN })).status).toBe(201);
    });

    it('keeps the first 512 characters of a long user agent; one of a megabyte never reaches it', async () => {
      const long = `Agent/${'é'.repeat(5000)}`;
      const cut = await accept({ version: EN }, { headers: { 'User-Agent': long } });
      expect(cut.status).toBe(201);
      const row = (await acceptances()).find((r) => r.reference === cut.json.reference);
      expect(row?.user_agent).toBe(Array.from(long).slice(0, USER_AGENT_MAX).join(''));

      // node:http refuses headers past 16 KiB before any code of ours reads them.
      const before = (await acceptances()).length;
      const status = await new Promise<number | 'closed'>((resolve) => {
        const url = new URL('/api/agreement', server.url);
        const body = JSON.stringify({ version: EN });
        const req = request(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': String(body.length),
            Origin: server.url,
            'User-Agent': 'A'.repeat(1024 * 1024),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        // The server may close the connection before this client has written the whole header.
        req.on('error', () => resolve('closed'));
        req.end(body);
      });
      expect([431, 'closed']).toContain(status);
      expect(await acceptances()).toHaveLength(before);
      expect((await accept({ version: EN })).status).toBe(201);
    });
  });
}
