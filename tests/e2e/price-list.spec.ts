import type { Locator, Page } from '@playwright/test';
import { SAMPLE_W2, samplePdf } from '../../server/reader/samples.testing';
import { expect, test } from './fixtures';
import { fillReturnDetails, returnFiles, sendForSignature } from './signing-helpers';
import { addAccount, enrol, nextCode, signIn, unique } from './staff-helpers';

/**
 * The calculator and the agreement on a server whose fee is a price list (decision 180; the
 * `price-list` project's own server): the fee and its items for households that need different
 * forms, in both languages, hydrated and without JavaScript; the agreement and the terms; the case
 * page's estimate from an uploaded W-2, the fee staff send for signature with it, and the client's
 * Form 8879 section showing that fee and its items.
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
    itemized: 'Itemized deductions',
    tips: 'Tips included in your wages',
    state: 'State',
    stateWithheld: 'State income tax withheld (W-2 box 17)',
    itemsHeading: 'What our fee covers',
    federal: 'Federal return',
    scheduleA: 'Schedule A',
    scheduleOneA: 'Schedule 1-A',
    stateReturn: 'State return',
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
    itemized: 'Deducciones detalladas',
    tips: 'Propinas incluidas en su salario',
    state: 'Estado',
    stateWithheld: 'Impuesto estatal sobre los ingresos retenido (casilla 17 del W-2)',
    itemsHeading: 'Lo que cubre nuestra tarifa',
    federal: 'Declaración federal',
    scheduleA: 'Anexo A',
    scheduleOneA: 'Anexo 1-A',
    stateReturn: 'Declaración estatal',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * Households whose estimates need other forms: what each fills beyond income and withholding, the
 * fee, and the bill's items (the words the item's name starts with).
 */
const HOUSEHOLDS: readonly {
  readonly name: string;
  readonly year: string;
  readonly income: string;
  readonly withheld: string;
  readonly fill?: (page: Page, words: Words) => Promise<void>;
  readonly fee: string;
  readonly items: (words: Words) => readonly string[];
}[] = [
  {
    name: 'one job, no children: the federal return alone',
    year: '2024',
    income: '64600',
    withheld: '7000',
    fee: '$120.00',
    items: (words) => [words.federal],
  },
  {
    name: 'itemized: Schedule A',
    year: '2024',
    income: '120000',
    withheld: '20000',
    fill: (page, words) => page.getByLabel(words.itemized, { exact: true }).fill('40000'),
    fee: '$180.00',
    items: (words) => [words.federal, words.scheduleA],
  },
  {
    name: 'tips in 2025: Schedule 1-A',
    year: '2025',
    income: '38000',
    withheld: '3000',
    fill: (page, words) => page.getByLabel(words.tips, { exact: true }).fill('9000'),
    fee: '$150.00',
    items: (words) => [words.federal, words.scheduleOneA],
  },
  {
    name: 'a state: the state return',
    year: '2025',
    income: '64600',
    withheld: '7000',
    fill: async (page, words) => {
      await page
        .getByRole('combobox', { name: words.state, exact: true })
        .selectOption({ label: 'Illinois' });
      await page.getByLabel(words.stateWithheld).fill('3000');
    },
    fee: '$170.00',
    items: (words) => [words.federal, words.stateReturn],
  },
];

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

      for (const household of HOUSEHOLDS) {
        test(`${lang}: ${household.name}`, async ({ page }) => {
          await page.goto(words.path);
          await page.getByLabel(words.income, { exact: true }).fill(household.income);
          await page.getByLabel(words.withheld, { exact: true }).fill(household.withheld);
          await page.getByLabel(words.taxYear).selectOption(household.year);
          await household.fill?.(page, words);
          await page.getByRole('checkbox', { name: words.confirm }).check();
          await page.getByRole('button', { name: words.calculate }).click();
          const status = page.getByRole('status');
          await expect(status.getByRole('definition').nth(1)).toHaveText(household.fee);
          const bill = status
            .getByRole('heading', { name: words.itemsHeading, exact: true })
            .locator('xpath=following-sibling::dl[1]');
          const names = household.items(words);
          await expect(bill.getByRole('term')).toHaveCount(names.length);
          for (const [index, name] of names.entries()) {
            await expect(bill.getByRole('term').nth(index)).toContainText(name);
          }
          await expect(status).not.toContainText(words.above);
        });
      }

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

const TERMS = {
  en: {
    pages: ['/agreement', '/terms'],
    rows: ['Federal return $120.00', 'State return $50.00'],
    directDeposit: 'We charge no fee for direct deposit.',
  },
  es: {
    pages: ['/es/agreement', '/es/terms'],
    rows: ['Declaración federal $120.00', 'Declaración estatal $50.00'],
    directDeposit: 'No cobramos nada por el depósito directo.',
  },
} as const;

for (const [lang, terms] of Object.entries(TERMS)) {
  for (const path of terms.pages) {
    test(`${lang}: ${path} lists the price list and says direct deposit costs nothing`, async ({
      page,
    }) => {
      await page.goto(path);
      const table = page.getByRole('table');
      for (const row of terms.rows) {
        await expect(table.getByRole('row', { name: row })).toHaveCount(1);
      }
      await expect(page.getByText(terms.directDeposit)).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('20%');
    });
  }
}

const CASE_WORDS = {
  en: {
    upload: '/upload',
    chooseFile: 'Choose a file',
    uploadButton: 'Upload',
    yourCase: 'Your case',
    heading: 'From your W-2s',
    itemsHeading: 'What our fee covers',
    items: ['Federal return', 'State return'],
    fee: 'Fee',
    casePath: '/case',
    returnPath: '/case/return',
    signing: 'Review and sign your return',
    ourFee: 'Our fee',
    net: 'Net refund',
  },
  es: {
    upload: '/es/upload',
    chooseFile: 'Elija un archivo',
    uploadButton: 'Subir',
    yourCase: 'Su caso',
    heading: 'De sus formularios W-2',
    itemsHeading: 'Lo que cubre nuestra tarifa',
    items: ['Declaración federal', 'Declaración estatal'],
    fee: 'Tarifa',
    casePath: '/es/case',
    returnPath: '/es/case/return',
    signing: 'Revise y firme su declaración',
    ourFee: 'Nuestra tarifa',
    net: 'Reembolso neto',
  },
} as const;

/** The `dd` after the term named `name` exactly, in `scope`. */
const termValue = (scope: Locator, name: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

for (const [lang, t] of Object.entries(CASE_WORDS)) {
  test(`${lang}: the case page's estimate from an uploaded W-2 bills the federal and the state return; staff send that fee for signature, and the client's Form 8879 section shows it with its items`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto(t.upload);
    // The sample W-2 (2025, single, no children) names Illinois in boxes 15 to 17.
    await page.getByLabel(t.chooseFile).setInputFiles({
      name: `w2-price-list-${lang}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from(await samplePdf(SAMPLE_W2, 'grid')),
    });
    await page.getByRole('button', { name: t.uploadButton, exact: true }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText(/QR-[0-9A-Z]{4}-/);
    const reference =
      /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
    await page.getByRole('main').getByRole('link', { name: t.yourCase }).click();
    const section = page.getByRole('region', { name: t.heading });
    await expect(async () => {
      await page.reload();
      await expect(section.getByRole('row')).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const bill = section
      .getByRole('heading', { name: t.itemsHeading, exact: true })
      .locator('xpath=following-sibling::dl[1]');
    await expect(bill.getByRole('term')).toHaveText([...t.items]);
    await expect(bill.getByRole('definition')).toHaveText(['$120.00', '$50.00']);
    await expect(termValue(section, t.fee)).toHaveText('$170.00');

    // Staff: the schedule in force, the case's fee, and the Form 8879 form's "Our fee" starting
    // at the same bill.
    const { email, ip } = unique('price-list-staff');
    const desk = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': ip },
    });
    const staff = await desk.newPage();
    const link = await addAccount(email, false, 'test-results/e2e-price-list');
    const { secret } = await enrol(staff, link);
    await signIn(staff, email, nextCode(secret));
    await staff.goto(`/staff/cases/${reference}`);
    const payments = staff.getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText('The price list of FEE_SCHEDULE_FILE');
    await expect(payments).toContainText("The case's fee: $170.00");
    await expect(staff.getByLabel('Our fee')).toHaveValue('170.00');

    // The client sends their return details; staff send the return with the fee as prefilled.
    await fillReturnDetails(page, t.returnPath, {
      firstName: 'Ana',
      lastName: 'López',
      dateOfBirth: '1985-03-09',
    });
    await sendForSignature(staff, reference, await returnFiles(reference), { refund: '2000.00' });
    await desk.close();

    // The client's "Review and sign your return": the same fee, and the bill it is made of.
    await page.goto(t.casePath);
    const signing = page.getByRole('region', { name: t.signing });
    await expect(termValue(signing, t.ourFee)).toHaveText('$170.00');
    await expect(termValue(signing, t.net)).toHaveText('$1,830.00');
    const signingBill = signing
      .getByRole('heading', { name: t.itemsHeading, exact: true })
      .locator('xpath=following-sibling::dl[1]');
    await expect(signingBill.getByRole('term')).toHaveText([...t.items]);
    await expect(signingBill.getByRole('definition')).toHaveText(['$120.00', '$50.00']);
  });
}
