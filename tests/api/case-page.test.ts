import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffReply } from '../../server/cases/thread';
import { updateCase } from '../../server/cases/store';
import { documentOf, textOf } from './helpers/case-visitor';
import { openCase } from './helpers/case-work';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';

// The visitor's case page, /case and /es/case (docs/back-office.md, "The visitor's case page"),
// through the real server: reached with the case cookie, the thread, "Write to your preparer"
// posted as a browser without JavaScript posts it, and what it refuses.

const LIMIT = 4;

for (const engine of ENGINES) {
  describe(`the visitor's case page on ${engine}`, { timeout: 60_000 }, () => {
    const newPlace = usePlaces(engine);
    let place: Place;
    let server: OfficeServer;
    let n = 0;

    beforeAll(async () => {
      place = await newPlace();
      server = await startOffice(place, { TRUST_PROXY: 'true', CONTACT_RATE_LIMIT: String(LIMIT) });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await place?.remove();
    });
    const db = () => server.app.office.database.db;
    /** A client address of its own per test, so that one test's limit spares the others. */
    const nextClient = () => `203.0.113.${(n += 1)}`;

    /** A contact message from a new browser: its case's reference and cookie. */
    const visitorWithCase = (client: string, message = 'When will my refund arrive?') =>
      openCase(server.url, client, message);

    async function open(path: string, cookie: string | undefined, client: string) {
      const response = await fetch(`${server.url}${path}`, {
        redirect: 'manual',
        headers: { 'X-Forwarded-For': client, ...(cookie ? { Cookie: cookie } : {}) },
      });
      return { response, status: response.status, html: await response.text() };
    }

    async function send(
      path: string,
      cookie: string | undefined,
      client: string,
      message: string,
      headers: Record<string, string> = { Origin: server.url },
    ) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': client,
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        body: new URLSearchParams({ message }).toString(),
      });
      return { response, status: response.status, html: await response.text() };
    }

    const stored = async () =>
      (await db().selectFrom('case_messages').select('body').orderBy('id').execute()).map(
        (row) => row.body,
      );

    it('shows the case and its thread, oldest first, with the case cookie; never cached or indexed', async () => {
      const client = nextClient();
      const { reference, cookie } = await visitorWithCase(client);
      const found = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('cases')
        .set({ estimated_refund_cents: 125050 })
        .where('id', '=', found.id)
        .execute();
      const staff = await db()
        .insertInto('staff_accounts')
        .values({ email: 'prep@example.com', is_admin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addStaffReply(db(), {
        caseId: found.id,
        staffId: staff.id,
        body: 'Please send your <b>W-2</b>.',
        clientAddress: '',
      });

      const page = await open('/case', cookie, client);
      expect(page.status).toBe(200);
      expect(page.response.headers.get('cache-control')).toBe('no-store');
      expect(page.response.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.html).toContain('<html lang="en">');
      expect(page.html).toContain('<meta name="robots" content="noindex"/>');
      expect(page.html).toContain('<h1>Your case</h1>');
      expect(page.html).toContain(`<dt>Reference</dt><dd>${reference}</dd>`);
      expect(page.html).toContain('<dt>Status</dt><dd>Received</dd>');
      expect(page.html).toContain('<dt>Estimated refund</dt><dd>$1,250.50</dd>');
      expect(page.html).toContain('<progress max="100" value="10" aria-label="Refund progress">');
      expect(page.html).toContain('<span aria-hidden="true">10%</span>');
      // The visitor's message, then the reply, each with its author; markup as text.
      const mine = page.html.indexOf('<strong>You</strong>');
      const theirs = page.html.indexOf('<strong>Your preparer</strong>');
      expect(mine).toBeGreaterThan(0);
      expect(theirs).toBeGreaterThan(mine);
      expect(page.html.indexOf('When will my refund arrive?')).toBeGreaterThan(mine);
      expect(page.html).toContain('Please send your &lt;b&gt;W-2&lt;/b&gt;.');
      expect(page.html).toContain(
        '<form aria-labelledby="write-heading" action="/case" method="post">',
      );
      expect(page.html).toContain('<h2 id="write-heading">Write to your preparer</h2>');
      expect(page.html).toContain('<label for="case-message">Message</label>');
      expect(page.html).toContain('<button type="submit" class="button">Send message</button>');
      // Staff's e-mail never reaches the visitor.
      expect(page.html).not.toContain('prep@example.com');

      // Once the refund is sent the amount is no longer pending: named as what was expected; a
      // case closed without a refund shows none.
      await updateCase(db(), {
        caseId: found.id,
        status: 'refund_sent',
        estimatedRefundCents: 125050,
        staffId: staff.id,
      });
      const sent = await open('/case', cookie, client);
      expect(sent.html).toContain('<dt>Refund we expected</dt><dd>$1,250.50</dd>');
      expect(sent.html).not.toContain('<dt>Estimated refund</dt>');
      await db()
        .updateTable('cases')
        .set({ status: 'closed' })
        .where('id', '=', found.id)
        .execute();
      const closed = await open('/case', cookie, client);
      expect(closed.html).not.toContain('$1,250.50');

      // Without the cookie (another browser): no case, no form.
      const none = await open('/case', undefined, client);
      expect(none.status).toBe(200);
      expect(none.html).toContain('This browser has no case with us yet');
      expect(none.html).not.toContain(reference);
      expect(none.html).not.toContain('Send message');
      // A forged cookie is no cookie.
      const forged = await open('/case', `qr_case=${cookie.slice(8, 44)}.0.AAAA`, client);
      expect(forged.html).toContain('This browser has no case with us yet');
    });

    it('"Send message" posts without JavaScript: stored as text, the page says so, the cookie renewed; in Spanish too', async () => {
      const client = nextClient();
      const { cookie, reference } = await visitorWithCase(client);
      const sent = await send(
        '/case',
        cookie,
        client,
        '  Here is my <script>x</script> question\n',
      );
      expect(sent.status).toBe(303);
      expect(sent.response.headers.get('location')).toBe('/case?sent=1');
      expect(sent.response.headers.getSetCookie()[0]).toMatch(/^qr_case=.*HttpOnly/);
      expect((await stored()).at(-1)).toBe('Here is my <script>x</script> question');
      const after = await open('/case?sent=1', cookie, client);
      expect(after.html).toContain(
        'role="status">Your message was sent. Your preparer will answer here.</p>',
      );
      expect(after.html).toContain('Here is my &lt;script&gt;x&lt;/script&gt; question');
      expect(after.html).not.toContain('<script>x</script>');

      const spanish = await open('/es/case', cookie, client);
      expect(spanish.status).toBe(200);
      expect(spanish.response.headers.get('cache-control')).toBe('no-store');
      expect(spanish.html).toContain('<html lang="es">');
      expect(spanish.html).toContain('<h1>Su caso</h1>');
      expect(spanish.html).toContain('<dt>Referencia</dt>');
      expect(spanish.html).toContain('<dt>Estado</dt><dd>Recibido</dd>');
      expect(spanish.html).toContain('<strong>Usted</strong>');
      expect(spanish.html).toContain('<h2 id="write-heading">Escriba a su preparador</h2>');
      expect(spanish.html).toContain('<label for="case-message">Mensaje</label>');
      expect(spanish.html).toContain('action="/es/case"');
      expect(spanish.html).toContain('Enviar mensaje</button>');
      const language = async () =>
        (
          await db()
            .selectFrom('cases')
            .select('language')
            .where('reference', '=', reference)
            .executeTakeFirstOrThrow()
        ).language;
      expect(await language()).toBe('en');
      const enviado = await send('/es/case', cookie, client, 'Hola');
      // The case's e-mails now speak the language of the page the visitor wrote on.
      expect(await language()).toBe('es');
      expect(enviado.response.headers.get('location')).toBe('/es/case?sent=1');
      expect((await open('/es/case?sent=1', cookie, client)).html).toContain(
        'Se envió su mensaje.',
      );
    });

    it('refuses, in the page’s language, and stores nothing: empty, too long, cross-site, no case, too many', async () => {
      const client = nextClient();
      const { cookie } = await visitorWithCase(client);
      const before = await stored();

      const empty = await send('/case', cookie, client, '   ');
      expect(empty.status).toBe(400);
      expect(empty.html).toContain('role="alert" id="case-message-error">Please write a message.');
      const vacio = await send('/es/case', cookie, client, '');
      expect(vacio.status).toBe(400);
      expect(vacio.html).toContain('Escriba un mensaje.');
      const long = 'ñ'.repeat(5001);
      const tooLong = await send('/case', cookie, client, long);
      expect(tooLong.status).toBe(400);
      expect(tooLong.html).toContain('Your message can be at most 5,000 characters long.');
      expect(tooLong.html).toContain(`>${long}</textarea>`);

      const crossSite = await send('/case', cookie, client, 'from elsewhere', {
        Origin: 'https://evil.example',
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.html).toBe('This form can only be sent from our own pages.\n');
      const noOrigin = await send('/es/case', cookie, client, 'from elsewhere', {
        'Sec-Fetch-Site': 'cross-site',
      });
      expect(noOrigin.status).toBe(403);
      expect(noOrigin.html).toContain('Este formulario solo se puede enviar');
      const noCase = await send('/case', undefined, client, 'who am I?');
      expect(noCase.status).toBe(400);
      expect(noCase.html).toContain('This browser has no case with us yet');
      const put = await fetch(`${server.url}/case`, { method: 'PUT' });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(await stored()).toEqual(before);

      // The contact message took one of this client's LIMIT places; the rest go, the next waits.
      for (let i = 1; i < LIMIT; i += 1) {
        expect((await send('/case', cookie, client, `m${i}`)).status).toBe(303);
      }
      const tooMany = await send('/case', cookie, client, 'one more');
      expect(tooMany.status).toBe(429);
      expect(Number(tooMany.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(tooMany.html).toContain('You have sent several messages in a short time.');
      expect(tooMany.html).toContain('>one more</textarea>');
      expect((await stored()).slice(before.length)).toEqual(['m1', 'm2', 'm3']);
    });

    it('is in the site’s frame, rendered from the public pages’ components: skip link, banner, "Main", footer; one main, one h1', async () => {
      const client = nextClient();
      const { cookie } = await visitorWithCase(client);
      const frames = {
        en: {
          path: '/case',
          other: '/es/case',
          skip: 'Skip to content',
          region: 'Announcement',
          calculate: ['Calculate Refund', '/calculator'],
          close: 'Close banner',
          nav: 'Main',
          menu: 'Menu',
          links: ['Home', 'Upload Docs', 'Calculator', 'Testimonials', 'Contact', 'Agreement'],
          paths: ['/', '/upload', '/calculator', '/testimonials', '/contact', '/agreement'],
          footer: ['Contact', 'Calculator', 'Upload Docs', 'Your case', 'Terms', 'Privacy'],
        },
        es: {
          path: '/es/case',
          other: '/case',
          skip: 'Saltar al contenido',
          region: 'Anuncio',
          calculate: ['Calcular reembolso', '/es/calculator'],
          close: 'Cerrar anuncio',
          nav: 'Principal',
          menu: 'Menú',
          links: [
            'Inicio',
            'Subir documentos',
            'Calculadora',
            'Testimonios',
            'Contacto',
            'Acuerdo',
          ],
          paths: [
            '/es',
            '/es/upload',
            '/es/calculator',
            '/es/testimonials',
            '/es/contact',
            '/es/agreement',
          ],
          footer: [
            'Contacto',
            'Calculadora',
            'Subir documentos',
            'Su caso',
            'Términos',
            'Privacidad',
          ],
        },
      };
      for (const frame of Object.values(frames)) {
        for (const withCase of [true, false]) {
          const page = await open(frame.path, withCase ? cookie : undefined, client);
          expect(page.status).toBe(200);
          const doc = documentOf(page.html);
          // The skip link first in the tab order, to the one main.
          const first = doc.body.querySelector('a, button, input, textarea, select');
          expect(first?.getAttribute('href')).toBe('#main');
          expect(textOf(first)).toBe(frame.skip);
          expect(doc.querySelectorAll('main')).toHaveLength(1);
          expect(doc.querySelector('main')?.id).toBe('main');
          expect(doc.querySelectorAll('h1')).toHaveLength(1);
          // The banner, which closes without scripts back to this page.
          const banner = doc.querySelector(`section[aria-label="${frame.region}"]`);
          const calculate = banner?.querySelector('a');
          expect([textOf(calculate), calculate?.getAttribute('href')]).toEqual(frame.calculate);
          const close = banner?.querySelector(`button[aria-label="${frame.close}"]`);
          expect(close?.closest('form')?.getAttribute('action')).toBe(
            `/banner/close?back=${encodeURIComponent(frame.path)}`,
          );
          // The header's navigation "Main": its six links in order, none current; "Menu".
          const nav = doc.querySelector(`header nav[aria-label="${frame.nav}"]`);
          const links = [...(nav?.querySelectorAll('a') ?? [])];
          expect(links.map(textOf)).toEqual(frame.links);
          expect(links.map((link) => link.getAttribute('href'))).toEqual(frame.paths);
          expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
          const menu = nav?.querySelector('button');
          expect(textOf(menu)).toBe(frame.menu);
          expect(menu?.getAttribute('aria-expanded')).toBe('false');
          expect(doc.getElementById(menu?.getAttribute('aria-controls') ?? '')).toBe(
            nav?.querySelector('ul'),
          );
          expect(doc.querySelector('header a.language-switch')?.getAttribute('href')).toBe(
            frame.other,
          );
          // The footer: its links ("Your case" current here), the phone and the e-mail.
          const footer = doc.querySelector('footer');
          const footerLinks = [...(footer?.querySelectorAll('nav a') ?? [])];
          expect(footerLinks.map(textOf)).toEqual(frame.footer);
          const yours = footerLinks.find((link) => link.getAttribute('href') === frame.path);
          expect(yours?.getAttribute('aria-current')).toBe('page');
          expect(footer?.querySelector('a[href="tel:+18005550142"]')).not.toBeNull();
          expect(
            footer?.querySelector('a[href="mailto:support@quickrefund.example"]'),
          ).not.toBeNull();
          // Its inline scripts are the public pages' own, under this answer's nonce; none loaded.
          const nonce = /'nonce-([^']+)'/.exec(
            page.response.headers.get('content-security-policy') ?? '',
          )?.[1];
          const scripts = [...doc.querySelectorAll('script')];
          expect(scripts).toHaveLength(2);
          for (const script of scripts) {
            expect(script.getAttribute('nonce')).toBe(nonce);
            expect(script.hasAttribute('src')).toBe(false);
          }
          expect(doc.querySelector('link[rel="modulepreload"]')).toBeNull();
        }
      }
      // Closed without scripts earlier in the visit: gone from the first paint.
      const closed = await open('/case', `${cookie}; bannerClosed=true`, client);
      expect(closed.html).toContain('<html lang="en" class="banner-closed">');
    });
  });
}
