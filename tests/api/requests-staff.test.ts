import { describe, expect, it } from 'vitest';
import { openRequestCounts } from '../../server/cases/requests';
import { documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { PREPARER, useRequestsOffice } from './helpers/requests-office';
import { until } from './helpers/smtp';
import { csrfToken } from './helpers/staff-client';
import { withoutRandomParts } from '../shared/mail-prose';

// "Documents requested" on the staff case page (docs/back-office.md, "Documents requested";
// decision 087), through the real server as a preparer's browser posts it, on PGlite and
// PostgreSQL: the form and its refusals, the one e-mail to the client (read from the SMTP server
// the test starts), "Mark received", the audit log, and the count of open requests per case.

/** The rows of "Documents requested": document, asked, state (as a reader hears them). */
function requestRows(html: string) {
  const section = documentOf(html).querySelector('section[aria-labelledby="requests-heading"]');
  return [...(section?.querySelectorAll('tbody tr') ?? [])].map((row) => {
    const cells = [...row.querySelectorAll('td')];
    const state = cells[2]?.cloneNode(true) as Element | undefined;
    const button = state?.querySelector('form button');
    state?.querySelector('form')?.remove();
    return {
      document: textOf(cells[0]),
      state: textOf(state),
      ...(button ? { button: textOf(button) } : {}),
    };
  });
}

const alertOf = (html: string) =>
  textOf(
    documentOf(html).querySelector('section[aria-labelledby="requests-heading"] [role="alert"]'),
  );

for (const engine of ENGINES) {
  describe(`documents requested by staff on ${engine}`, { timeout: 90_000 }, () => {
    const office = useRequestsOffice(engine);
    const { db, staff } = office;

    const auditOf = async (subject: string) =>
      (
        await db()
          .selectFrom('audit_log')
          .select(['action', 'actor', 'subject'])
          .where('subject', 'like', `case ${subject}%`)
          .orderBy('id')
          .execute()
      ).filter((row) => row.action !== 'case viewed');

    it('"Request document" lists the request as "Requested" (its name as text), audited, and e-mails the client once a round, never naming a document', async () => {
      const address = 'ana.requests@example.com';
      const { reference, id } = await office.caseWithEmail(address);
      const page = await staff().get(`/staff/cases/${reference}`);
      const doc = documentOf(page.html);
      expect(textOf(doc.getElementById('requests-heading'))).toBe('Documents requested');
      expect(textOf(doc.querySelector('label[for="request-document"]'))).toBe(
        'Document to request',
      );
      expect(
        textOf(doc.querySelector(`form[action="/staff/cases/${reference}/requests"] button`)),
      ).toBe('Request document');
      expect(requestRows(page.html)).toEqual([]);

      const first = await office.request(reference, '  2025 W-2 from <b>Acme</b> Corp  ');
      office.expectRedirect(first, `/staff/cases/${reference}?requested=1#requests-heading`);
      const second = await office.request(reference, '1099-INT from First Bank');
      office.expectRedirect(second, `/staff/cases/${reference}?requested=1#requests-heading`);

      const shown = await staff().get(`/staff/cases/${reference}?requested=1`);
      expect(textOf(documentOf(shown.html).querySelector('main [role="status"]'))).toBe(
        'The document was requested.',
      );
      expect(requestRows(shown.html)).toEqual([
        { document: '2025 W-2 from <b>Acme</b> Corp', state: 'Requested', button: 'Mark received' },
        { document: '1099-INT from First Bank', state: 'Requested', button: 'Mark received' },
      ]);
      expect(shown.html).not.toContain('<b>Acme</b>');
      const stored = await office.requestsOf(id);
      expect(stored.map((row) => [row.name, row.state])).toEqual([
        ['2025 W-2 from <b>Acme</b> Corp', 'requested'],
        ['1099-INT from First Bank', 'requested'],
      ]);
      expect(await auditOf(reference)).toEqual([
        {
          action: 'document requested',
          actor: PREPARER,
          subject: `case ${reference}: request ${stored[0]?.id}`,
        },
        { action: 'sign-in link sent', actor: PREPARER, subject: `case ${reference}` },
        {
          action: 'document requested',
          actor: PREPARER,
          subject: `case ${reference}: request ${stored[1]?.id}`,
        },
      ]);

      // Two requests in a row, one e-mail (decision 087): the first opened the round.
      const queued = await office.outboxTo(address);
      expect(queued.map((mail) => mail.subject)).toEqual([
        `We need documents for your case ${reference}`,
      ]);
      await until(() => office.smtp().received.some((mail) => mail.to.includes(address)));
      const mail = office.smtp().received.find((m) => m.to.includes(address))?.text ?? '';
      expect(mail).toContain(`Subject: We need documents for your case ${reference}`);
      expect(mail).toMatch(/\/case\/open\/[A-Za-z0-9_-]{43}/);
      expect(mail).toContain('QuickRefund');
      const prose = withoutRandomParts(mail);
      for (const word of ['W-2', 'Acme', '1099', 'Bank']) expect(prose).not.toContain(word);
    });

    it('a Spanish case gets the Spanish e-mail; a case without an e-mail gets none; a request after all were answered starts a new round', async () => {
      const { reference: spanish } = await office.caseWithEmail('luis.requests@example.com', 'es');
      office.expectRedirect(
        await office.request(spanish, 'W-2 2025'),
        `/staff/cases/${spanish}?requested=1#requests-heading`,
      );
      expect((await office.outboxTo('luis.requests@example.com')).map((m) => m.subject)).toEqual([
        `Necesitamos documentos para su caso ${spanish}`,
      ]);

      const noEmail = await office.caseWithEmail('nobody.requests@example.com');
      await db().updateTable('cases').set({ email: null }).where('id', '=', noEmail.id).execute();
      office.expectRedirect(
        await office.request(noEmail.reference, 'W-2 2025'),
        `/staff/cases/${noEmail.reference}?requested=1#requests-heading`,
      );
      expect(await office.requestsOf(noEmail.id)).toHaveLength(1);
      expect(await office.outboxTo('nobody.requests@example.com')).toEqual([]);
      expect((await auditOf(noEmail.reference)).map((row) => row.action)).toEqual([
        'document requested',
      ]);

      // All answered (marked received), then a new request: a new round, a new e-mail.
      const address = 'round.requests@example.com';
      const { reference, id } = await office.caseWithEmail(address);
      await office.request(reference, 'W-2 2025');
      const [open] = await office.requestsOf(id);
      const page = await staff().get(`/staff/cases/${reference}`);
      await staff().post(`/staff/cases/${reference}/requests/${open?.id}/received`, {
        csrf: csrfToken(page.html),
      });
      await office.request(reference, '1098-T from State College');
      expect(await office.outboxTo(address)).toHaveLength(2);
    });

    it('refuses an empty name, one over 200 characters, another site’s post and a post without the form token: the page says why, keeps what was typed, and stores nothing', async () => {
      const address = 'refused.requests@example.com';
      const { reference, id } = await office.caseWithEmail(address);
      const empty = await office.request(reference, '   ');
      expect(empty.status).toBe(400);
      expect(alertOf(empty.html)).toBe('Write the name of the document to request.');

      const long = 'W'.repeat(201);
      const tooLong = await office.request(reference, long);
      expect(tooLong.status).toBe(400);
      expect(alertOf(tooLong.html)).toBe('The document’s name can be at most 200 characters.');
      expect(
        documentOf(tooLong.html).getElementById('request-document')?.getAttribute('value'),
      ).toBe(long);
      // 200 characters, some of them outside the BMP, are within the limit.
      const exact = `${'😀'.repeat(100)}${'W'.repeat(100)}`;

      const page = await staff().get(`/staff/cases/${reference}`);
      const crossSite = await staff().post(
        `/staff/cases/${reference}/requests`,
        { csrf: csrfToken(page.html), document: 'W-2' },
        { Origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      const noToken = await staff().post(`/staff/cases/${reference}/requests`, { document: 'W-2' });
      expect(noToken.status).toBe(403);
      expect(await office.requestsOf(id)).toEqual([]);
      expect(await office.outboxTo(address)).toEqual([]);

      office.expectRedirect(
        await office.request(reference, exact),
        `/staff/cases/${reference}?requested=1#requests-heading`,
      );
      expect((await office.requestsOf(id)).map((row) => row.name)).toEqual([exact]);
    });

    it('"Mark received" closes an open request once, audited; a second time, or another case’s request, says it is no longer open', async () => {
      const { reference, id } = await office.caseWithEmail('mark.requests@example.com');
      const other = await office.caseWithEmail('other.requests@example.com');
      await office.request(reference, 'W-2 2025');
      await office.request(other.reference, 'W-2 2025');
      const [request] = await office.requestsOf(id);
      const [foreign] = await office.requestsOf(other.id);
      const page = await staff().get(`/staff/cases/${reference}`);
      const csrf = csrfToken(page.html);
      const path = `/staff/cases/${reference}/requests/${request?.id}/received`;
      expect(
        documentOf(page.html).querySelector(`form[action="${path}"] button`)?.textContent,
      ).toBe('Mark received');

      const marked = await staff().post(path, { csrf });
      office.expectRedirect(marked, `/staff/cases/${reference}?received=1#requests-heading`);
      const shown = await staff().get(`/staff/cases/${reference}?received=1`);
      expect(textOf(documentOf(shown.html).querySelector('main [role="status"]'))).toBe(
        'The request was marked received.',
      );
      expect(requestRows(shown.html)[0]?.state).toMatch(
        new RegExp(`^Received \\(marked by ${PREPARER}, .+\\)$`),
      );
      expect((await office.requestsOf(id))[0]).toMatchObject({
        state: 'received',
        document_id: null,
      });
      expect((await auditOf(reference)).at(-1)).toEqual({
        action: 'request marked received',
        actor: PREPARER,
        subject: `case ${reference}: request ${request?.id}`,
      });

      const again = await staff().post(path, { csrf });
      expect(again.status).toBe(409);
      expect(alertOf(again.html)).toBe(
        'That request is no longer open: it was answered or marked received already.',
      );
      const elsewhere = await staff().post(
        `/staff/cases/${reference}/requests/${foreign?.id}/received`,
        { csrf },
      );
      expect(elsewhere.status).toBe(409);
      expect((await office.requestsOf(other.id))[0]?.state).toBe('requested');
      const notAnId = await staff().post(`/staff/cases/${reference}/requests/1e3/received`, {
        csrf,
      });
      expect(notAnId.status).toBe(409);
    });

    it('counts the open requests of a list of cases in one query (the Cases screen’s "Waiting for")', async () => {
      const a = await office.caseWithEmail('count-a.requests@example.com');
      const b = await office.caseWithEmail('count-b.requests@example.com');
      const none = await office.caseWithEmail('count-c.requests@example.com');
      for (const name of ['W-2', '1099-INT', '1098-T']) await office.request(a.reference, name);
      await office.request(b.reference, 'W-2');
      const [closed] = await office.requestsOf(b.id);
      await db()
        .updateTable('document_requests')
        .set({ state: 'not_applicable', answered_at: new Date() })
        .where('id', '=', closed?.id ?? 0)
        .execute();
      await office.request(b.reference, '1099-INT');
      const counts = await openRequestCounts(db(), [a.id, b.id, none.id, 'not-a-uuid']);
      expect(Object.fromEntries(counts)).toEqual({ [a.id]: 3, [b.id]: 1 });
      expect(await openRequestCounts(db(), [])).toEqual(new Map());
    });
  });
}
