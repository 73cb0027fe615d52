import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { openPage } from './pages';

/**
 * The calculator's state return (ESTIMATE.md §2), by the names a visitor reads, written here on
 * their own. The figures are worked in app/tax/states/*\/*.test.ts:
 * - Illinois 2025, joint, wages 30,000, 2 children: federal EIC 7,152; IL-1040 tax 921, Illinois
 *   EIC 1,430, tax −509; withheld 500 → state refund 1,009.
 * - Pennsylvania 2024, single, 50,000: PA-40 tax 1,535, none withheld → owed 1,535.
 * - New York 2025, joint, wages 30,000, 2 children: IT-201 tax 478, household credit 35, Empire
 *   State child credit 660, New York EIC 2,111: tax −2,328; withheld 500 → state refund 2,828.
 * - California 2024, single, 50,000: Form 540 tax 1,245 less the exemption credit 149 = 1,096;
 *   withheld 1,000 → owed 96.
 */
const NAMES = {
  en: {
    path: '/calculator',
    income: 'Annual income',
    withheld: 'Federal income tax withheld',
    filingStatus: 'Filing status',
    children: 'Children under 17',
    taxYear: 'Tax year',
    confirm: 'I confirm my income is accurate',
    calculate: 'Calculate',
    state: 'State',
    stateWithheld: 'State income tax withheld (W-2 box 17)',
    married: 'Married filing jointly',
    single: 'Single',
    illinois: 'Illinois',
    pennsylvania: 'Pennsylvania',
    alabama: 'Alabama',
    texas: 'Texas',
    newYork: 'New York',
    california: 'California',
    newYorkHeading: 'Your New York estimate',
    californiaHeading: 'Your California estimate',
    childCredit: 'Empire State child credit',
    householdCredit: 'Household credit',
    exemptionCredit: 'Exemption credit',
    illinoisHeading: 'Your Illinois estimate',
    pennsylvaniaHeading: 'Your Pennsylvania estimate',
    refund: 'Estimated state refund',
    owed: 'State tax owed',
    eic: 'State earned income credit',
    local: 'City, county and school district income taxes are not estimated.',
    notEstimated: "We don't estimate Alabama's refund yet. Your preparer will.",
    noWageTax: 'Texas has no income tax on wages',
  },
  es: {
    path: '/es/calculator',
    income: 'Ingreso anual',
    withheld: 'Impuesto federal sobre los ingresos retenido',
    filingStatus: 'Estado civil para efectos de la declaración',
    children: 'Hijos menores de 17 años',
    taxYear: 'Año tributario',
    confirm: 'Confirmo que mi ingreso es correcto',
    calculate: 'Calcular',
    state: 'Estado',
    stateWithheld: 'Impuesto estatal sobre los ingresos retenido (casilla 17 del W-2)',
    married: 'Casado que presenta una declaración conjunta',
    single: 'Soltero',
    illinois: 'Illinois',
    pennsylvania: 'Pensilvania',
    alabama: 'Alabama',
    texas: 'Texas',
    newYork: 'Nueva York',
    california: 'California',
    newYorkHeading: 'Su cálculo estimado para Nueva York',
    californiaHeading: 'Su cálculo estimado para California',
    childCredit: 'Crédito Empire State por hijos',
    householdCredit: 'Crédito del hogar (Household Credit)',
    exemptionCredit: 'Crédito por exención',
    illinoisHeading: 'Su cálculo estimado para Illinois',
    pennsylvaniaHeading: 'Su cálculo estimado para Pensilvania',
    refund: 'Reembolso estatal estimado',
    owed: 'Impuesto estatal adeudado',
    eic: 'Crédito estatal por ingreso del trabajo',
    local:
      'No se calculan los impuestos sobre los ingresos de ciudades, condados ni distritos escolares.',
    notEstimated: 'Todavía no calculamos el reembolso de Alabama. Su preparador lo hará.',
    noWageTax: 'Texas no tiene impuesto sobre los salarios',
  },
} as const;

type Names = (typeof NAMES)[keyof typeof NAMES];
type Page = import('@playwright/test').Page;

async function fill(
  page: Page,
  t: Names,
  household: {
    income: string;
    status: string;
    withheld: string;
    children: string;
    year: string;
    state: string;
    stateWithheld?: string;
  },
) {
  await page.getByLabel(t.income).fill(household.income);
  await page.getByLabel(t.withheld, { exact: true }).fill(household.withheld);
  await page.getByLabel(t.filingStatus).selectOption({ label: household.status });
  await page.getByLabel(t.children).fill(household.children);
  await page.getByLabel(t.taxYear).selectOption(household.year);
  await page.getByRole('combobox', { name: t.state, exact: true }).selectOption({
    label: household.state,
  });
  if (household.stateWithheld !== undefined) {
    await page.getByLabel(t.stateWithheld).fill(household.stateWithheld);
  }
  await page.getByRole('checkbox', { name: t.confirm }).check();
  await page.getByRole('button', { name: t.calculate }).click();
}

const NEW_YORK = (t: Names) => ({
  income: '30000',
  status: t.married,
  withheld: '0',
  children: '2',
  year: '2025',
  state: t.newYork,
  stateWithheld: '500',
});

const CALIFORNIA = (t: Names) => ({
  income: '50000',
  status: t.single,
  withheld: '8000',
  children: '0',
  year: '2024',
  state: t.california,
  stateWithheld: '1000',
});

for (const [lang, t] of Object.entries(NAMES)) {
  test.describe(`${lang}, with JavaScript`, () => {
    test('the state is blank by default and lists every state and DC', async ({ page }) => {
      await openPage(page, t.path);
      const state = page.getByRole('combobox', { name: t.state, exact: true });
      await expect(state).toHaveValue('');
      // 50 states, DC and the blank choice.
      await expect(state.getByRole('option')).toHaveCount(52);
    });

    test('Illinois: the state refund with its credit, beside the federal result', async ({
      page,
    }) => {
      await openPage(page, t.path);
      const answer = page.waitForResponse('**/api/RefundCalculator');
      await fill(page, t, {
        income: '30000',
        status: t.married,
        withheld: '0',
        children: '2',
        year: '2025',
        state: t.illinois,
        stateWithheld: '500',
      });
      expect((await answer).request().postDataJSON()).toMatchObject({
        state: 'IL',
        stateWithheld: 500,
      });
      const result = page.getByRole('region', { name: t.illinoisHeading });
      await expect(result.getByRole('term').first()).toHaveText(t.refund);
      await expect(result.getByRole('definition').first()).toHaveText('$1,009.00');
      await expect(result.getByRole('term').nth(1)).toHaveText(t.eic);
      await expect(result.getByRole('definition').nth(1)).toHaveText('$1,430.00');
      await expect(result.getByText(t.local)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('Pennsylvania with nothing withheld: the state tax owed', async ({ page }) => {
      await openPage(page, t.path);
      await fill(page, t, {
        income: '50000',
        status: t.single,
        withheld: '8000',
        children: '0',
        year: '2024',
        state: t.pennsylvania,
      });
      const result = page.getByRole('region', { name: t.pennsylvaniaHeading });
      await expect(result.getByRole('term')).toHaveText([t.owed]);
      await expect(result.getByRole('definition')).toHaveText(['$1,535.00']);
    });

    test('New York: the state refund with its three credits', async ({ page }) => {
      await openPage(page, t.path);
      await fill(page, t, NEW_YORK(t));
      const result = page.getByRole('region', { name: t.newYorkHeading });
      await expect(result.getByRole('term')).toHaveText([
        t.refund,
        t.eic,
        t.childCredit,
        t.householdCredit,
      ]);
      await expect(result.getByRole('definition')).toHaveText([
        '$2,828.00',
        '$2,111.00',
        '$660.00',
        '$35.00',
      ]);
      await expect(result.getByText(t.local)).toBeVisible();
    });

    test('California: the state tax owed after the exemption credit', async ({ page }) => {
      await openPage(page, t.path);
      await fill(page, t, CALIFORNIA(t));
      const result = page.getByRole('region', { name: t.californiaHeading });
      await expect(result.getByRole('term')).toHaveText([t.owed, t.exemptionCredit]);
      await expect(result.getByRole('definition')).toHaveText(['$96.00', '$149.00']);
    });
  });

  test.describe(`${lang}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('a state not estimated says so, and the preparer will', async ({ page }) => {
      await page.goto(t.path);
      await fill(page, t, {
        income: '50000',
        status: t.single,
        withheld: '8000',
        children: '0',
        year: '2025',
        state: t.alabama,
        stateWithheld: '1200',
      });
      await expect(page.getByText(t.notEstimated)).toBeVisible();
      await expect(page.getByText(t.local)).toBeVisible();
      // The form keeps the state chosen.
      await expect(page.getByRole('combobox', { name: t.state, exact: true })).toHaveValue('AL');
    });

    test('a state without a tax on wages gives back what was withheld', async ({ page }) => {
      await page.goto(t.path);
      await fill(page, t, {
        income: '50000',
        status: t.single,
        withheld: '8000',
        children: '0',
        year: '2025',
        state: t.texas,
        stateWithheld: '40',
      });
      await expect(page.getByText(t.noWageTax)).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: '$40.00' })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: t.refund })).toBeVisible();
    });

    test('New York and California, worked on the server', async ({ page }) => {
      await page.goto(t.path);
      await fill(page, t, NEW_YORK(t));
      const newYork = page.getByRole('region', { name: t.newYorkHeading });
      await expect(newYork.getByRole('definition').first()).toHaveText('$2,828.00');
      await page.goto(t.path);
      await fill(page, t, CALIFORNIA(t));
      const california = page.getByRole('region', { name: t.californiaHeading });
      await expect(california.getByRole('term')).toHaveText([t.owed, t.exemptionCredit]);
      await expect(california.getByRole('definition')).toHaveText(['$96.00', '$149.00']);
    });
  });
}
