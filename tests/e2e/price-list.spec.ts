import { expect, test } from './fixtures';

/**
 * The calculator and the agreement on a server whose fee is a price list (decision 180; the
 * `price-list` project's own server): the fee and its items for households that need different
 * forms, in both languages, hydrated and without JavaScript.
 */

const WORDS = {
  en: {
    path: '/calculator',
    income: 'Annual income',
    withheld: 'Federal income tax withheld',
    children: 'Children under 17',
    taxYear: 'Tax year',
    confirm: 'I confirm my income is accurate',
    calculate: 'Calculate',
    fee: 'Fee',
    items: ['Federal return', 'Schedule 8812', 'Earned Income Credit'],
    above: 'Our fee is more than your refund: you pay it when you sign.',
  },
  es: {
    path: '/es/calculator',
    income: 'Ingreso anual',
    withheld: 'Impuesto federal sobre los ingresos retenido',
    children: 'Hijos menores de 17 años',
    taxYear: 'Año tributario',
    confirm: 'Confirmo que mi ingreso es correcto',
    calculate: 'Calcular',
    fee: 'Tarifa',
    items: ['Declaración federal', 'Anexo 8812', 'Crédito por ingreso del trabajo'],
    above: 'Nuestra tarifa es mayor que su reembolso: la paga cuando firma.',
  },
} as const;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'hydrated' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const lang of ['en', 'es'] as const) {
      const words = WORDS[lang];

      test(`${lang}: a family with children and the EIC pays for each form`, async ({ page }) => {
        await page.goto(words.path);
        await page.getByLabel(words.income, { exact: true }).fill('30000');
        await page.getByLabel(words.withheld, { exact: true }).fill('0');
        await page.getByLabel(words.children).fill('2');
        await page.getByRole('checkbox', { name: words.confirm }).check();
        await page.getByRole('button', { name: words.calculate }).click();
        const status = page.getByRole('status');
        // 120 + 40 + 40: the federal return, Schedule 8812 and the EIC.
        await expect(status.getByRole('definition').nth(1)).toHaveText('$200.00');
        for (const item of words.items) await expect(status).toContainText(item);
        await expect(status).not.toContainText(words.above);
      });

      test(`${lang}: one job, a small refund: the fee is above it, and the page says so`, async ({
        page,
      }) => {
        await page.goto(words.path);
        await page.getByLabel(words.income, { exact: true }).fill('64600');
        await page.getByLabel(words.withheld, { exact: true }).fill('6069');
        // The worked example of app/tax/years/SOURCES.md: tax 6,059 in 2024, so a refund of $10.
        await page.getByLabel(words.taxYear).selectOption('2024');
        await page.getByRole('checkbox', { name: words.confirm }).check();
        await page.getByRole('button', { name: words.calculate }).click();
        const status = page.getByRole('status');
        await expect(status.getByRole('definition').nth(1)).toHaveText('$120.00');
        await expect(status.getByRole('definition').nth(2)).toHaveText('-$110.00');
        await expect(status).toContainText(words.above);
        await expect(status).not.toContainText(words.items[1]);
      });
    }
  });
}

test('the agreement lists the price list and says direct deposit costs nothing', async ({
  page,
}) => {
  await page.goto('/agreement');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: 'Federal return $120.00' })).toHaveCount(1);
  await expect(table.getByRole('row', { name: 'State return $50.00' })).toHaveCount(1);
  await expect(page.getByText('We charge no fee for direct deposit.')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('20%');
});
