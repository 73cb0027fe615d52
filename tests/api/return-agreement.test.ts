import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSIONS } from '../../app/agreement-version.server';
import { documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { useRequestsOffice } from './helpers/requests-office';

// The User Agreement on the way to the return (issue 51, decision 241): "Send to your preparer"
// says that sending accepts the agreement (linked), carries the version the page showed, and the
// send records it on the case as "I Agree & Continue" does: staff see it under "Agreement", the
// visitor's pages say "Agreement accepted on DATE". Once accepted, the first acceptance stands.

const FIELDS: Record<string, string> = {
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1988-04-02',
  filingStatus: 'single',
  street: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  refundMethod: 'paper_check',
};

/** The "Agreement" part of a staff case page: from its heading to the next one. */
function agreementPart(html: string): string {
  const start = html.indexOf('<h2>Agreement</h2>');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('<h2', start + 1));
}

for (const engine of ENGINES) {
  describe(
    `the agreement asked for with the return details on ${engine}`,
    { timeout: 90_000 },
    () => {
      const office = useRequestsOffice(engine);
      const { visitor, db, staff } = office;

      it('says sending accepts it, records it on the send, and shows when to both sides', async () => {
        const { cookie, reference, id } = await office.caseWithEmail('agree.send@example.com');
        let doc = documentOf((await visitor.open('/case/return', { cookie })).html);
        const version = doc.querySelector<HTMLInputElement>('input[name="agreementVersion"]');
        expect(version?.getAttribute('value')).toBe(AGREEMENT_VERSIONS.en);
        const link = [...doc.querySelectorAll('main form a')].find(
          (a) => textOf(a) === 'User Agreement',
        );
        expect(link?.getAttribute('href')).toBe('/agreement');

        // "Save" records nothing.
        const saved = await visitor.post(
          '/case/return',
          { ...FIELDS, agreementVersion: AGREEMENT_VERSIONS.en, intent: 'save' },
          { cookie },
        );
        office.expectRedirect(saved, '/case/return?saved=1');
        expect(agreementPart((await staff().get(`/staff/cases/${reference}`)).html)).toBe(
          '<h2>Agreement</h2><p>Not accepted</p>',
        );

        const sent = await visitor.post(
          '/case/return',
          { ...FIELDS, agreementVersion: AGREEMENT_VERSIONS.en, intent: 'send' },
          { cookie },
        );
        office.expectRedirect(sent, '/case/return?sent=1');
        const rows = await db()
          .selectFrom('agreement_acceptances')
          .select(['version', 'language'])
          .where('case_id', '=', id)
          .execute();
        expect(rows).toEqual([{ version: AGREEMENT_VERSIONS.en, language: 'en' }]);
        const part = agreementPart((await staff().get(`/staff/cases/${reference}`)).html);
        expect(part).toContain(AGREEMENT_VERSIONS.en.slice(0, 12));
        expect(part).not.toContain('Not accepted');
        doc = documentOf((await visitor.open('/case/return', { cookie })).html);
        expect(textOf(doc.querySelector('main'))).toMatch(
          /Agreement accepted on \w+ \d{1,2}, \d{4}/,
        );
        expect(doc.querySelector('input[name="agreementVersion"]')).toBeNull();
        expect(
          textOf(documentOf((await visitor.open('/case', { cookie })).html).querySelector('main')),
        ).toMatch(/Agreement accepted on /);

        // Sent again: the first acceptance stands, no second is written.
        await visitor.post(
          '/case/return',
          { ...FIELDS, agreementVersion: AGREEMENT_VERSIONS.en, intent: 'send' },
          { cookie },
        );
        const again = await db()
          .selectFrom('agreement_acceptances')
          .select('id')
          .where('case_id', '=', id)
          .execute();
        expect(again).toHaveLength(1);
      });
    },
  );
}
