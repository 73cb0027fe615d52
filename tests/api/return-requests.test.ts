import { describe, expect, it } from 'vitest';
import { returnPage as en } from '../../app/copy/en/return';
import { returnPage as es } from '../../app/copy/es/return';
import { EMPTY_FORM, type ReturnForm } from '../../app/return/answers';
import {
  returnRequestMail,
  type ReturnStoreDeps,
  saveReturnDetails,
} from '../../app/return/details.server';
import { documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { useRequestsOffice } from './helpers/requests-office';
import { until } from './helpers/smtp';
import { withoutRandomParts } from '../shared/mail-prose';

// "Send to your preparer" through the running office (RETURN.md §1; decisions 114 and 115), on
// PGlite and PostgreSQL: the requests the answers call for are the client's "What we need from
// you" and staff's "Documents requested", one e-mail tells the client (read from the test's SMTP
// server) and names no document and no number, staff's events say "Return details sent" and then
// "Return details changed", and the Refund Tracker shows none of it.

const ACCOUNT = '000123456789';
const PIN = '491037';

const FORM: ReturnForm = {
  ...EMPTY_FORM,
  firstName: 'Ana',
  lastName: 'López',
  dateOfBirth: '1988-04-02',
  filingStatus: 'married_joint',
  street: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62701-1234',
  spouseFirstName: 'Luis',
  spouseLastName: 'Pérez',
  spouseDateOfBirth: '1986-01-15',
  dependents: [
    {
      firstName: 'Mateo',
      lastName: 'Pérez',
      dateOfBirth: '2015-06-30',
      relationship: 'son',
      months: '12',
    },
  ],
  income: { ...EMPTY_FORM.income, w2: true, unemployment: true },
  w2Count: '1',
  refundMethod: 'direct_deposit',
  routingNumber: '021000021',
  accountNumber: ACCOUNT,
  confirmAccountNumber: ACCOUNT,
  accountType: 'checking',
  ipPin: PIN,
};

const SENT = [
  'Form W-2',
  'Form 1099-G',
  "Photo ID (driver's license or state ID)",
  'Social Security card for Mateo',
];

for (const engine of ENGINES) {
  describe(`return details sent through the office on ${engine}`, { timeout: 90_000 }, () => {
    const office = useRequestsOffice(engine);
    const { db, staff, visitor } = office;

    const depsFor = (caseId: string, reference: string): ReturnStoreDeps => {
      const running = office.office().app;
      return {
        db: db(),
        keyring: running.documents.documentsKeys,
        mail: returnRequestMail(running.office.clientMailOptions, caseId, reference).make,
      };
    };

    it('requests the documents, e-mails once naming none, and shows staff the events', async () => {
      const address = 'ana.return@example.com';
      const opened = await office.caseWithEmail(address);
      const { id, reference } = opened;
      const send = (form: ReturnForm, level: 'save' | 'send') =>
        saveReturnDetails(depsFor(id, reference), {
          caseId: id,
          form,
          level,
          words: en,
          clientAddress: opened.client,
        });
      const sent = await Promise.all([send(FORM, 'send'), send(FORM, 'send')]);
      expect(sent.map((result) => result.ok)).toEqual([true, true]);
      expect((await office.requestsOf(id)).map((row) => row.name)).toEqual(SENT);

      // One e-mail, as "Request document" sends it: a link, no document, no number.
      expect((await office.outboxTo(address)).map((mail) => mail.subject)).toEqual([
        `We need documents for your case ${reference}`,
      ]);
      await until(() => office.smtp().received.some((mail) => mail.to.includes(address)));
      const mail = office.smtp().received.find((m) => m.to.includes(address))?.text ?? '';
      expect(mail).toMatch(/\/case\/open\/[A-Za-z0-9_-]{43}/);
      const prose = withoutRandomParts(mail);
      for (const word of ['W-2', '1099', 'Photo ID', 'Mateo', ACCOUNT, '6789', PIN, '021000021']) {
        expect(prose).not.toContain(word);
      }

      // The client's "What we need from you" lists them.
      const casePage = await visitor.open('/case', { cookie: opened.cookie });
      for (const name of SENT) expect(casePage.html).toContain(name.replace("'", '&#x27;'));

      // A change after sending: staff read both events; the tracker lists neither.
      const changed = await send(
        {
          ...FORM,
          city: 'Chicago',
          accountNumber: '',
          confirmAccountNumber: '',
          routingNumber: '',
        },
        'save',
      );
      expect(changed).toMatchObject({ ok: true, changedAfterSending: true });
      const page = await staff().get(`/staff/cases/${reference}`);
      const events = [...documentOf(page.html).querySelectorAll('table tbody tr td')].map((cell) =>
        textOf(cell),
      );
      expect(events).toContain('Return details sent');
      expect(events).toContain('Return details changed');
      for (const secret of [ACCOUNT, PIN]) expect(page.html).not.toContain(secret);
      const tracked = await fetch(`${office.office().url}/api/track`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reference }),
      });
      const answer = await tracked.text();
      expect(tracked.status).toBe(200);
      expect(answer).not.toMatch(/return_(sent|changed)/);
      for (const secret of [ACCOUNT, PIN, 'Chicago']) expect(answer).not.toContain(secret);

      // Nothing the server logged carries a number.
      const audit = await db().selectFrom('audit_log').select(['action', 'subject']).execute();
      expect(JSON.stringify(audit)).not.toContain(ACCOUNT);
      expect(audit.filter((row) => row.action === 'return details sent')).toEqual([
        { action: 'return details sent', subject: `case ${reference}: 4 documents requested` },
      ]);
    });

    it('names the requests in Spanish in a Spanish case, with the Spanish e-mail', async () => {
      const address = 'luis.return@example.com';
      const opened = await office.caseWithEmail(address, 'es');
      const result = await saveReturnDetails(depsFor(opened.id, opened.reference), {
        caseId: opened.id,
        form: FORM,
        level: 'send',
        words: es,
        clientAddress: opened.client,
      });
      expect(result.ok).toBe(true);
      expect((await office.requestsOf(opened.id)).map((row) => row.name)).toEqual([
        'Formulario W-2',
        'Formulario 1099-G',
        'Identificación con foto (licencia de conducir o identificación estatal)',
        'Tarjeta de Seguro Social de Mateo',
      ]);
      expect((await office.outboxTo(address)).map((mail) => mail.subject)).toEqual([
        `Necesitamos documentos para su caso ${opened.reference}`,
      ]);
    });
  });
}
