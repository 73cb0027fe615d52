import { expect, test } from '@playwright/test';

// 2024, single, wages 64,600: taxable 64,600 − 14,600 = 50,000 → Tax Table row [50,000, 50,050),
// midpoint 50,025 → 1,160 + 12% × (47,150 − 11,600) + 22% × (50,025 − 47,150) = 6,058.50 → 6,059.
// No children, no EIC at this income. Withheld 8,000 → refund 1,941; fee (≤ 100,000) 35; net 1,906.
async function fillExample(page: import('@playwright/test').Page, withheld: string) {
  await page.getByLabel('Annual income').fill('64600');
  await page.getByLabel('Filing status').selectOption({ label: 'Single' });
  await page.getByLabel('Federal income tax withheld').fill(withheld);
  await page.getByLabel('Children under 17').fill('0');
  await page.getByLabel('Tax year').selectOption('2024');
}

test('Calculate stays disabled until an income is entered and the box is ticked', async ({
  page,
}) => {
  await page.goto('/calculator');
  const calculate = page.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeDisabled();
  await page.getByLabel('Annual income').fill('50000');
  await expect(calculate).toBeDisabled();
  const confirm = page.getByRole('checkbox', { name: 'I confirm my income is accurate' });
  await confirm.check();
  await expect(calculate).toBeEnabled();
  await page.getByLabel('Annual income').fill('');
  await expect(calculate).toBeDisabled();

  // Submitting while disabled (Enter in the field) sends nothing.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/RefundCalculator')) sent += 1;
  });
  await confirm.uncheck();
  await page.getByLabel('Annual income').fill('50000');
  await page.getByLabel('Annual income').press('Enter');
  await page.waitForTimeout(300);
  expect(sent).toBe(0);
  await expect(page).toHaveURL(/\/calculator$/);
});

test('a refund above 0 shows refund, fee and net refund in dollars with cents', async ({
  page,
}) => {
  await page.goto('/calculator');
  await fillExample(page, '8000');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  const requestPromise = page.waitForRequest('**/api/RefundCalculator');
  await page.getByRole('button', { name: 'Calculate' }).click();
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
  const result = page.getByRole('status');
  await expect(result.getByRole('heading', { name: 'Your estimate' })).toBeVisible();
  await expect(result.getByRole('definition')).toHaveText(['$1,941.00', '$35.00', '$1,906.00']);
  await expect(result.getByRole('term')).toHaveText(['Estimated refund', 'Fee', 'Net refund']);
});

test('a refund of 0 shows nothing', async ({ page }) => {
  await page.goto('/calculator');
  await fillExample(page, '6059');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  const responsePromise = page.waitForResponse('**/api/RefundCalculator');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const answer = (await (await responsePromise).json()) as { refund: number };
  expect(answer.refund).toBe(0);
  await expect(page.getByRole('status')).toBeEmpty();
});

test('a failed call is logged to the console and shows nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/RefundCalculator', (route) => route.abort('failed'));
  await page.goto('/calculator');
  await page.getByLabel('Annual income').fill('40000');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect.poll(() => errors.some((e) => e.includes('Refund calculation failed'))).toBe(true);
  await expect(page.getByRole('status')).toBeEmpty();
});

test('without the details, the withholding is assumed and the page says so', async ({ page }) => {
  await page.goto('/calculator');
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
