import { expect, type Page, test } from './fixtures';
import { LANGUAGES, openPage } from './pages';

/**
 * The seed's contract (docs/product.md, "The seed's minimum answers"): the calculator reads only
 * `refund` from POST /api/RefundCalculator, the upload only `secure_url`. Any backend written to
 * it must work, so here the answers are exactly those fields and nothing else, and the page
 * must show refund, fee and net refund from the fee tiers (docs/product.md) at every tier edge.
 */

/** Dollars with cents the way a US reader writes them, independent of the app's formatter. */
function usd(amount: number): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Answers every calculation with `answer`, exactly; returns the bodies the page sent. */
async function answerCalculations(page: Page, answer: () => unknown): Promise<unknown[]> {
  const sent: unknown[] = [];
  await page.route('**/api/RefundCalculator', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ json: answer() });
  });
  return sent;
}

const BAD_WORDS = /NaN|undefined|null|\[object Object\]/;

// [income, tier fee]: each bound and the dollar above it (docs/product.md, Fees).
const EDGES: readonly (readonly [number, number])[] = [
  [100000, 35],
  [100001, 75],
  [243000, 75],
  [243001, 250],
  [609000, 250],
  [609001, 500],
];

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('an answer of only { refund } shows refund, fee and net refund at every tier edge', async ({
      page,
    }) => {
      let refund = 0;
      const sent = await answerCalculations(page, () => ({ refund }));
      await openPage(page, path('calculator'));
      await page.getByRole('checkbox', { name: t.confirm }).check();
      const status = page.getByRole('status');
      // A refund above every fee, then one smaller than the fee: the fee charged is the refund.
      const cases = [
        ...EDGES.map(([income, fee]) => ({ income, refund: 1234.5, fee })),
        { income: 609001, refund: 20, fee: 20 },
        { income: 100000, refund: 10.25, fee: 10.25 },
      ];
      for (const next of cases) {
        refund = next.refund;
        await page.getByLabel(t.income).fill(String(next.income));
        await page.getByRole('button', { name: t.calculate }).click();
        await expect(status.getByRole('definition'), `income ${next.income}`).toHaveText([
          usd(next.refund),
          usd(next.fee),
          usd(next.refund - next.fee),
        ]);
        await expect(status.getByRole('term')).toHaveText(t.resultTerms);
        // The answer said nothing of the deduction: no line about it.
        await expect(status).not.toContainText(/\$\S*NaN|Deduction|Deducción/);
        await expect(page.getByRole('main')).not.toContainText(BAD_WORDS);
      }
      expect(sent.at(-1)).toMatchObject({ income: 100000, deductions: 0 });
    });

    test('an answer of only { refund } lists no credit, says when to expect it, and leads on', async ({
      page,
    }) => {
      await answerCalculations(page, () => ({ refund: 500 }));
      await openPage(page, path('calculator'));
      await page.getByLabel(t.income).fill('50000');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      await page.getByRole('button', { name: t.calculate }).click();
      const status = page.getByRole('status');
      await expect(status.getByRole('definition')).toHaveText(['$500.00', '$35.00', '$465.00']);
      await expect(status.getByRole('term')).toHaveText(t.resultTerms);
      // No credit in the answer: the usual 21 days, not the PATH Act hold.
      await expect(status).toContainText(lang === 'en' ? '21 days' : '21 días');
      await expect(status).not.toContainText(
        lang === 'en' ? 'mid-February' : 'mediados de febrero',
      );
      await expect(
        status.getByRole('link', {
          name: lang === 'en' ? 'Start your return' : 'Comience su declaración',
        }),
      ).toHaveAttribute('href', lang === 'en' ? '/case/return' : '/es/case/return');
      await expect(page.getByRole('main')).not.toContainText(BAD_WORDS);
    });

    test('a refund of 0 or below shows no result; an answer off the contract shows nothing', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      let answer: unknown = { refund: 0 };
      await answerCalculations(page, () => answer);
      await openPage(page, path('calculator'));
      await page.getByLabel(t.income).fill('50000');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      const calculate = page.getByRole('button', { name: t.calculate });
      const status = page.getByRole('status');
      await calculate.click();
      await expect(status).not.toBeEmpty();
      await expect(status.getByRole('definition')).toHaveCount(0);

      // Shown first, so that what an off-contract answer does to it is seen.
      answer = { refund: 500 };
      await calculate.click();
      await expect(status.getByRole('definition')).toHaveText(['$500.00', '$35.00', '$465.00']);
      for (const broken of [{ refund: '500' }, { refund: null }, { netRefund: 465 }, [], 'ok']) {
        answer = broken;
        const before = errors.length;
        await calculate.click();
        await expect(status, JSON.stringify(broken)).toBeEmpty();
        await expect.poll(() => errors.length).toBeGreaterThan(before);
        await expect(page.getByRole('main')).not.toContainText(BAD_WORDS);
      }
    });

    test('an upload answered with only { secure_url } shows the success line and the link', async ({
      page,
    }) => {
      const url = 'https://res.cloudinary.com/demo/raw/upload/v1/w2.pdf';
      await page.route('**/api/upload', (route) => route.fulfill({ json: { secure_url: url } }));
      await openPage(page, path('upload'));
      const section = page.getByRole('region', { name: t.h1.upload });
      await section.getByLabel(t.chooseFile).setInputFiles({
        name: 'w2.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await section.getByRole('button', { name: t.upload }).click();
      const status = section.getByRole('status');
      await expect(status).toHaveText(`${t.uploadSuccess}${url}`);
      await expect(status.getByRole('link', { name: url })).toHaveAttribute('href', url);
      await expect(page.getByRole('main')).not.toContainText(BAD_WORDS);
    });
  });
}
