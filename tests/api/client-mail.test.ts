import { describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { issueSignInLink } from '../../server/cases/sign-in-links';
import { continueLink } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { server, smtp, staff, useMailOffice } from './helpers/mail-office';
import { seedCase } from './helpers/seed-case';
import { until } from './helpers/smtp';
import { csrfToken } from './helpers/staff-client';

// The e-mail to the client when staff reply (docs/back-office.md, "E-mails to the visitor"), read
// from a real SMTP server the test starts, and the sign-in link it carries.

const PUBLIC_URL = 'https://www.quickrefund.example';

for (const engine of ENGINES) {
  describe(`the client's e-mail on a staff reply, on ${engine}`, { timeout: 90_000 }, () => {
    useMailOffice(engine, { env: { PUBLIC_URL }, staffEmail: 'prep@example.com' });
    const db = () => server.app.office.database.db;

    async function reply(reference: string, text: string) {
      const page = await staff.get(`/staff/cases/${reference}`);
      return staff.post(`/staff/cases/${reference}/reply`, {
        csrf: csrfToken(page.html),
        reply: text,
      });
    }

    const open = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { redirect: 'manual', headers });

    it('mails the contact message’s address a subject, a sentence and a single-use sign-in link, never the reply', async () => {
      const sent = await sendContactForm(server.url, {
        name: 'Ana Lopez',
        email: 'ana@example.com',
        message: 'Hi',
      });
      const reference = sent.reference ?? '';
      // A later message from the same browser leaves the case's e-mail as the first one set it.
      const later = await sendContactForm(
        server.url,
        { name: 'Ana', email: 'other@example.com', message: 'Again' },
        { cookie: sent.cookie },
      );
      expect(later.reference).toBe(reference);
      const emails = await db().selectFrom('cases').select(['reference', 'email']).execute();
      expect(emails).toEqual([{ reference, email: 'ana@example.com' }]);
      const answer = await reply(reference, 'Your refund is $1,234; SSN 123-45-6789 on file.');
      expect(answer.status).toBe(303);
      await until(() => smtp.received.some((m) => m.to.includes('ana@example.com')));
      const mail = smtp.received.find((m) => m.to.includes('ana@example.com'));
      expect(mail?.text).toContain(`Subject: New message about your case ${reference}`);
      expect(mail?.text).toContain(`Your preparer wrote to you about your case ${reference}.`);
      expect(mail?.text).toContain('QuickRefund');
      expect(mail?.text).toContain('(800) 555-0142');
      expect(mail?.text).not.toContain('1,234');
      expect(mail?.text).not.toContain('123-45-6789');
      const link = new RegExp(`${PUBLIC_URL}/case/open/([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '');
      const token = link?.[1] ?? '';
      expect(token).toHaveLength(43);
      // Kept hashed only.
      const stored = await db().selectFrom('case_sign_in_links').select('token_hash').execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).not.toContain(token);
      const audited = await db()
        .selectFrom('audit_log')
        .select(['action', 'subject'])
        .where('action', 'in', ['reply sent', 'sign-in link sent'])
        .orderBy('id')
        .execute();
      expect(audited).toEqual([
        { action: 'reply sent', subject: `case ${reference}` },
        { action: 'sign-in link sent', subject: `case ${reference}` },
      ]);

      // Opened: the case cookie, and the case page with the reply.
      const opened = await continueLink(server.url, `/case/open/${token}`);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('/case');
      const cookie = opened.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      expect(cookie).toMatch(/^qr_case=/);
      const page = await (await open('/case', { Cookie: cookie })).text();
      expect(page).toContain(`<dd>${reference}</dd>`);
      expect(page).toContain('Your refund is $1,234; SSN 123-45-6789 on file.');

      // Once only; a guessed token the same; in the browser's language.
      const again = await open(`/case/open/${token}`);
      expect(again.status).toBe(410);
      expect(again.headers.getSetCookie()).toEqual([]);
      expect(await again.text()).toContain('This link has expired or was already used.');
      const guessed = await open(`/case/open/${'A'.repeat(43)}`, { 'Accept-Language': 'es' });
      expect(guessed.status).toBe(410);
      expect(await guessed.text()).toContain('Este enlace venció o ya se usó.');
    });

    it('a Spanish case gets Spanish mail and its link opens /es/case; an expired link is refused; no e-mail, no mail', async () => {
      const spanish = await seedCase(db());
      await db()
        .updateTable('cases')
        .set({ email: 'luis@example.com', language: 'es' })
        .where('id', '=', spanish.id)
        .execute();
      expect((await reply(spanish.reference, 'Hola')).status).toBe(303);
      await until(() => smtp.received.some((m) => m.to.includes('luis@example.com')));
      const mail = smtp.received.find((m) => m.to.includes('luis@example.com'));
      expect(mail?.text).toContain(`Subject: Nuevo mensaje sobre su caso ${spanish.reference}`);
      expect(mail?.text).toContain(`Su preparador le escribió sobre su caso ${spanish.reference}.`);
      const token = /\/case\/open\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
      const opened = await continueLink(server.url, `/case/open/${token}`);
      expect(opened.headers.get('location')).toBe('/es/case');

      const old = await issueSignInLink(
        db(),
        spanish.id,
        PUBLIC_URL,
        new Date(Date.now() - 73 * 60 * 60 * 1000),
      );
      expect((await open(new URL(old).pathname)).status).toBe(410);
      const fresh = await issueSignInLink(db(), spanish.id, PUBLIC_URL);
      expect((await continueLink(server.url, new URL(fresh).pathname)).status).toBe(303);

      // "Update case" with a new status and "E-mail the client" checked: the status e-mail.
      const page = await staff.get(`/staff/cases/${spanish.reference}`);
      expect(page.html).toContain('<dd>luis@example.com</dd>');
      const checkbox = /<input[^>]*id="case-update-notify"[^>]*>/.exec(page.html)?.[0] ?? '';
      expect(checkbox).toContain('type="checkbox"');
      expect(checkbox).toContain('name="notify"');
      expect(checkbox).toContain('checked=""');
      expect(page.html).toMatch(/<label for="case-update-notify">.*E-mail the client<\/label>/);
      const update = (status: string, notify: boolean) =>
        staff.post(`/staff/cases/${spanish.reference}`, {
          csrf: csrfToken(page.html),
          status,
          note: 'Private note: refund $999',
          estimate: '',
          ...(notify ? { notify: 'on' } : {}),
        });
      expect((await update('filed', true)).status).toBe(303);
      await until(() => smtp.received.some((m) => /Subject: Su caso .* ahora/.test(m.text)));
      const statusMail = smtp.received.find((m) => /Subject: Su caso .* ahora/.test(m.text));
      expect(statusMail?.to).toEqual(['luis@example.com']);
      // A long subject is folded over two header lines: read with its whitespace collapsed.
      expect(statusMail?.text.replace(/\s+/g, ' ')).toContain(
        `Subject: Su caso ${spanish.reference} ahora está: Declaración presentada al IRS`,
      );
      expect(statusMail?.text).toMatch(/\/case\/open\/[A-Za-z0-9_-]{43}/);
      expect(statusMail?.text).not.toContain('999');
      // Unchecked: the status changes, no mail is queued.
      const queued = async () =>
        (await db().selectFrom('mail_outbox').select('id').execute()).length;
      const beforeUnchecked = await queued();
      expect((await update('accepted', false)).status).toBe(303);
      expect(await queued()).toBe(beforeUnchecked);

      const silent = await seedCase(db());
      const before = await db().selectFrom('mail_outbox').select('id').execute();
      expect((await reply(silent.reference, 'Anyone?')).status).toBe(303);
      const after = await db().selectFrom('mail_outbox').select('id').execute();
      expect(after).toHaveLength(before.length);
    });
  });
}
