import { expect, test } from './fixtures';
import { ENGLISH, LANGUAGES, openPage } from './pages';

// 2024, single, wages 64,600: taxable 64,600 − 14,600 = 50,000 → Tax Table row [50,000, 50,050),
// midpoint 50,025 → 1,160 + 12% × (47,150 − 11,600) + 22% × (50,025 − 47,150) = 6,058.50 → 6,059.
// No children, no EIC at this income. Withheld 8,000 → refund 1,941; fee (≤ 100,000) 35; net 1,906.
async function fillExample(page: import('@playwright/test').Page, withheld: string, t = ENGLISH.t) {
  await page.getByLabel(t.income).fill('64600');
  await page.getByLabel(t.filingStatus).selectOption({ label: t.single });
  await page.getByLabel(t.withheld).fill(withheld);
  await page.getByLabel(t.children).fill('0');
  await page.getByLabel(t.taxYear).selectOption('2024');
}

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('Calculate stays disabled until an income is entered and the box is ticked', async ({
      page,
    }) => {
      await openPage(page, path('calculator'));
      const calculate = page.getByRole('button', { name: t.calculate });
      await expect(calculate).toBeDisabled();
      await page.getByLabel(t.income).fill('50000');
      await expect(calculate).toBeDisabled();
      const confirm = page.getByRole('checkbox', { name: t.confirm });
      await confirm.check();
      await expect(calculate).toBeEnabled();
      await page.getByLabel(t.income).fill('');
      await expect(calculate).toBeDisabled();

      // Submitting while disabled (Enter in the field) sends nothing.
      let sent = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/RefundCalculator')) sent += 1;
      });
      await confirm.uncheck();
      await page.getByLabel(t.income).fill('50000');
      await page.getByLabel(t.income).press('Enter');
      await page.waitForTimeout(300);
      expect(sent).toBe(0);
      await expect(page).toHaveURL(new RegExp(`${path('calculator')}$`));
    });

    test('a refund above 0 shows refund, fee and net refund in dollars with cents', async ({
      page,
    }) => {
      await openPage(page, path('calculator'));
      await fillExample(page, '8000', t);
      await page.getByRole('checkbox', { name: t.confirm }).check();
      const requestPromise = page.waitForRequest('**/api/RefundCalculator');
      await page.getByRole('button', { name: t.calculate }).click();
      const request = await requestPromise;
      expect(request.method()).toBe('POST');
      expect(request.postDataJSON()).toEqual({
        income: 64600,
        deductions: 0,
        filingStatus: 'single',
        withheld: 8000,
        children: 0,
        taxYear: 2024,
      });
      // The API's reasons come back in the page's language.
      expect(request.headers()['accept-language']).toBe(locale);
      const result = page.getByRole('status');
      await expect(result.getByRole('heading', { name: t.yourEstimate })).toBeVisible();
      await expect(result.getByRole('definition')).toHaveText(['$1,941.00', '$35.00', '$1,906.00']);
      await expect(result.getByRole('term')).toHaveText(t.resultTerms);
    });
  });
}

test('a refund of 0 shows no result, but a status message saying why and what to do', async ({
  page,
}) => {
  await openPage(page, '/calculator');
  await page.getByLabel('Annual income').fill('55000');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  const responsePromise = page.waitForResponse('**/api/RefundCalculator');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const answer = (await (await responsePromise).json()) as { refund: number };
  expect(answer.refund).toBe(0);
  const status = page.getByRole('status');
  await expect(status).toContainText('W-2');
  // The field it names is right under the income (decision 138).
  await expect(status).toContainText('Federal income tax withheld');
  // A message, not a result: no estimate heading, no amounts.
  await expect(status.getByRole('heading')).toHaveCount(0);
  await expect(status.getByRole('definition')).toHaveCount(0);
});

test('an amount owed with withholding given shows no result, and says why', async ({ page }) => {
  await openPage(page, '/calculator');
  await fillExample(page, '5000');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('does not cover your tax after credits, so you may owe');
  await expect(status).toContainText('W-2');
  await expect(status.getByRole('definition')).toHaveCount(0);
});

test('while Calculate is disabled, a visible hint tied to it says what is missing', async ({
  page,
}) => {
  await openPage(page, '/calculator');
  const calculate = page.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeDisabled();
  await expect(calculate).toHaveAccessibleDescription(
    'Enter your annual income and tick “I confirm my income is accurate” to calculate.',
  );
  await expect(
    page.getByText('Enter your annual income and tick “I confirm my income is accurate”'),
  ).toBeVisible();
  await page.getByLabel('Annual income').fill('50000');
  await expect(calculate).toHaveAccessibleDescription(
    'Tick “I confirm my income is accurate” to calculate.',
  );
  await page.getByLabel('Annual income').fill('');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  await expect(calculate).toHaveAccessibleDescription('Enter your annual income to calculate.');
  await page.getByLabel('Annual income').fill('50000');
  await expect(calculate).toBeEnabled();
  await expect(calculate).toHaveAccessibleDescription('');
});

test('the net refund is the big number of the result', async ({ page }) => {
  await openPage(page, '/calculator');
  await fillExample(page, '8000');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  const amounts = page.getByRole('status').getByRole('definition');
  await expect(amounts).toHaveText(['$1,941.00', '$35.00', '$1,906.00']);
  const fontSize = (i: number) =>
    amounts.nth(i).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const [refund, fee, net] = [await fontSize(0), await fontSize(1), await fontSize(2)];
  expect(net).toBeGreaterThanOrEqual(refund * 1.5);
  expect(net).toBeGreaterThanOrEqual(fee * 1.5);
});

test.describe('without JavaScript, a form the API would refuse', () => {
  test.use({ javaScriptEnabled: false });

  test('income "abc" is not put back into the number field, and the message is for people', async ({
    page,
  }) => {
    await page.goto('/calculator');
    // A browser will not send "abc" from a number field; an old browser or a script might.
    await page.route('**/calculator', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.continue({ postData: 'income=abc&filingStatus=single&taxYear=2026&confirm=on' });
    });
    await page.getByLabel('Annual income').fill('1');
    await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      'Please check the form: Enter your annual income in US dollars, as a number such as 52000.',
    );
    await expect(page.getByLabel('Annual income')).toHaveValue('');
    expect(await page.content()).not.toContain('value="abc"');
  });
});

test('a failed call is logged to the console and shows nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/RefundCalculator', (route) => route.abort('failed'));
  await openPage(page, '/calculator');
  await page.getByLabel('Annual income').fill('40000');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect.poll(() => errors.some((e) => e.includes('Refund calculation failed'))).toBe(true);
  await expect(page.getByRole('status')).toBeEmpty();
});

test('without the details, the withholding is assumed and the page says so', async ({ page }) => {
  await openPage(page, '/calculator');
  await page.getByLabel('Annual income').fill('20000');
  await page.getByLabel('Children under 17').fill('2');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  const requestPromise = page.waitForRequest('**/api/RefundCalculator');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const body = (await requestPromise).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ income: 20000, deductions: 0, children: 2 });
  expect(body).not.toHaveProperty('withheld');
  await expect(page.getByRole('status')).toContainText('Withholding was assumed');
});

// The page shows the API's fee, never a fee of its own. Incomes at and around each tier
// bound of docs/product.md's table, in whole dollars and cents; the expected fee is read off the table.
const TIER_CASES: readonly (readonly [income: string, fee: number])[] = [
  ['99999.99', 35],
  ['100000', 35],
  ['100000.01', 75],
  ['100000.40', 75],
  ['100001', 75],
  ['243000', 75],
  ['243000.01', 250],
  ['243000.50', 250],
  ['243001', 250],
  ['609000', 250],
  ['609000.01', 500],
  ['609000.49', 500],
  ['609001', 500],
];

/** Dollars with cents the way a US reader writes them, independent of the app's formatter. */
function usd(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

interface Answer {
  refund: number;
  fee: number;
  netRefund: number;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the fee at and around each tier bound is the API answer’s, and the table’s', async ({
      page,
      request,
    }) => {
      // One page for every case: without JavaScript each answer is the form again, values kept
      // and the box still ticked, so the next case is typed over the last.
      await (javaScriptEnabled ? openPage(page, '/calculator') : page.goto('/calculator'));
      for (const [income, fee] of TIER_CASES) {
        // Withholding well above the tax, so every case has a refund larger than the fee.
        const apiResponse = await request.post('/api/RefundCalculator', {
          data: { income: Number(income), deductions: 0, withheld: 400_000, taxYear: 2026 },
        });
        const answer = (await apiResponse.json()) as Answer;
        expect(answer.fee, `API fee for ${income}`).toBe(fee);
        expect(answer.netRefund).toBe(answer.refund - fee);

        await page.getByLabel('Annual income').fill(income);
        await page.getByLabel('Federal income tax withheld').fill('400000');
        await page.getByLabel('Tax year').selectOption('2026');
        await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
        await page.getByRole('button', { name: 'Calculate' }).click();
        await expect(
          page.getByRole('status').getByRole('definition'),
          `page for ${income}`,
        ).toHaveText([usd(answer.refund), usd(fee), usd(answer.refund - fee)]);
      }
    });

    test('itemized deductions: the 2026 limit applies and the page says which deduction', async ({
      page,
    }) => {
      // The 2026 limit on itemized deductions: 2026, single, wages 700,000, Schedule A 40,000 → 40,000 − 2/37 × 40,000 (2,162)
      // = 37,838; tax 200,957; 250,000 withheld → refund 49,043; fee 500 → net 48,543.
      await (javaScriptEnabled ? openPage(page, '/calculator') : page.goto('/calculator'));
      await page.getByLabel('Annual income').fill('700000');
      await page.getByLabel('Federal income tax withheld').fill('250000');
      await page.getByLabel('Itemized deductions').fill('40000');
      await page.getByLabel('Tax year').selectOption('2026');
      await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
      const requestPromise = javaScriptEnabled
        ? page.waitForRequest('**/api/RefundCalculator')
        : null;
      await page.getByRole('button', { name: 'Calculate' }).click();
      if (requestPromise) {
        expect((await requestPromise).postDataJSON()).toMatchObject({ deductions: 40_000 });
      }
      const result = page.getByRole('status');
      await expect(result.getByRole('definition')).toHaveText([
        '$49,043.00',
        '$500.00',
        '$48,543.00',
      ]);
      await expect(result).toContainText(
        'Deduction used: your itemized deductions, $37,838.00: the $40,000.00 you entered, less the limit',
      );
      await expect(page.getByLabel('Itemized deductions')).toHaveValue('40000');
    });

    test('itemized deductions left blank: the standard deduction, and the page says so', async ({
      page,
    }) => {
      await (javaScriptEnabled ? openPage(page, '/calculator') : page.goto('/calculator'));
      await fillExample(page, '8000');
      await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('status')).toContainText(
        'Deduction used: the standard deduction, $14,600.00',
      );
    });

    test('a refund smaller than the fee is charged only the refund: net refund $0.00', async ({
      page,
    }) => {
      // 2024 single, wages 64,600: tax 6,059 (the worked example); 6,069 withheld → refund 10.
      await (javaScriptEnabled ? openPage(page, '/calculator') : page.goto('/calculator'));
      await fillExample(page, '6069');
      await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('status').getByRole('definition')).toHaveText([
        '$10.00',
        '$10.00',
        '$0.00',
      ]);
    });
  });
}

test('the tax year defaults to the filing season on the visitor’s date', async ({ page }) => {
  // 1 December 2025: people file for 2025, though the build has 2026 figures and a later date.
  await page.clock.setFixedTime(new Date('2025-12-01T12:00:00Z'));
  await openPage(page, '/calculator');
  await expect(page.getByLabel('Tax year')).toHaveValue('2025');
  await page.clock.setFixedTime(new Date('2026-11-02T12:00:00Z'));
  await page.reload();
  await expect(page.getByLabel('Tax year')).toHaveValue('2026');
});
