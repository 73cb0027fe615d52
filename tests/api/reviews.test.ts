import { describe, expect, it } from 'vitest';
import { disposeCaseReviews } from '../../server/reviews/store';
import { caseVisitor, documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { server, staff, useMailOffice } from './helpers/mail-office';
import { csrfToken } from './helpers/staff-client';

// Reviews from clients (PRODUCT.md, "Testimonials from real clients"; decisions 143 to 145)
// through the real server on each engine: the case page's "How did we do?" once the case reached
// "Refund sent" (without JavaScript: form posts), the staff "Reviews" screen's "Publish" and
// "Don't publish" (audited, the words never changed), and /testimonials and the home page (files
// rendered again at once) showing the newest published, the examples marked "Example".

for (const engine of ENGINES) {
  describe(`reviews on ${engine}`, { timeout: 120_000 }, () => {
    useMailOffice(engine, {
      env: { CONTACT_RATE_LIMIT: '1000', TRUST_PROXY: 'true' },
      staffEmail: 'reviewer@example.com',
    });
    const visitor = caseVisitor(() => server);
    const db = () => server.app.office.database.db;
    let clients = 0;
    const client = () => `198.51.100.${(clients += 1)}`;

    async function refundSent(reference: string) {
      await db()
        .updateTable('cases')
        .set({ status: 'refund_sent' })
        .where('reference', '=', reference)
        .execute();
    }

    const REVIEW = {
      body: '  Fast and <b>clear</b>.\nThey answered every question.  ',
      name: 'Ana L.',
      state: 'TX',
      consent: 'yes',
    };

    /** The review post of `cookie`'s case, in a language. */
    const send = (cookie: string, fields: Record<string, string>, lang: 'en' | 'es' = 'en') =>
      visitor.post(lang === 'en' ? '/case/review' : '/es/case/review', fields, { cookie });

    const examples = (html: string, word = 'Example') =>
      [...documentOf(html).querySelectorAll('article .testimonial__example')].filter(
        (mark) => textOf(mark) === word,
      ).length;

    async function reviewsPage() {
      const page = await staff.get('/staff/reviews');
      expect(page.status).toBe(200);
      return page;
    }

    async function decide(id: number, decision: string) {
      const page = await reviewsPage();
      return staff.post(`/staff/reviews/${id}/decision`, {
        csrf: csrfToken(page.html),
        decision,
        back: '/staff/reviews',
      });
    }

    it('asks only once the refund is sent; a post before is refused and stores nothing', async () => {
      const { cookie } = await visitor.withCase(client());
      const page = await visitor.open('/case', { cookie });
      expect(page.html).not.toContain('How did we do?');
      const early = await send(cookie, REVIEW);
      expect(early.status).toBe(409);
      expect(textOf(documentOf(early.html).querySelector('#review-error'))).toBe(
        'You can send a review once your refund is sent.',
      );
      expect(await db().selectFrom('reviews').select('id').execute()).toEqual([]);
    });

    it('shows the form with the name suggested; refusals beside their fields, as typed', async () => {
      const { reference, cookie } = await visitor.withCase(client());
      await refundSent(reference);
      const doc = documentOf((await visitor.open('/case', { cookie })).html);
      const section = doc.querySelector('section[aria-labelledby="review-heading"]');
      expect(textOf(section?.querySelector('h2'))).toBe('How did we do?');
      const labels = [...(section?.querySelectorAll('label') ?? [])].map(textOf);
      expect(labels).toEqual([
        'Your review',
        'Name to show',
        'Your state',
        'You may publish my review on your website',
      ]);
      expect(doc.querySelector<HTMLInputElement>('#review-name')?.value).toBe('Ana L.');
      expect(textOf(section?.querySelector('button[type="submit"]'))).toBe('Send review');

      const refused = await send(cookie, {
        body: '   ',
        name: 'Ana\u0007 L.',
        state: 'XX',
        consent: 'yes',
      });
      expect(refused.status).toBe(400);
      const answer = documentOf(refused.html);
      expect(textOf(answer.querySelector('#review-body-error'))).toBe('Write your review.');
      expect(textOf(answer.querySelector('#review-name-error'))).toBe(
        'The name to show holds a character that is not text. Please remove it.',
      );
      expect(textOf(answer.querySelector('#review-state-error'))).toBe('Choose your state.');
      expect(answer.querySelector('#review-name')?.getAttribute('aria-describedby')).toBe(
        'review-name-hint review-name-error',
      );
      expect(answer.querySelector('#review-name')?.getAttribute('aria-invalid')).toBe('true');
      expect(answer.querySelector<HTMLInputElement>('#review-consent')?.checked).toBe(true);

      const tooLong = await send(cookie, { ...REVIEW, body: 'x'.repeat(1001) });
      expect(tooLong.status).toBe(400);
      expect(textOf(documentOf(tooLong.html).querySelector('#review-body-error'))).toBe(
        'Your review can be at most 1000 characters.',
      );
      const spanish = await send(cookie, { ...REVIEW, state: '' }, 'es');
      expect(spanish.status).toBe(400);
      expect(textOf(documentOf(spanish.html).querySelector('#review-state-error'))).toBe(
        'Elija su estado.',
      );
      expect(await db().selectFrom('reviews').select('id').execute()).toEqual([]);
    });

    it('stores the review as written, once; staff publish it and the pages show it, then not', async () => {
      const { reference, cookie } = await visitor.withCase(client());
      await refundSent(reference);
      const before = await visitor.open('/testimonials');
      expect(examples(before.html)).toBe(3);

      const sent = await send(cookie, REVIEW);
      expect(sent.status).toBe(303);
      expect(sent.location).toBe('/case?reviewed=1');
      const page = documentOf((await visitor.open('/case?reviewed=1', { cookie })).html);
      expect(textOf(page.querySelector('[role="status"]'))).toBe(
        'Thank you for your review. We read every one.',
      );
      expect(page.querySelector('#review-body')).toBeNull();
      expect(textOf(page.querySelector('#review blockquote'))).toBe(
        'Fast and <b>clear</b>. They answered every question.',
      );
      const again = await send(cookie, { ...REVIEW, body: 'Changed my mind.' });
      expect(again.status).toBe(409);
      expect(textOf(documentOf(again.html).querySelector('#review-error'))).toBe(
        'You have already sent your review for this case.',
      );
      const stored = await db().selectFrom('reviews').selectAll().execute();
      expect(stored).toHaveLength(1);
      const [row] = stored;
      expect(row).toMatchObject({
        body: 'Fast and <b>clear</b>.\nThey answered every question.',
        shown_name: 'Ana L.',
        us_state: 'TX',
        consent: true,
        language: 'en',
        decision: null,
      });
      const id = row?.id ?? 0;

      // Staff see it, as text, undecided; publishing it audits and renders the pages again.
      const list = documentOf((await reviewsPage()).html);
      expect(textOf(list.querySelector(`#review-${id}`))).toBe(
        'Fast and <b>clear</b>. They answered every question.',
      );
      expect(list.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Reviews');
      const published = await decide(id, 'published');
      expect(published.status).toBe(303);
      expect(published.response.headers.get('location')).toBe('/staff/reviews?done=published');
      expect(
        textOf(
          documentOf((await staff.get('/staff/reviews?done=published')).html).querySelector(
            '[role="status"]',
          ),
        ),
      ).toBe('The review is published.');

      for (const [path, word] of [
        ['/testimonials', 'Example'],
        ['/', 'Example'],
        ['/es/testimonials', 'Ejemplo'],
        ['/es', 'Ejemplo'],
      ] as const) {
        const shown = await visitor.open(path);
        expect(shown.status).toBe(200);
        const cards = [...documentOf(shown.html).querySelectorAll('article')];
        expect(cards).toHaveLength(3);
        expect(textOf(cards[0]?.querySelector('blockquote'))).toBe(
          'Fast and <b>clear</b>. They answered every question.',
        );
        expect(textOf(cards[0]?.querySelector('figcaption'))).toBe('Ana L. Texas');
        expect(cards[0]?.querySelector('.testimonial__example')).toBeNull();
        expect(examples(shown.html, word)).toBe(2);
        // Its policy allows the page's own inline blocks, rendered again.
        expect(shown.response.headers.get('content-security-policy')).toMatch(/sha256-/);
      }

      const withheld = await decide(id, 'not_published');
      expect(withheld.status).toBe(303);
      expect(examples((await visitor.open('/testimonials')).html)).toBe(3);
      const logged = await db()
        .selectFrom('audit_log')
        .select(['action', 'subject'])
        .where('action', 'in', ['review published', 'review not published'])
        .orderBy('id')
        .execute();
      expect(logged).toEqual([
        { action: 'review published', subject: `review ${id} of case ${reference}` },
        { action: 'review not published', subject: `review ${id} of case ${reference}` },
      ]);
      const words = await db().selectFrom('reviews').select('body').where('id', '=', id).execute();
      expect(words).toEqual([{ body: 'Fast and <b>clear</b>.\nThey answered every question.' }]);
    });

    it('never publishes a review without consent', async () => {
      const { reference, cookie } = await visitor.withCase(client(), { language: 'es' });
      await refundSent(reference);
      const sent = await send(cookie, { ...REVIEW, consent: '' }, 'es');
      expect(sent.status).toBe(303);
      expect(sent.location).toBe('/es/case?reviewed=1');
      const row = await db()
        .selectFrom('reviews as r')
        .innerJoin('cases as c', 'c.id', 'r.case_id')
        .select(['r.id', 'r.consent', 'r.language'])
        .where('c.reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ consent: false, language: 'es' });
      const list = documentOf((await reviewsPage()).html);
      const form = list.querySelector(`form[action="/staff/reviews/${row.id}/decision"]`);
      expect([...(form?.querySelectorAll('button') ?? [])].map(textOf)).toEqual(["Don't publish"]);
      const forced = await decide(row.id, 'published');
      expect(forced.status).toBe(409);
      const after = await db()
        .selectFrom('reviews')
        .select('decision')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(after.decision).toBeNull();
    });

    it('guards its addresses: staff signed in, the form token, POST only; the case form POST only', async () => {
      const signedOut = await fetch(`${server.url}/staff/reviews`, { redirect: 'manual' });
      expect(signedOut.status).toBe(303);
      expect(signedOut.headers.get('location')).toMatch(/^\/staff\/sign-in/);
      const read = await staff.get('/staff/reviews/1/decision');
      expect(read.status).toBe(405);
      expect(read.response.headers.get('allow')).toBe('POST');
      const guessed = await staff.post('/staff/reviews/1/decision', {
        csrf: 'guess',
        decision: 'published',
      });
      expect(guessed.status).toBe(403);
      const missing = await decide(2_147_483_000, 'published');
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('Review not found');
      const casePage = await visitor.open('/case/review');
      expect(casePage.status).toBe(405);
    });

    it('at retention, a published review stays without its case; any other goes', async () => {
      const kept = await visitor.withCase(client());
      const gone = await visitor.withCase(client());
      for (const one of [kept, gone]) {
        await refundSent(one.reference);
        expect((await send(one.cookie, REVIEW)).status).toBe(303);
      }
      const idOf = async (reference: string) =>
        (
          await db()
            .selectFrom('reviews as r')
            .innerJoin('cases as c', 'c.id', 'r.case_id')
            .select('r.id')
            .where('c.reference', '=', reference)
            .executeTakeFirstOrThrow()
        ).id;
      const keptId = await idOf(kept.reference);
      const goneId = await idOf(gone.reference);
      expect((await decide(keptId, 'published')).status).toBe(303);
      const cases = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', 'in', [kept.reference, gone.reference])
        .execute();
      const ids = cases.map((c) => c.id);
      await db()
        .transaction()
        .execute(async (tx) => {
          await disposeCaseReviews(tx, ids);
          await tx.deleteFrom('cases').where('id', 'in', ids).execute();
        });
      const left = await db()
        .selectFrom('reviews')
        .select(['id', 'case_id', 'decision'])
        .where('id', 'in', [keptId, goneId])
        .execute();
      expect(left).toEqual([{ id: keptId, case_id: null, decision: 'published' }]);
      const list = documentOf((await reviewsPage()).html);
      expect(textOf(list.querySelector(`#review-${keptId}`)?.parentElement)).toContain(
        'Case disposed of',
      );
      // "Don't publish" after its case went: gone at the next pass.
      expect((await decide(keptId, 'not_published')).status).toBe(303);
      await disposeCaseReviews(db(), []);
      expect(
        await db().selectFrom('reviews').select('id').where('id', '=', keptId).execute(),
      ).toEqual([]);
    });
  });
}
