import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSIONS } from '../../app/agreement-version.server';
import { AGREEMENT_LIMIT, USER_AGENT_MAX } from '../../server/cases/agreement';
import { ENGINES } from './helpers/engines';
import { db, server, useStaffOffice } from './helpers/staff-office';
import { acceptAgreementForm } from '../shared/agreement-form';
import { sendContactForm } from '../shared/contact-form';

// "I Agree & Continue" recorded in the visitor's case (docs/back-office.md, "The agreement,
// recorded"; decision 075), through the real server: the agreement page's form posted to its route
// action (tests/shared/agreement-form.ts), the one server path the hydrated page's fetcher takes
// too (decision 136); what is kept, what is refused, and hostile use. The page's answer itself
// (its sentence, its refresh) is tested in tests/built and tests/e2e.

const EN = AGREEMENT_VERSIONS.en;
const ES = AGREEMENT_VERSIONS.es;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let n = 0;
/** A client address of its own per call, so that one test's limit spares the others. */
const nextClient = () => `203.0.113.${(n += 1)}`;

async function accept(
  version: string,
  {
    cookie,
    client = nextClient(),
    headers = {},
    language = 'en',
    intent,
  }: {
    cookie?: string;
    client?: string;
    headers?: Record<string, string>;
    language?: 'en' | 'es';
    intent?: string;
  } = {},
) {
  return acceptAgreementForm(server.url, version, {
    language,
    cookie,
    intent,
    headers: { 'User-Agent': FIREFOX, 'X-Forwarded-For': client, ...headers },
  });
}

/** The reference of the case the latest acceptance from `client` is in. */
const referenceOf = async (client: string) =>
  (
    await db()
      .selectFrom('agreement_acceptances as a')
      .innerJoin('cases as c', 'c.id', 'a.case_id')
      .select('c.reference')
      .where('a.client_address', '=', client)
      .orderBy('a.id', 'desc')
      .executeTakeFirstOrThrow()
  ).reference;

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
      const first = await accept(EN, { client });
      expect(first.status).toBe(200);
      expect(first.html).toContain('Agreement accepted! Redirecting...');
      expect(first.cookie).toMatch(/^qr_case=/);
      const reference = await referenceOf(client);
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

      // The same text again from the same case: the first acceptance stands, nothing is added;
      // the case cookie is set again.
      const again = await accept(EN, { cookie: first.cookie, client });
      expect(again.status).toBe(200);
      expect(again.cookie).toMatch(/^qr_case=/);
      expect((await acceptances()).filter((row) => row.reference === reference)).toHaveLength(1);
      // The Spanish text is another text: recorded beside it, in the same case.
      const spanish = await accept(ES, { cookie: first.cookie, client, language: 'es' });
      expect(spanish.status).toBe(200);
      expect(spanish.html).toContain('¡Acuerdo aceptado! Redirigiendo...');
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
      const sent = await sendContactForm(
        server.url,
        { name: 'Ana', email: 'ana@example.com', message: 'Hola' },
        { headers: { 'X-Forwarded-For': nextClient() } },
      );
      const reference = sent.reference ?? '';
      const client = nextClient();
      await accept(ES, { cookie: sent.cookie, client, language: 'es' });
      expect(await referenceOf(client)).toBe(reference);
      const language = (ref: string) =>
        db().selectFrom('cases').select('language').where('reference', '=', ref).executeTakeFirst();
      // The case was the contact message's: its language is not the acceptance's to change.
      expect(await language(reference)).toEqual({ language: 'en' });
      const other = nextClient();
      await accept(ES, { client: other, language: 'es' });
      expect(await language(await referenceOf(other))).toEqual({ language: 'es' });
    });

    it('refuses, storing nothing and opening no case: another site, another text, what is no acceptance', async () => {
      const before = { cases: await caseCount(), rows: (await acceptances()).length };
      const refused = async (answer: Awaited<ReturnType<typeof accept>>, status: number) => {
        expect(answer.status, answer.html.slice(0, 200)).toBe(status);
        expect(answer.cookie).toBeUndefined();
        return answer.html;
      };
      expect(
        await refused(await accept(EN, { headers: { Origin: 'https://evil.example' } }), 403),
      ).toBe('This form can only be sent from our own pages.\n');
      // A browser that leaves Origin out still says where the request came from.
      await refused(
        await accept(EN, { headers: { Origin: '', 'Sec-Fetch-Site': 'cross-site' } }),
        403,
      );
      expect(
        await refused(
          await accept(EN, { headers: { Origin: 'https://evil.example' }, language: 'es' }),
          403,
        ),
      ).toContain('Este formulario solo se puede enviar');
      // A text this server does not show (a page from before the words changed, a made-up
      // version, none at all): the page says what it always says, and nothing is recorded.
      for (const version of ['0'.repeat(64), 'x', '']) {
        const stale = await refused(await accept(version), 200);
        expect(stale).toContain('Agreement accepted! Redirecting...');
      }
      expect(await refused(await accept('x', { language: 'es' }), 200)).toContain(
        '¡Acuerdo aceptado! Redirigiendo...',
      );
      // No button the form has, a body no form sends, a body past the pages' cap.
      await refused(await accept(EN, { intent: 'record' }), 400);
      const post = (body: string, headers: Record<string, string>) =>
        fetch(`${server.url}/agreement`, {
          method: 'POST',
          headers: { Origin: server.url, 'X-Forwarded-For': nextClient(), ...headers },
          body,
        });
      const json = await post(JSON.stringify({ intent: 'agree', version: EN }), {
        'Content-Type': 'application/json',
      });
      expect(json.status).toBe(415);
      const huge = await post(
        new URLSearchParams({ intent: 'agree', version: EN, pad: 'x'.repeat(70_000) }).toString(),
        { 'Content-Type': 'application/x-www-form-urlencoded' },
      );
      expect(huge.status).toBe(413);
      // The page takes GET, HEAD and POST only.
      const put = await fetch(`${server.url}/agreement`, { method: 'PUT' });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(await caseCount()).toBe(before.cases);
      expect(await acceptances()).toHaveLength(before.rows);
    });

    it(`takes ${AGREEMENT_LIMIT.limit} acceptances per client per 10 minutes, each of which could open a case`, async () => {
      const client = nextClient();
      const before = (await acceptances()).length;
      for (let i = 0; i < AGREEMENT_LIMIT.limit; i += 1) {
        expect((await accept(EN, { client })).cookie).toMatch(/^qr_case=/);
      }
      expect(await acceptances()).toHaveLength(before + AGREEMENT_LIMIT.limit);
      const over = await accept(EN, { client });
      // The page says what it always says; nothing is recorded and no case is opened.
      expect(over.status).toBe(200);
      expect(over.html).toContain('Agreement accepted! Redirecting...');
      expect(over.cookie).toBeUndefined();
      expect(await acceptances()).toHaveLength(before + AGREEMENT_LIMIT.limit);
      // Another client is not limited.
      expect((await accept(EN)).cookie).toMatch(/^qr_case=/);
    });

    it('keeps the first 512 characters of a long user agent; one of a megabyte never reaches it', async () => {
      const long = `Agent/${'é'.repeat(5000)}`;
      const client = nextClient();
      const cut = await accept(EN, { client, headers: { 'User-Agent': long } });
      expect(cut.status).toBe(200);
      const reference = await referenceOf(client);
      const row = (await acceptances()).find((r) => r.reference === reference);
      expect(row?.user_agent).toBe(Array.from(long).slice(0, USER_AGENT_MAX).join(''));

      // node:http refuses headers past 16 KiB before any code of ours reads them.
      const before = (await acceptances()).length;
      const status = await new Promise<number | 'closed'>((resolve) => {
        const url = new URL('/agreement', server.url);
        const body = new URLSearchParams({ intent: 'agree', version: EN }).toString();
        const req = request(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
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
      expect((await accept(EN)).status).toBe(200);
    });
  });
}
