import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { caseVisitor, cookieOf, documentOf, textOf } from './helpers/case-visitor';
import * as sample from './helpers/documents-samples';
import { BOUNDARY, multipart } from './helpers/documents-server';
import { ENGINES } from './helpers/engines';
import { useOffice } from './helpers/office-server';

// "Your documents" and "Email for updates" on the visitor's case page (docs/back-office.md, "The
// visitor's case page"; decision 072), posted as a browser without JavaScript posts them, through
// the real server; and the language a case takes from the page it was opened or joined on
// (decision 073).

const UPLOADS = 4;

for (const engine of ENGINES) {
  describe(`the case page's documents and e-mail on ${engine}`, { timeout: 60_000 }, () => {
    const server = useOffice(engine, { TRUST_PROXY: 'true', UPLOAD_RATE_LIMIT: String(UPLOADS) });
    const visitor = caseVisitor(server);
    const db = () => server().app.office.database.db;
    let n = 0;
    const nextClient = () => `203.0.113.${(n += 1)}`;

    /** The upload form of the case page, posted by a browser: multipart, asking for a page. */
    function upload(
      path: string,
      file: { bytes: Buffer; name: string } | undefined,
      request: { cookie?: string; client: string; headers?: Record<string, string> },
    ) {
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
      else form.append('file', new Blob([]), '');
      return fetch(`${server().url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Accept: 'text/html,application/xhtml+xml',
          Origin: server().url,
          'X-Forwarded-For': request.client,
          ...(request.cookie ? { Cookie: request.cookie } : {}),
          ...request.headers,
        },
        body: form,
      });
    }
    const documentsOf = async (reference: string) =>
      (
        await db()
          .selectFrom('documents as d')
          .innerJoin('cases as c', 'c.id', 'd.case_id')
          .select('d.original_name')
          .where('c.reference', '=', reference)
          .orderBy('d.created_at')
          .execute()
      ).map((row) => row.original_name);
    const caseRow = (reference: string) =>
      db()
        .selectFrom('cases')
        .select(['email', 'language'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();

    it('"Your documents" lists the case’s files by name (as text) and date; the upload form adds to this case and comes back to the page', async () => {
      const client = nextClient();
      const { reference, cookie } = await visitor.withCase(client);
      const empty = documentOf((await visitor.open('/case', { cookie })).html);
      expect(textOf(empty.getElementById('documents-heading'))).toBe('Your documents');
      expect(textOf(empty.querySelector('section[aria-labelledby="documents-heading"] p'))).toBe(
        'No documents yet.',
      );
      const form = empty.querySelector('form[aria-labelledby="add-document-heading"]');
      expect(form?.getAttribute('action')).toBe('/case/documents');
      expect(form?.getAttribute('enctype')).toBe('multipart/form-data');
      expect(textOf(form?.querySelector('label[for="case-upload-file"]'))).toBe('Choose a file');
      expect(textOf(form?.querySelector('button[type="submit"]'))).toBe('Upload');

      const sent = await upload(
        '/case/documents',
        { bytes: sample.pdf(), name: 'W-2 <b>2025.pdf' },
        { cookie, client },
      );
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe('/case?uploaded=1');
      expect(sent.headers.get('cache-control')).toBe('no-store');
      const renewed = cookieOf(sent);
      const page = await visitor.open('/case?uploaded=1', { cookie: renewed });
      const doc = documentOf(page.html);
      expect(textOf(doc.querySelector('main [role="status"]'))).toBe(
        'Your document was added to your case.',
      );
      const listed = [...doc.querySelectorAll('ul[aria-labelledby="documents-heading"] li')];
      expect(listed).toHaveLength(1);
      const name = (await documentsOf(reference))[0] ?? '';
      expect(name).toMatch(/W-2.*\.pdf$/);
      expect(textOf(listed[0])).toMatch(
        new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · \\w{3} \\d{1,2}, \\d{4}$`),
      );
      expect(doc.querySelector('main b')).toBeNull();

      // The same form from a script (asking for JSON): the upload's own answer.
      const json = await fetch(`${server().url}/es/case/documents`, {
        method: 'POST',
        headers: { Origin: server().url, Cookie: cookie, 'X-Forwarded-For': client },
        body: (() => {
          const form = new FormData();
          form.append('upload_preset', 'tax_documents');
          form.append('file', new Blob([new Uint8Array(sample.png())]), 'scan.png');
          return form;
        })(),
      });
      expect(json.status).toBe(200);
      expect(await json.json()).toMatchObject({ reference, format: 'png' });
      expect(await documentsOf(reference)).toHaveLength(2);
      // Joined from /es/case/documents: the case, opened in English, keeps its language.
      expect((await caseRow(reference)).language).toBe('en');
    });

    it('refuses what /api/upload refuses, with the page in its language and nothing stored: not a PDF or image, no file, another site, too many', async () => {
      const client = nextClient();
      const { reference, cookie } = await visitor.withCase(client);
      const alertOf = (html: string) =>
        textOf(documentOf(html).querySelector('form [role="alert"]'));

      const html = await upload(
        '/es/case/documents',
        { bytes: sample.html(), name: 'w2.pdf' },
        { cookie, client },
      );
      expect(html.status).toBe(415);
      const refused = await html.text();
      expect(documentOf(refused).documentElement.lang).toBe('es');
      expect(alertOf(refused)).toMatch(/^La carga falló\. ¡Inténtelo de nuevo! \S/);
      expect(refused).not.toContain(sample.MARKER);

      const none = await upload('/case/documents', undefined, { cookie, client });
      expect(none.status).toBe(400);
      expect(alertOf(await none.text())).toBe('Please select a file!');

      const crossSite = await upload(
        '/case/documents',
        { bytes: sample.pdf(), name: 'a.pdf' },
        {
          cookie,
          client,
          headers: { Origin: 'https://evil.example' },
        },
      );
      expect(crossSite.status).toBe(403);
      expect(alertOf(await crossSite.text())).toBe(
        'Upload failed. Try again! Uploads are accepted only from this site’s own pages.',
      );
      // A browser whose case cookie ran out: the page without a case, and the reason still shown.
      const noCookie = await upload(
        '/case/documents',
        { bytes: sample.text(), name: 'a.pdf' },
        {
          client,
        },
      );
      expect(noCookie.status).toBe(415);
      const page = documentOf(await noCookie.text());
      expect(textOf(page.querySelector('main [role="alert"]'))).toMatch(
        /^Upload failed\. Try again! /,
      );
      expect(page.getElementById('open-heading')).not.toBeNull();
      expect(await documentsOf(reference)).toEqual([]);

      // UPLOADS a client, the refused ones counted too but the one with no file.
      const other = nextClient();
      const results = [];
      for (let i = 0; i < UPLOADS + 1; i += 1) {
        results.push(
          (
            await upload(
              '/case/documents',
              { bytes: sample.pdf(), name: `d${i}.pdf` },
              { cookie, client: other },
            )
          ).status,
        );
      }
      expect(results).toEqual([303, 303, 303, 303, 429]);
      expect(await documentsOf(reference)).toHaveLength(UPLOADS);
    });

    it('a browser that goes mid-upload leaves nothing: no document, no file; the next upload is stored', async () => {
      const client = nextClient();
      const { reference, cookie } = await visitor.withCase(client);
      const storedFiles = async () => {
        let files = 0;
        for await (const object of server().app.documents.storage.list()) {
          if (object.name !== '') files += 1;
        }
        return files;
      };
      const before = await storedFiles();
      const { port } = new URL(server().url);
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `POST /case/documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\n` +
          `Origin: ${server().url}\r\nX-Forwarded-For: ${client}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 900000\r\n\r\n`,
      );
      socket.write(
        Buffer.concat([
          multipart([{ name: 'upload_preset', data: 'tax_documents' }], { close: false }),
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="w2.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          sample.largePdf(400_000),
        ]),
      );
      // The upload has taken its place under the limit: its body is being read. Then it goes.
      await expect
        .poll(async () => {
          const rows = await db()
            .selectFrom('rate_events')
            .select('id')
            .where('kind', '=', 'upload')
            .where('key', '=', client)
            .execute();
          return rows.length;
        })
        .toBe(1);
      socket.destroy();

      const next = await upload(
        '/case/documents',
        { bytes: sample.pdf(), name: 'after.pdf' },
        { cookie, client },
      );
      expect(next.status).toBe(303);
      expect(await documentsOf(reference)).toEqual(['after.pdf']);
      await expect.poll(storedFiles).toBe(before + 1);
      expect(server().logs.filter((line) => /failed/.test(line))).toEqual([]);
    });

    it('"Email for updates": shown filled, saved when it is an address, refused with the reason otherwise (no header rides in), nothing saved', async () => {
      const client = nextClient();
      const { reference, cookie } = await visitor.withCase(client, { email: 'first@example.com' });
      /** The field's value as the page writes it (before a browser's own clean-up of it). */
      const field = (html: string) =>
        documentOf(html).getElementById('case-email')?.getAttribute('value');
      const page = await visitor.open('/case', { cookie });
      expect(field(page.html)).toBe('first@example.com');
      expect(textOf(documentOf(page.html).querySelector('label[for="case-email"]'))).toBe(
        'Email for updates',
      );
      expect(
        documentOf(page.html).querySelector('form[action="/case/email"] button')?.textContent,
      ).toBe('Save');

      const saved = await visitor.post(
        '/case/email',
        { email: '  new@example.com ' },
        { cookie, client },
      );
      expect(saved.status).toBe(303);
      expect(saved.location).toBe('/case?saved=1');
      expect((await caseRow(reference)).email).toBe('new@example.com');
      const after = await visitor.open('/case?saved=1', { cookie });
      expect(field(after.html)).toBe('new@example.com');
      // This server sends no mail (no SMTP_URL): "Saved." says so, never "We will write" (decision
      // 185); with mail on, the e2e case flow reads "Saved. We will write to this address."
      expect(textOf(documentOf(after.html).querySelector('main [role="status"]'))).toBe(
        'Saved. We cannot send e-mail at the moment, so nothing goes to this address yet. For news of your case, look at this page or call us at (800) 555-0142.',
      );
      // A later contact message does not change it: it fills only an empty one.
      await sendContactForm(
        server().url,
        { name: 'Ana', email: 'third@example.com', message: 'Again' },
        { cookie, headers: { 'X-Forwarded-For': client } },
      );
      expect((await caseRow(reference)).email).toBe('new@example.com');

      for (const [path, typed, reason] of [
        ['/case/email', '', 'Please enter your e-mail address.'],
        [
          '/case/email',
          'not an address',
          'Please enter an e-mail address such as name@example.com.',
        ],
        [
          '/case/email',
          'new@example.com\r\nBcc: thief@evil.example',
          'Please enter an e-mail address such as name@example.com.',
        ],
        [
          '/case/email',
          'Ana <thief@evil.example>',
          'Please enter an e-mail address such as name@example.com.',
        ],
        [
          '/case/email',
          'a@example.com,thief@evil.example',
          'Please enter an e-mail address such as name@example.com.',
        ],
        [
          '/es/case/email',
          '"><script>alert(1)</script>',
          'Escriba un correo electrónico como nombre@ejemplo.com.',
        ],
        [
          '/case/email',
          `${'a'.repeat(250)}@example.com`,
          'Your e-mail address can be at most 254 characters long.',
        ],
      ] as const) {
        const refused = await visitor.post(path, { email: typed }, { cookie, client });
        expect(refused.status).toBe(400);
        const doc = documentOf(refused.html);
        expect(textOf(doc.getElementById('case-email-error'))).toBe(reason);
        expect(field(refused.html)).toBe(typed.replace(/\r\n/g, '\n'));
        expect(doc.querySelector('script:not([nonce])')).toBeNull();
      }
      expect((await caseRow(reference)).email).toBe('new@example.com');

      const crossSite = await visitor.post(
        '/es/case/email',
        { email: 'x@example.com' },
        {
          cookie,
          client,
          headers: { Origin: 'https://evil.example' },
        },
      );
      expect(crossSite.status).toBe(403);
      expect(crossSite.html).toContain('Este formulario solo se puede enviar');
      const noCase = await visitor.post('/case/email', { email: 'x@example.com' }, { client });
      expect(noCase.status).toBe(400);
      expect(noCase.html).toContain('This browser has no case with us yet');
      expect((await visitor.open('/case/email', { cookie })).status).toBe(405);
      expect((await caseRow(reference)).email).toBe('new@example.com');
    });

    it('a case opens in the language of the page it is opened from (the contact form’s, the upload’s), and a case joined keeps its own', async () => {
      const spanish = await visitor.withCase(nextClient(), { language: 'es' });
      expect((await caseRow(spanish.reference)).language).toBe('es');
      const english = await visitor.withCase(nextClient(), { language: 'en' });
      expect((await caseRow(english.reference)).language).toBe('en');

      // The upload from /es/upload (its Referer), with JavaScript or without.
      const uploadFrom = async (page: string, cookie?: string) => {
        const form = new FormData();
        form.append('upload_preset', 'tax_documents');
        form.append('file', new Blob([new Uint8Array(sample.pdf())]), 'w2.pdf');
        const response = await fetch(`${server().url}/api/upload`, {
          method: 'POST',
          headers: {
            Origin: server().url,
            Referer: `${server().url}${page}`,
            'X-Forwarded-For': nextClient(),
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body: form,
        });
        expect(response.status).toBe(200);
        const { reference } = (await response.json()) as { reference: string };
        return { reference, cookie: cookieOf(response) };
      };
      const opened = await uploadFrom('/es/upload');
      expect((await caseRow(opened.reference)).language).toBe('es');
      expect((await caseRow((await uploadFrom('/upload')).reference)).language).toBe('en');
      // A case joined from a page in the other language keeps its own.
      await uploadFrom('/es', english.cookie);
      expect((await caseRow(english.reference)).language).toBe('en');
      // From the English contact page, in the Spanish case's browser.
      const joined = await sendContactForm(
        server().url,
        { name: 'Ana', email: 'ana@example.com', message: 'Hello' },
        { cookie: opened.cookie, headers: { 'X-Forwarded-For': nextClient() } },
      );
      expect(joined.reference).toBe(opened.reference);
      expect((await caseRow(opened.reference)).language).toBe('es');
    });
  });
}
