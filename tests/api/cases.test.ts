import { describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { REFERENCE_PATTERN } from '../../app/cases/reference-format';
import * as sample from './helpers/documents-samples';
import { ENGINES, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice, useOffice } from './helpers/office-server';

/** One browser: the case cookie it was given, sent back with each request. */
class Browser {
  cookie: string | undefined;
  constructor(
    private readonly server: OfficeServer,
    private readonly headers: Record<string, string> = {},
  ) {}

  private keep(response: Response) {
    const line = response.headers.getSetCookie().find((l) => /^(__Host-)?qr_case=/.test(l));
    if (line) this.cookie = line.split(';')[0];
    return line;
  }

  private send(extra: Record<string, string>): Record<string, string> {
    return { ...this.headers, ...(this.cookie ? { Cookie: this.cookie } : {}), ...extra };
  }

  async upload(
    bytes = sample.pdf(),
    filename = 'w2.pdf',
    accept?: string,
    extra: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.append('upload_preset', 'tax_documents');
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), filename);
    const response = await fetch(`${this.server.url}/api/upload`, {
      method: 'POST',
      body: form,
      headers: this.send({ ...(accept ? { Accept: accept } : {}), ...extra }),
    });
    const setCookie = this.keep(response);
    const text = await response.text();
    return { status: response.status, setCookie, text, response };
  }

  async uploadJson(bytes = sample.pdf(), filename = 'w2.pdf') {
    const answer = await this.upload(bytes, filename);
    return { ...answer, json: JSON.parse(answer.text) as Record<string, unknown> };
  }

  /** A message sent as the contact page's form sends it (tests/shared/contact-form.ts). */
  async message(email = 'ana@example.com') {
    const sent = await sendContactForm(
      this.server.url,
      { name: 'Ana Lopez', email, message: 'Here are my documents.' },
      { headers: this.send({}) },
    );
    if (sent.cookie !== undefined) this.cookie = sent.cookie;
    return sent;
  }
}

for (const engine of ENGINES) {
  describe(`cases on ${engine}`, () => {
    const newPlace = usePlaces(engine);
    const server = useOffice(newPlace, {
      CONTACT_RATE_LIMIT: '1000',
      UPLOAD_RATE_LIMIT: '1000',
      SMTP_URL: 'smtp://127.0.0.1:9',
      STAFF_EMAIL: 'office@example.com',
    });
    const db = () => server().app.office.database.db;

    it('the first upload opens a case; the same cookie joins it; the answer keeps the Cloudinary fields', async () => {
      const browser = new Browser(server());
      const first = await browser.uploadJson(sample.pdf(), 'w2.pdf');
      expect(first.status).toBe(200);
      expect(Object.keys(first.json).sort()).toEqual(
        [
          'bytes',
          'created_at',
          'format',
          'original_filename',
          'public_id',
          'reference',
          'secure_url',
        ].sort(),
      );
      const reference = first.json.reference as string;
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(first.setCookie).toMatch(
        /^qr_case=[0-9a-f-]{36}_[\w-]{22}\.\d+\.[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      // The cookie holds the case id, never the reference.
      expect(first.setCookie).not.toContain(reference.slice(3));

      const second = await browser.uploadJson(sample.png(), 'receipt.png');
      expect(second.json.reference).toBe(reference);
      const message = await browser.message();
      expect(message.status).toBe(200);
      expect(message.reference).toBe(reference);

      const found = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const documents = await db()
        .selectFrom('documents')
        .select(['id', 'original_name', 'content_type', 'size_bytes', 'case_id'])
        .where('case_id', '=', found.id)
        .orderBy('created_at')
        .orderBy('original_name', 'desc')
        .execute();
      expect(documents.map((d) => ({ ...d, size_bytes: Number(d.size_bytes) }))).toEqual([
        {
          id: first.json.public_id,
          original_name: 'w2.pdf',
          content_type: 'application/pdf',
          size_bytes: first.json.bytes,
          case_id: found.id,
        },
        {
          id: second.json.public_id,
          original_name: 'receipt.png',
          content_type: 'image/png',
          size_bytes: second.json.bytes,
          case_id: found.id,
        },
      ]);
      // The message just sent: the newest one.
      const stored = await db()
        .selectFrom('contact_messages')
        .select('case_id')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(stored.case_id).toBe(found.id);
    });

    it('another browser opens another case; a forged or altered cookie opens a new one', async () => {
      const mine = new Browser(server());
      const reference = (await mine.uploadJson()).json.reference;
      const other = new Browser(server());
      const theirs = (await other.message()).reference;
      expect(theirs).toMatch(REFERENCE_PATTERN);
      expect(theirs).not.toBe(reference);

      const [name = '', value = ''] = (mine.cookie ?? '').split('=');
      const [caseId, issued, signature = ''] = value.split('.');
      const forgeries = [
        // The right case id, a signature made up.
        `${name}=${caseId}.${issued}.${'A'.repeat(43)}`,
        // Someone else's case id under this cookie's signature.
        `${name}=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${issued}.${signature}`,
        // Issued later than it was: the signature covers the time too.
        `${name}=${caseId}.${Number(issued) + 1}.${signature}`,
        `${name}=${caseId}`,
      ];
      for (const cookie of forgeries) {
        const forger = new Browser(server());
        forger.cookie = cookie;
        const answer = await forger.uploadJson();
        expect(answer.status).toBe(200);
        expect(answer.json.reference, cookie).not.toBe(reference);
      }
      // The real cookie still joins.
      expect((await mine.uploadJson()).json.reference).toBe(reference);
    });

    it('a cookie whose case was disposed of opens a new case', async () => {
      const browser = new Browser(server());
      const reference = (await browser.uploadJson()).json.reference as string;
      await db().deleteFrom('cases').where('reference', '=', reference).execute();
      const again = await browser.uploadJson();
      expect(again.status).toBe(200);
      expect(again.json.reference).toMatch(REFERENCE_PATTERN);
      expect(again.json.reference).not.toBe(reference);
    });

    it('over https the cookie is __Host- prefixed and Secure; a forwarded scheme counts only from the trusted proxy', async () => {
      // Without TRUST_PROXY the forwarded header is ignored: plain http.
      const direct = new Browser(server(), { 'X-Forwarded-Proto': 'https' });
      const plain = await direct.upload();
      expect(plain.setCookie).toMatch(/^qr_case=/);
      expect(plain.setCookie).not.toContain('Secure');

      const proxiedPlace = await newPlace();
      const proxied = await startOffice(proxiedPlace, { TRUST_PROXY: 'true' });
      try {
        const browser = new Browser(proxied, { 'X-Forwarded-Proto': 'https' });
        const first = await browser.upload();
        expect(first.status).toBe(200);
        const attributes = (first.setCookie ?? '').split(';').map((part) => part.trim());
        expect(attributes[0]).toMatch(/^__Host-qr_case=.+/);
        expect(attributes).toEqual(
          expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']),
        );
        expect(attributes.some((part) => /^Domain=/i.test(part))).toBe(false);
        // The prefixed cookie is the one read back: the second upload joins the first's case.
        const reference = (JSON.parse(first.text) as { reference: string }).reference;
        const second = await browser.uploadJson();
        expect(second.json.reference).toBe(reference);
      } finally {
        await proxied.close();
        await proxiedPlace.remove();
      }
    });

    it('tells staff of each new case once, with the reference and a link, nothing else', async () => {
      const browser = new Browser(server());
      const reference = (await browser.uploadJson()).json.reference as string;
      await browser.uploadJson();
      await browser.message('secret.person@example.com');
      const mails = await db()
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'body'])
        .where('subject', 'like', `%${reference}%`)
        .execute();
      expect(mails).toEqual([
        {
          to_address: 'office@example.com',
          subject: `New case ${reference}`,
          body: `A visitor opened case ${reference} with a document, a message or the agreement.\n\nOpen it in the back office: http://localhost:3000/staff\n`,
        },
      ]);
    });

    it('without JavaScript (Accept: text/html) the upload answers with a page', async () => {
      const browser = new Browser(server());
      const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
      const answer = await browser.upload(sample.pdf(), 'w2.pdf', accept);
      expect(answer.status).toBe(200);
      expect(answer.response.headers.get('content-type')).toMatch(/^text\/html/);
      const reference = /Your reference: <strong>(QR-[\w-]+)<\/strong>/.exec(answer.text)?.[1];
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(answer.text).toContain('Upload successful! URL: <a class="upload__link" href="');
      expect(answer.text).toContain('Keep this reference: you need it to track your refund.');
      const csp = answer.response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(answer.text).toContain(`<style nonce="${nonce}">`);

      const refused = await browser.upload(Buffer.from('not a document'), 'notes.txt', accept);
      expect(refused.status).toBe(415);
      expect(refused.text).toContain('Upload failed. Try again! Only PDF files and images');
      expect(refused.text).toContain('<a href="/upload">');
    });

    it("the upload's answer page speaks the language of the page the form was on", async () => {
      const browser = new Browser(server());
      const accept = 'text/html';
      const english = { 'Accept-Language': 'en-US,en;q=0.9' };
      const fromSpanish = { ...english, Referer: `${server().url}/es/upload` };
      const answer = await browser.upload(sample.pdf(), 'w2.pdf', accept, fromSpanish);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<html lang="es">');
      expect(answer.text).toContain('¡Carga exitosa! URL: ');
      expect(answer.text).toContain('Su referencia: <strong>QR-');

      const refused = await browser.upload(Buffer.from('nada'), 'notas.txt', accept, fromSpanish);
      expect(refused.status).toBe(415);
      expect(refused.text).toContain('La carga falló. ¡Inténtelo de nuevo!');
      expect(refused.text).toContain('<a href="/es/upload">');

      // Another site's page, or none, says nothing: the browser's language decides.
      const elsewhere = { ...english, Referer: 'https://other.example/es/upload' };
      const foreign = await browser.upload(sample.pdf(), 'w2.pdf', accept, elsewhere);
      expect(foreign.text).toContain('<html lang="en">');
      const spanishBrowser = { 'Accept-Language': 'es-US,es;q=0.9' };
      const none = await browser.upload(sample.pdf(), 'w2.pdf', accept, spanishBrowser);
      expect(none.text).toContain('<html lang="es">');
    });
  });
}
