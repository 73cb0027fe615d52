import { describe, expect, it } from 'vitest';
import { setReturnLocked } from '../../app/return/return-lock.server';
import { cookieOf, documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { useRequestsOffice } from './helpers/requests-office';
import { csrfToken } from './helpers/staff-client';
import { withoutRandomParts } from '../shared/mail-prose';
import { until } from './helpers/smtp';

// "Tell us about your return" (/case/return, /es/case/return; RETURN.md §1) posted as a browser
// without JavaScript posts it, through the real server on PGlite and PostgreSQL: the case page's
// access, every group and label, "Add a dependent" and "Remove", a refused post with its summary
// and nothing typed lost, Save and Send by post/redirect/get, the account shown only by its last
// 4 digits, the checklist on the case page and one e-mail naming nothing, the lock for signing,
// and staff's "Return details" with the audited "Show account number".

const ROUTING = '021000021';
const ACCOUNT = '000123456789';
const PIN = '491037';

/** A whole form as the page posts it, with one dependent. */
const FIELDS: Record<string, string> = {
  firstName: 'Ana',
  lastName: 'López',
  dateOfBirth: '1988-04-02',
  filingStatus: 'head_of_household',
  street: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  'dependents[0].firstName': 'Mateo',
  'dependents[0].lastName': 'López',
  'dependents[0].dateOfBirth': '2015-06-30',
  'dependents[0].relationship': 'son',
  'dependents[0].months': '12',
  'income.w2': 'on',
  w2Count: '2',
  'income.interest': 'on',
  refundMethod: 'direct_deposit',
  routingNumber: ROUTING,
  accountNumber: ACCOUNT,
  confirmAccountNumber: ACCOUNT,
  accountType: 'checking',
  ipPin: PIN,
};

const SENT = [
  'Form W-2 (1 of 2)',
  'Form W-2 (2 of 2)',
  'Form 1099-INT or 1099-DIV',
  "Photo ID (driver's license or state ID)",
  'Social Security card for Mateo',
];

const LEGENDS = [
  'About you',
  'Your spouse',
  'Dependents',
  'Your income',
  'Your refund',
  'How would you like your refund?',
  'Identity Protection PIN',
];

const LABELS = [
  'First name',
  'Last name',
  'Date of birth',
  'Filing status',
  'Street address',
  'City',
  'State',
  'ZIP code',
  "Spouse's first name",
  "Spouse's last name",
  "Spouse's date of birth",
  'W-2 wages from an employer',
  'Number of W-2 forms',
  'Self-employment or gig work (1099-NEC, 1099-K)',
  'Unemployment (1099-G)',
  'Interest or dividends (1099-INT, 1099-DIV)',
  'Retirement or pension (1099-R)',
  'Social Security (SSA-1099)',
  'Marketplace health insurance (1095-A)',
  'College tuition (1098-T)',
  'Direct deposit',
  'Paper check',
  'Routing number',
  'Account number',
  'Confirm account number',
  'Account type',
  'Identity Protection PIN',
];

/** The label's text for a control, by its `for`. */
const labelsOf = (doc: Document) =>
  [...doc.querySelectorAll('main form label')].map((label) => textOf(label));
const legendsOf = (doc: Document) =>
  [...doc.querySelectorAll('main form legend')].map((legend) => textOf(legend));
const control = (doc: Document, id: string) =>
  doc.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;

for (const engine of ENGINES) {
  describe(`the return page on ${engine}`, { timeout: 90_000 }, () => {
    const office = useRequestsOffice(engine);
    const { visitor, db, staff } = office;

    it('answers without a case with "Open your case", and with one shows every group and label', async () => {
      const without = documentOf((await visitor.open('/case/return')).html);
      expect(textOf(without.querySelector('h1'))).toBe('Your case');
      expect(textOf(without.getElementById('open-heading'))).toBe('Open your case');
      const refused = await visitor.post('/case/return', FIELDS);
      expect(refused.status).toBe(400);
      expect(textOf(documentOf(refused.html).getElementById('open-heading'))).toBe(
        'Open your case',
      );

      const { cookie } = await office.caseWithEmail('page.labels@example.com');
      const page = await visitor.open('/case/return', { cookie });
      expect(page.status).toBe(200);
      expect(page.response.headers.get('cache-control')).toBe('no-store');
      const doc = documentOf(page.html);
      expect(textOf(doc.querySelector('h1'))).toBe('Tell us about your return');
      expect(doc.querySelector('title')?.textContent).toMatch(/^Tell us about your return · /);
      expect(doc.querySelectorAll('script[type="module"]')).toHaveLength(0);
      expect(textOf(doc.querySelector('main'))).toContain('Not started');
      expect(legendsOf(doc)).toEqual(LEGENDS);
      expect(labelsOf(doc)).toEqual(LABELS);
      // Each label names its control.
      for (const label of doc.querySelectorAll('main form label')) {
        const target = doc.getElementById(label.getAttribute('for') ?? '');
        expect(target?.matches('input, select, textarea'), textOf(label)).toBe(true);
      }
      for (const id of ['dateOfBirth', 'spouseDateOfBirth']) {
        expect(control(doc, id)?.getAttribute('type')).toBe('date');
      }
      expect((control(doc, 'refundMethod') as HTMLInputElement).checked).toBe(true);
      expect(control(doc, 'state')?.querySelectorAll('option')).toHaveLength(52);
      expect(control(doc, 'filingStatus')?.querySelectorAll('option')).toHaveLength(6);
      const buttons = [...doc.querySelectorAll('main form button:not([aria-hidden])')].map((b) =>
        textOf(b),
      );
      expect(buttons).toEqual(['Add a dependent', 'Save', 'Send to your preparer']);
      // Enter in a field presses the form's first button: a hidden "Save".
      const first = doc.querySelector('main form button');
      expect(first?.getAttribute('value')).toBe('save');

      // The case page: "Your return" with its link and line.
      const casePage = documentOf((await visitor.open('/case', { cookie })).html);
      const section = casePage.querySelector('section[aria-labelledby="return-heading"]');
      expect(textOf(section?.querySelector('h2'))).toBe('Your return');
      expect(section?.querySelector('a')?.getAttribute('href')).toBe('/case/return');
      expect(textOf(section?.querySelector('a'))).toBe('Tell us about your return');
      expect(textOf(section)).toContain('Not started');
    });

    it('adds and removes dependents without storing, keeping what was typed', async () => {
      const { cookie, id } = await office.caseWithEmail('page.dependents@example.com');
      const added = await visitor.post(
        '/case/return',
        { firstName: 'Ana', zip: '6270', accountNumber: ACCOUNT, intent: 'add' },
        { cookie },
      );
      expect(added.status).toBe(200);
      let doc = documentOf(added.html);
      expect(legendsOf(doc)).toContain('Dependent 1');
      expect(control(doc, 'firstName')?.getAttribute('value')).toBe('Ana');
      expect(control(doc, 'zip')?.getAttribute('value')).toBe('6270');
      expect(control(doc, 'accountNumber')?.getAttribute('value')).toBe(ACCOUNT);
      expect(doc.querySelector('[role="alert"]')).toBeNull();

      const two = await visitor.post(
        '/case/return',
        {
          'dependents[0].firstName': 'Mateo',
          'dependents[1].firstName': 'Lucía',
          intent: 'remove:0',
        },
        { cookie },
      );
      doc = documentOf(two.html);
      expect(legendsOf(doc).filter((l) => l.startsWith('Dependent '))).toEqual(['Dependent 1']);
      expect(control(doc, 'dependents-0-firstName')?.getAttribute('value')).toBe('Lucía');
      expect(doc.querySelector('button[value="remove:0"]')?.getAttribute('aria-label')).toBe(
        'Remove dependent 1',
      );

      // At most 10: no "Add a dependent" then, and an eleventh is refused.
      const ten = Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`dependents[${i}].firstName`, `Kid ${i}`]),
      );
      const full = await visitor.post('/case/return', { ...ten, intent: 'add' }, { cookie });
      expect(full.status).toBe(400);
      doc = documentOf(full.html);
      expect(textOf(doc.querySelector('[role="alert"]'))).toContain(
        'You can list at most 10 dependents.',
      );
      expect(doc.querySelector('button[value="add"]')).toBeNull();
      // A body no form sends is read as nothing, and stores nothing.
      const notForm = await fetch(`${office.office().url}/case/return`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          Origin: office.office().url,
          Cookie: cookie,
        },
        body: JSON.stringify({ firstName: 'Ana', intent: 'save' }),
      });
      expect(notForm.status).toBe(415);
      expect(await office.outboxTo('page.dependents@example.com')).toEqual([]);
      const stored = await db()
        .selectFrom('return_details')
        .select('case_id')
        .where('case_id', '=', id)
        .execute();
      expect(stored).toEqual([]);
    });

    it('refuses with a summary and messages beside the fields, keeping everything typed', async () => {
      const { cookie } = await office.caseWithEmail('page.errors@example.com');
      const answer = await visitor.post(
        '/case/return',
        {
          ...FIELDS,
          zip: '627',
          state: 'XX',
          dateOfBirth: '2999-01-01',
          routingNumber: '021000022',
          confirmAccountNumber: '000123456780',
          city: 'Spring\u0007field',
          intent: 'send',
        },
        { cookie },
      );
      expect(answer.status).toBe(400);
      const doc = documentOf(answer.html);
      const summary = doc.querySelector('[role="alert"]');
      expect(textOf(summary?.querySelector('h2'))).toBe('There is a problem');
      const links = [...(summary?.querySelectorAll('a') ?? [])].map((a) => [
        a.getAttribute('href'),
        textOf(a),
      ]);
      expect(links.map(([href]) => href)).toEqual([
        '#dateOfBirth',
        '#city',
        '#state',
        '#zip',
        '#routingNumber',
        '#confirmAccountNumber',
      ]);
      for (const [href, message] of links) {
        const field = doc.querySelector(href ?? '');
        expect(field?.getAttribute('aria-invalid')).toBe('true');
        const described = (field?.getAttribute('aria-describedby') ?? '').split(' ');
        const beside = described.map((id) => textOf(doc.getElementById(id)));
        expect(beside).toContain(message);
      }
      expect(links[0]?.[1]).toBe('Date of birth must be in the past.');
      expect(links[4]?.[1]).toBe(
        'This is not a valid routing number. Check the 9 digits with your bank or on a check.',
      );
      expect(links[5]?.[1]).toBe(
        'The account numbers do not match. Type the same number in both fields.',
      );
      // Nothing typed is lost: each field as it was posted.
      expect(control(doc, 'zip')?.getAttribute('value')).toBe('627');
      expect(control(doc, 'city')?.getAttribute('value')).toBe('Spring\u0007field');
      expect(control(doc, 'routingNumber')?.getAttribute('value')).toBe('021000022');
      expect(control(doc, 'accountNumber')?.getAttribute('value')).toBe(ACCOUNT);
      expect(control(doc, 'dependents-0-firstName')?.getAttribute('value')).toBe('Mateo');
      expect(
        (control(doc, 'state') as HTMLSelectElement).querySelector('option[selected]'),
      ).toBeNull();
      // Nothing half-saved is sent.
      let casePage = await visitor.open('/case', { cookie });
      expect(
        textOf(documentOf(casePage.html).querySelector('[aria-labelledby="return-heading"]')),
      ).toContain('Saved, not sent yet');

      // A valid account beside a wrong ZIP code is saved: it comes back as saved, not in full.
      const kept = await visitor.post(
        '/case/return',
        { ...FIELDS, zip: '627', intent: 'save' },
        { cookie },
      );
      expect(kept.status).toBe(400);
      const keptDoc = documentOf(kept.html);
      expect(textOf(keptDoc.querySelector('main'))).toContain('Checking account ending in 6789');
      expect(textOf(keptDoc.querySelector('main'))).toContain(
        'Your Identity Protection PIN is saved.',
      );
      for (const id of ['routingNumber', 'accountNumber', 'confirmAccountNumber', 'ipPin']) {
        expect(control(keptDoc, id)?.getAttribute('value')).toBe('');
      }
      for (const secret of [ACCOUNT, ROUTING, PIN]) expect(kept.html).not.toContain(secret);
      expect(control(keptDoc, 'zip')?.getAttribute('value')).toBe('627');
      casePage = await visitor.open('/case', { cookie });
      expect(
        textOf(documentOf(casePage.html).querySelector('[aria-labelledby="return-heading"]')),
      ).toContain('Saved, not sent yet');
    });

    it('refuses a routing number of nine zeros and an account of zeros, storing no account', async () => {
      const { cookie } = await office.caseWithEmail('page.zeros@example.com');
      const answer = await visitor.post(
        '/case/return',
        {
          ...FIELDS,
          routingNumber: '000000000',
          accountNumber: '0000',
          confirmAccountNumber: '0000',
          intent: 'save',
        },
        { cookie },
      );
      expect(answer.status).toBe(400);
      const summary = documentOf(answer.html).querySelector('[role="alert"]');
      const links = [...(summary?.querySelectorAll('a') ?? [])].map((a) => [
        a.getAttribute('href'),
        textOf(a),
      ]);
      expect(links).toEqual([
        [
          '#routingNumber',
          'This is not a valid routing number. Check the 9 digits with your bank or on a check.',
        ],
        [
          '#accountNumber',
          'This is not a valid account number. Check it with your bank or on a check.',
        ],
      ]);
      const page = await visitor.open('/case/return', { cookie });
      expect(textOf(documentOf(page.html).querySelector('main'))).not.toContain('ending in 0000');
    });

    it('saves, shows the account by its last 4 digits, sends the checklist and one e-mail, then locks', async () => {
      const address = 'page.send@example.com';
      const { cookie, reference, id } = await office.caseWithEmail(address);
      const saved = await visitor.post('/case/return', { ...FIELDS, intent: 'save' }, { cookie });
      office.expectRedirect(saved, '/case/return?saved=1');
      const renewed = cookieOf(saved.response);
      const page = await visitor.open('/case/return?saved=1', { cookie: renewed });
      let doc = documentOf(page.html);
      expect(textOf(doc.querySelector('main [role="status"]'))).toBe('Saved.');
      expect(textOf(doc.querySelector('main'))).toContain('Checking account ending in 6789');
      expect(textOf(doc.querySelector('main'))).toContain('Saved, not sent yet');
      for (const id of ['routingNumber', 'accountNumber', 'confirmAccountNumber', 'ipPin']) {
        expect(control(doc, id)?.getAttribute('value')).toBe('');
      }
      for (const secret of [ACCOUNT, ROUTING, PIN]) expect(page.html).not.toContain(secret);
      expect(control(doc, 'dependents-0-firstName')?.getAttribute('value')).toBe('Mateo');

      // Sent: with the account left empty, the saved one stands.
      const sent = await visitor.post(
        '/case/return',
        {
          ...FIELDS,
          routingNumber: '',
          accountNumber: '',
          confirmAccountNumber: '',
          ipPin: '',
          intent: 'send',
        },
        { cookie },
      );
      office.expectRedirect(sent, '/case/return?sent=1');
      doc = documentOf((await visitor.open('/case/return?sent=1', { cookie })).html);
      expect(textOf(doc.querySelector('main [role="status"]'))).toBe(
        'Sent to your preparer. The documents we need are listed on your case page.',
      );
      expect(textOf(doc.querySelector('main'))).toMatch(/Sent to your preparer on \w+/);
      const casePage = documentOf((await visitor.open('/case', { cookie })).html);
      expect(textOf(casePage.querySelector('[aria-labelledby="return-heading"]'))).toMatch(
        /Sent to your preparer on /,
      );
      const needed = [...casePage.querySelectorAll('#requests-heading ~ fieldset legend')].map(
        (legend) => textOf(legend),
      );
      expect(needed).toEqual(SENT);
      expect((await office.outboxTo(address)).map((mail) => mail.subject)).toEqual([
        `We need documents for your case ${reference}`,
      ]);
      await until(() => office.smtp().received.some((mail) => mail.to.includes(address)));
      const mail = office.smtp().received.find((m) => m.to.includes(address))?.text ?? '';
      const prose = withoutRandomParts(mail);
      for (const word of [ACCOUNT, ROUTING, PIN, '6789', 'W-2', 'Mateo']) {
        expect(prose).not.toContain(word);
      }

      // Staff: every answer, the sent date, the account's line; "Show account number" audited.
      const desk = await staff().get(`/staff/cases/${reference}`);
      const staffDoc = documentOf(desk.html);
      const section = staffDoc.querySelector('section[aria-labelledby="return-details-heading"]');
      expect(textOf(section?.querySelector('h2'))).toBe('Return details');
      const shown = textOf(section);
      for (const part of [
        'Sent on',
        'Direct deposit: Checking account ending in 6789',
        'Ana',
        'López',
        '1988-04-02',
        'Head of household',
        'Illinois',
        '62701',
        'Mateo',
        'Son',
        'Interest or dividends (1099-INT, 1099-DIV)',
      ]) {
        expect(shown).toContain(part);
      }
      for (const secret of [ACCOUNT, ROUTING, PIN]) expect(desk.html).not.toContain(secret);
      const form = section?.querySelector('form');
      expect(form?.getAttribute('action')).toBe(`/staff/cases/${reference}/return/account`);
      expect(textOf(form?.querySelector('button'))).toBe('Show account number');
      const revealed = await staff().post(`/staff/cases/${reference}/return/account`, {
        csrf: csrfToken(desk.html),
      });
      expect(revealed.status).toBe(200);
      const numbers = textOf(documentOf(revealed.html).querySelector('main'));
      expect(numbers).toContain(ROUTING);
      expect(numbers).toContain(ACCOUNT);
      expect(numbers).toContain(PIN);
      const audited = await db()
        .selectFrom('audit_log')
        .select('subject')
        .where('action', '=', 'bank account viewed')
        .execute();
      expect(audited).toContainEqual({ subject: `case ${reference}` });
      // A GET of that address shows nothing.
      expect((await staff().get(`/staff/cases/${reference}/return/account`)).status).toBe(405);

      // A change saved after sending: staff read "Return details changed" among the events.
      const changed = await visitor.post(
        '/case/return',
        {
          ...FIELDS,
          city: 'Naperville',
          routingNumber: '',
          accountNumber: '',
          confirmAccountNumber: '',
          ipPin: '',
          intent: 'save',
        },
        { cookie },
      );
      office.expectRedirect(changed, '/case/return?saved=1');
      const events = [
        ...documentOf((await staff().get(`/staff/cases/${reference}`)).html).querySelectorAll(
          'table tbody tr td',
        ),
      ].map((cell) => textOf(cell));
      expect(events).toContain('Return details sent');
      expect(events).toContain('Return details changed');

      // Sent for signature: read-only, and a post changes nothing.
      await setReturnLocked(db(), id, true);
      doc = documentOf((await visitor.open('/case/return', { cookie })).html);
      expect(textOf(doc.querySelector('main'))).toContain(
        'Your return was prepared from these answers and sent for signature',
      );
      expect(doc.querySelector('main form button:not([aria-hidden])')).toBeNull();
      expect(
        [...doc.querySelectorAll('main form > fieldset')].every((f) => f.hasAttribute('disabled')),
      ).toBe(true);
      const late = await visitor.post(
        '/case/return',
        { ...FIELDS, city: 'Chicago', intent: 'save' },
        { cookie },
      );
      expect(late.status).toBe(409);
      expect(late.html).not.toContain('Chicago');
    });

    it('speaks Spanish on /es/case/return, its requests named in Spanish', async () => {
      const { cookie } = await office.caseWithEmail('pagina.es@example.com', 'es');
      const page = documentOf((await visitor.open('/es/case/return', { cookie })).html);
      expect(textOf(page.querySelector('h1'))).toBe('Cuéntenos sobre su declaración');
      expect(page.querySelector('main form')?.getAttribute('action')).toBe('/es/case/return');
      const sent = await visitor.post(
        '/es/case/return',
        { ...FIELDS, city: '', intent: 'send' },
        { cookie },
      );
      expect(sent.status).toBe(400);
      const refused = documentOf(sent.html);
      expect(textOf(refused.querySelector('[role="alert"] h2'))).toBe('Hay un problema');
      expect(textOf(refused.querySelector('[role="alert"] a'))).toBe('Escriba su ciudad.');
      const done = await visitor.post('/es/case/return', { ...FIELDS, intent: 'send' }, { cookie });
      office.expectRedirect(done, '/es/case/return?sent=1');
      const casePage = documentOf((await visitor.open('/es/case', { cookie })).html);
      const section = casePage.querySelector('[aria-labelledby="return-heading"]');
      expect(textOf(section?.querySelector('a'))).toBe('Cuéntenos sobre su declaración');
      expect(textOf(section)).toMatch(/Enviado a su preparador el /);
      expect(textOf(casePage.querySelector('main'))).toContain('Formulario W-2 (1 de 2)');
    });
  });
}
