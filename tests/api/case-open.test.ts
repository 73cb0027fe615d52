import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSignInLink } from '../../server/cases/sign-in-links';
import { caseVisitor, continueLink, cookieOf, documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { useOffice } from './helpers/office-server';
import { seedCase } from './helpers/seed-case';
import { decodedMail, startSmtp, until } from './helpers/smtp';

// "Open your case" (docs/back-office.md, "The visitor's case page"; decision 073): the form a
// browser without the case cookie gets, one answer for whatever is typed, an e-mail with a
// sign-in link only for a match, its limits, and the links themselves, through the real server
// with mail read from a real SMTP server.

const PUBLIC_URL = 'https://www.quickrefund.example';
const ANSWER = 'If that reference and e-mail match a case, we have sent a link to that address.';
const RESPUESTA =
  'Si esa referencia y ese correo electrónico coinciden con un caso, enviamos un enlace a esa dirección.';

for (const engine of ENGINES) {
  describe(`"Open your case" on ${engine}`, { timeout: 90_000 }, () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp({ read: decodedMail });
    });
    afterAll(() => smtp?.close());
    const server = useOffice(engine, {
      TRUST_PROXY: 'true',
      PUBLIC_URL,
      // Set before the office starts (useOffice's beforeAll runs after the one above).
      get SMTP_URL() {
        return `smtp://127.0.0.1:${smtp.port}`;
      },
      STAFF_EMAIL: 'office@example.com',
    });
    const visitor = caseVisitor(server);
    const db = () => server().app.office.database.db;
    let n = 0;
    /** A client address of its own per request: the per-client limit is tested on its own. */
    const nextClient = () => `198.51.100.${(n += 1) % 250}`;
    const ask = (reference: string, email: string, path = '/case/link', client = nextClient()) =>
      visitor.post(path, { reference, email }, { client });
    /** The mails the SMTP server took for an address (its domain in any case, as sent). */
    const mailsTo = (address: string) =>
      smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
    /** The mails queued for an address: what will be sent, once the outbox has gone round. */
    const queuedFor = async (address: string) =>
      (
        await db()
          .selectFrom('mail_outbox')
          .select('id')
          .where('to_address', '=', address)
          .execute()
      ).length;
    const linksOf = async (caseId: string) =>
      (
        await db()
          .selectFrom('case_sign_in_links')
          .select('token_hash')
          .where('case_id', '=', caseId)
          .execute()
      ).length;
    const audited = async () =>
      db()
        .selectFrom('audit_log')
        .select(['actor', 'action', 'subject'])
        .where('action', '=', 'sign-in link sent')
        .orderBy('id')
        .execute();

    /** A case with an e-mail for updates, as a contact message leaves it. */
    async function caseWith(email: string, language: 'en' | 'es' = 'en') {
      const seeded = await seedCase(db());
      await db()
        .updateTable('cases')
        .set({ email, language })
        .where('id', '=', seeded.id)
        .execute();
      return seeded;
    }

    it('a match queues one e-mail, to the case’s address, with a fresh link that opens the case; typed loosely, in any case', async () => {
      const { id, reference } = await caseWith('Ana.Lopez@Example.com');
      // The reference as people type it: lower case, spaces for dashes, O for 0, I or L for 1.
      const typed = reference
        .toLowerCase()
        .replaceAll('-', ' ')
        .replaceAll('0', 'o')
        .replaceAll('1', 'l');
      const asked = await ask(`  ${typed} `, 'ana.lopez@EXAMPLE.com ');
      expect(asked.status).toBe(303);
      expect(asked.location).toBe('/case?asked=1');
      expect(asked.response.headers.get('cache-control')).toBe('no-store');
      const page = await visitor.open(asked.location ?? '');
      const doc = documentOf(page.html);
      expect(textOf(doc.querySelector('main [role="status"]'))).toBe(ANSWER);
      expect(doc.querySelector('form[aria-labelledby="open-heading"]')).not.toBeNull();

      await until(() => mailsTo('Ana.Lopez@Example.com').length === 1);
      const mail = mailsTo('Ana.Lopez@Example.com')[0]?.text ?? '';
      expect(mail).toContain(`Subject: Your link to case ${reference}`);
      expect(mail).toContain(`You asked for a link to your case ${reference}.`);
      expect(mail).toContain('QuickRefund');
      expect(mail).toContain('(800) 555-0142');
      // Nothing of what was typed: the case's own address is written to.
      expect(mail).not.toContain('EXAMPLE.com');
      const token = new RegExp(`${PUBLIC_URL}/case/open/([A-Za-z0-9_-]{43})`).exec(mail)?.[1] ?? '';
      expect(token).toHaveLength(43);
      await server().app.office.settled();
      expect(await audited()).toContainEqual({
        actor: 'visitor',
        action: 'sign-in link sent',
        subject: `case ${reference}`,
      });

      const opened = await continueLink(server().url, `/case/open/${token}`);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('/case');
      const cookie = cookieOf(opened);
      const mine = await visitor.open('/case', { cookie });
      expect(mine.html).toContain(`<dd>${reference}</dd>`);
      expect(await linksOf(id)).toBe(1);
    });

    it('a Spanish case gets the e-mail in Spanish, and its link opens /es/case; the answer is in the page’s language', async () => {
      const { reference } = await caseWith('luis@example.com', 'es');
      const asked = await ask(reference, 'luis@example.com', '/case/link');
      expect(asked.location).toBe('/case?asked=1');
      await until(() => mailsTo('luis@example.com').length === 1);
      const mail = mailsTo('luis@example.com')[0]?.text ?? '';
      expect(mail).toContain(`Subject: Su enlace al caso ${reference}`);
      expect(mail).toContain(`Pidió un enlace a su caso ${reference}.`);
      const token = /\/case\/open\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? '';
      const continued = await continueLink(server().url, `/case/open/${token}`);
      expect(continued.headers.get('location')).toBe('/es/case');

      const pedido = await ask('QR-0000-0000-0000', 'nadie@example.com', '/es/case/link');
      expect(pedido.location).toBe('/es/case?asked=1');
      const pagina = await visitor.open(pedido.location ?? '');
      expect(textOf(documentOf(pagina.html).querySelector('main [role="status"]'))).toBe(RESPUESTA);
    });

    it('anything else gets the same answer and nothing is stored or sent: wrong e-mail, unknown or malformed reference, markup, a header in the e-mail', async () => {
      const { id, reference } = await caseWith('maria@example.com');
      const before = smtp.received.length;
      const tries = [
        [reference, 'someone@example.com'],
        [reference, 'maria@example.com\r\nBcc: thief@evil.example'],
        [reference, 'maria@example.com.evil.example'],
        ['QR-ZZZZ-ZZZZ-ZZZZ', 'maria@example.com'],
        ['<script>alert(1)</script>', '<b>maria@example.com</b>'],
        ['x'.repeat(5000), 'maria@example.com'],
      ];
      for (const [ref, email] of tries) {
        const asked = await ask(ref ?? '', email ?? '');
        expect([asked.status, asked.location, asked.html]).toEqual([
          303,
          '/case?asked=1',
          'See Other. Redirecting to /case?asked=1',
        ]);
      }
      await server().app.office.settled();
      expect(await queuedFor('maria@example.com')).toBe(0);
      expect(smtp.received.length).toBe(before);
      expect(await linksOf(id)).toBe(0);
      expect((await audited()).filter((row) => row.subject === `case ${reference}`)).toEqual([]);
    });

    it('at most 3 links per case an hour, and the 429 comes the same for a reference that matches nothing', async () => {
      const { id, reference } = await caseWith('pat@example.com');
      const statuses = async (ref: string, email: string) => {
        const answers = [];
        for (let i = 0; i < 4; i += 1) answers.push(await ask(ref, email));
        return answers;
      };
      // The same case, typed four ways: one count.
      const matching = [
        await ask(reference, 'pat@example.com'),
        await ask(reference.toLowerCase(), 'PAT@example.com'),
        await ask(reference.replaceAll('-', ''), 'pat@example.com'),
        await ask(reference.replaceAll('-', ' '), 'Pat@Example.com'),
      ];
      const none = await statuses('QR-ZZZZ-ZZZZ-ZZZY', 'pat@example.com');
      for (const answers of [matching, none]) {
        expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 429]);
        const refused = answers[3];
        expect(Number(refused?.response.headers.get('retry-after'))).toBeGreaterThan(3000);
        const alert = documentOf(refused?.html ?? '').querySelector('#open-error');
        expect(textOf(alert)).toMatch(
          /^A link was asked for this reference and e-mail several times in the last hour\. Please check your e-mail, or try again in (59|60) minutes\.$/,
        );
      }
      // Both refusals read alike but for what was typed into the form.
      const strip = (html: string) =>
        html.replace(/nonce="[^"]+"/g, '').replace(/value="[^"]*"/g, '');
      expect(strip(matching[3]?.html ?? '')).toBe(strip(none[3]?.html ?? ''));
      await server().app.office.settled();
      expect(await queuedFor('pat@example.com')).toBe(3);
      expect(await linksOf(id)).toBe(3);
      await until(() => mailsTo('pat@example.com').length === 3);

      // A new e-mail for updates within the hour: the count per case still holds, silently.
      await db()
        .updateTable('cases')
        .set({ email: 'pat.new@example.com' })
        .where('id', '=', id)
        .execute();
      expect((await ask(reference, 'pat.new@example.com')).status).toBe(303);
      await server().app.office.settled();
      expect(await queuedFor('pat.new@example.com')).toBe(0);
      expect(await linksOf(id)).toBe(3);
    });

    it('at most 10 tries a minute from one client (429, in the page’s language); what was typed comes back as text', async () => {
      const client = '192.0.2.77';
      for (let i = 0; i < 10; i += 1) {
        expect(
          (
            await ask(
              `QR-AAAA-AAAA-AA${String(i).padStart(2, '0')}`,
              'a@example.com',
              '/case/link',
              client,
            )
          ).status,
        ).toBe(303);
      }
      const refused = await ask('<i>QR</i>', '"><script>x</script>', '/es/case/link', client);
      expect(refused.status).toBe(429);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
      const doc = documentOf(refused.html);
      expect(doc.documentElement.lang).toBe('es');
      expect(textOf(doc.querySelector('#open-error'))).toBe(
        'Pidió varios enlaces en poco tiempo. Espere un minuto y vuelva a intentarlo.',
      );
      expect(doc.querySelector('script:not([nonce])')).toBeNull();
      expect(doc.querySelector('i')).toBeNull();
      expect((doc.getElementById('open-reference') as HTMLInputElement).value).toBe('<i>QR</i>');
      expect((doc.getElementById('open-email') as HTMLInputElement).value).toBe(
        '"><script>x</script>',
      );
    });

    it('refuses empty fields, other sites and other methods, in the page’s language, counting nothing', async () => {
      const client = '192.0.2.88';
      const empty = await ask('  ', 'ana@example.com', '/case/link', client);
      expect(empty.status).toBe(400);
      expect(textOf(documentOf(empty.html).querySelector('#open-error'))).toBe(
        'Please enter your reference and your e-mail address.',
      );
      const vacio = await ask('QR-1', '', '/es/case/link', client);
      expect(textOf(documentOf(vacio.html).querySelector('#open-error'))).toBe(
        'Escriba su referencia y su correo electrónico.',
      );
      for (const [path, origin, words] of [
        ['/case/link', 'https://evil.example', 'This form can only be sent from our own pages.\n'],
        ['/es/case/link', 'null', 'Este formulario solo se puede enviar'],
      ] as const) {
        const crossSite = await visitor.post(
          path,
          { reference: 'QR-1', email: 'a@example.com' },
          { client, headers: { Origin: origin } },
        );
        expect(crossSite.status).toBe(403);
        expect(crossSite.html).toContain(words);
      }
      const get = await visitor.open('/case/link');
      expect(get.status).toBe(405);
      expect(get.response.headers.get('allow')).toBe('POST');
      const counted = await db()
        .selectFrom('rate_events')
        .select('id')
        .where('key', '=', client)
        .execute();
      expect(counted).toEqual([]);
    });

    it('a link guessed, used, expired or malformed opens nothing and says so above "Open your case"; a link of another case opens that case only', async () => {
      const first = await caseWith('one@example.com');
      const second = await caseWith('two@example.com');
      const secondLink = await issueSignInLink(db(), second.id, PUBLIC_URL);
      const firstLink = await issueSignInLink(db(), first.id, PUBLIC_URL);
      const old = await issueSignInLink(
        db(),
        first.id,
        PUBLIC_URL,
        new Date(Date.now() - 73 * 3_600_000),
      );
      // The browser of the first case opens the second's link: it now holds the second case.
      const opened = await continueLink(server().url, new URL(secondLink).pathname);
      const cookie = cookieOf(opened);
      expect((await visitor.open('/case', { cookie })).html).toContain(
        `<dd>${second.reference}</dd>`,
      );
      expect((await continueLink(server().url, new URL(firstLink).pathname)).status).toBe(303);

      for (const path of [
        new URL(secondLink).pathname,
        new URL(firstLink).pathname,
        new URL(old).pathname,
        `/case/open/${'A'.repeat(43)}`,
        '/case/open/short',
        `/case/open/${encodeURIComponent('<b>x</b>')}`,
      ]) {
        const refused = await visitor.open(path, { headers: { 'Accept-Language': 'es-US,es' } });
        expect(refused.status).toBe(410);
        expect(refused.response.headers.getSetCookie()).toEqual([]);
        expect(refused.response.headers.get('referrer-policy')).toBe('no-referrer');
        const doc = documentOf(refused.html);
        const alert = doc.querySelector('main [role="alert"]');
        expect(textOf(alert)).toBe('Este enlace venció o ya se usó.');
        const form = doc.querySelector('form[aria-labelledby="open-heading"]');
        expect(textOf(doc.getElementById('open-heading'))).toBe('Abra su caso');
        expect(alert?.compareDocumentPosition(form as Node)).toBe(4); // the form follows it
      }
    });
  });
}

for (const engine of ENGINES) {
  describe(`"Open your case" with mail off (no SMTP_URL) on ${engine}`, () => {
    const server = useOffice(engine, { TRUST_PROXY: 'true' });
    const visitor = caseVisitor(server);
    it('answers the same and stores no link: there is nothing to send it with', async () => {
      const db = server().app.office.database.db;
      const { id, reference } = await seedCase(db);
      await db
        .updateTable('cases')
        .set({ email: 'ana@example.com' })
        .where('id', '=', id)
        .execute();
      const asked = await visitor.post('/case/link', { reference, email: 'ana@example.com' });
      expect(asked.location).toBe('/case?asked=1');
      await server().app.office.settled();
      expect(await db.selectFrom('case_sign_in_links').select('case_id').execute()).toEqual([]);
      expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    });
  });
}
