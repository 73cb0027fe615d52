import type { Page } from '@playwright/test';
import { formatUsd } from '../../app/money';
import { generateW2, payrollTaxesOf, type W2Truth } from '../../server/reader/w2-generator.testing';
import { expect, test } from './fixtures';

// The case page's estimate under the 2025 to 2028 law (ESTIMATE.md §1; decision 173), walked as a
// client does: a 2026 W-2 whose box 12 prints tips (TP) and overtime (TT), made as a text PDF by
// the reader's generator and uploaded on /upload; then "Your return" with a date of birth that
// makes the filer 66 on December 31, 2026. "From your W-2s" then shows the refund that
// POST /api/RefundCalculator gives for the same facts (tips, overtime, age 66), in English and
// Spanish.

const TIPS = 9_000;
const OVERTIME = 3_000;
const WAGES = 42_000;
const WITHHELD = 3_100;

/** Whole dollars in cents, so that the W-2 and the API's request hold the same figures. */
const medicareWages = WAGES * 100;
const socialSecurityTips = TIPS * 100;
const socialSecurityWages = medicareWages - socialSecurityTips;
const TRUTH: W2Truth = {
  taxYear: 2026,
  employer: 'Harbor Point Restaurant',
  ein: '36-4728193',
  wages: medicareWages,
  withheld: WITHHELD * 100,
  socialSecurityWages,
  medicareWages,
  socialSecurityTips,
  ...payrollTaxesOf(socialSecurityWages, socialSecurityTips, medicareWages),
  box12: [
    { code: 'TP', amount: TIPS * 100 },
    { code: 'TT', amount: OVERTIME * 100 },
  ],
  states: [],
};

const WORDS = {
  en: {
    upload: '/upload',
    chooseFile: 'Choose a file',
    uploadButton: 'Upload',
    yourCase: 'Your case',
    heading: 'From your W-2s',
    section: 'Your return',
    link: 'Tell us about your return',
    about: 'About you',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    filingStatus: 'Filing status',
    save: 'Save',
    saved: 'Saved.',
    back: 'Back to your case',
    estimatedRefund: 'Estimated refund',
  },
  es: {
    upload: '/es/upload',
    chooseFile: 'Elija un archivo',
    uploadButton: 'Subir',
    yourCase: 'Su caso',
    heading: 'De sus formularios W-2',
    section: 'Su declaración',
    link: 'Cuéntenos sobre su declaración',
    about: 'Sobre usted',
    firstName: 'Nombre',
    lastName: 'Apellido',
    dateOfBirth: 'Fecha de nacimiento',
    filingStatus: 'Estado civil para efectos de la declaración',
    save: 'Guardar',
    saved: 'Guardado.',
    back: 'Volver a su caso',
    estimatedRefund: 'Reembolso estimado',
  },
} as const;

interface Answer {
  refund: number;
  scheduleOneA: { tips: number; overtime: number; seniors: number };
}

/** POST /api/RefundCalculator for the W-2's wages and withholding, a single filer, and `facts`. */
async function api(page: Page, facts: Record<string, number>): Promise<Answer> {
  const response = await page.request.post('/api/RefundCalculator', {
    data: { income: WAGES, withheld: WITHHELD, filingStatus: 'single', taxYear: 2026, ...facts },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Answer;
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: a 2026 W-2 with box 12 TP and TT and a filer of 66 estimate the API's refund`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = WORDS[lang];
    const answer = await api(page, { tips: TIPS, overtime: OVERTIME, age: 66 });
    // The facts reach Schedule 1-A: all of the tips and overtime, the seniors' 6,000; without
    // them, or without the age, the refund is another, so the page's figure tells them apart.
    expect(answer.scheduleOneA).toMatchObject({ tips: TIPS, overtime: OVERTIME, seniors: 6_000 });
    const expected = answer.refund;
    expect((await api(page, { tips: TIPS, overtime: OVERTIME })).refund).not.toBe(expected);
    expect((await api(page, { age: 66 })).refund).not.toBe(expected);

    await page.goto(t.upload);
    const w2 = await generateW2('irs-grid', 7, TRUTH);
    await page.getByLabel(t.chooseFile).setInputFiles({
      name: `w2-2026-${lang}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from(w2.pdf),
    });
    await page.getByRole('button', { name: t.uploadButton, exact: true }).click();
    await expect(page.getByRole('status')).toContainText(/QR-[0-9A-Z]{4}-/);
    await page.getByRole('main').getByRole('link', { name: t.yourCase }).click();

    // The return details: single, born March 10, 1960 (66 on December 31, 2026).
    await page
      .getByRole('region', { name: t.section, exact: true })
      .getByRole('link', { name: t.link })
      .click();
    const about = page.getByRole('group', { name: t.about, exact: true });
    await about.getByLabel(t.firstName, { exact: true }).fill('Rosa');
    await about.getByLabel(t.lastName, { exact: true }).fill('Díaz');
    await about.getByLabel(t.dateOfBirth, { exact: true }).fill('1960-03-10');
    await about.getByLabel(t.filingStatus, { exact: true }).selectOption('single');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(t.saved);
    await page.getByRole('link', { name: t.back }).click();

    // "From your W-2s", once the background job has read the W-2.
    const section = page.getByRole('region', { name: t.heading });
    await expect(async () => {
      await page.reload();
      await expect(section.getByRole('row')).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(section.getByRole('row').nth(1)).toContainText(formatUsd(TIPS));
    await expect(section.getByRole('row').nth(1)).toContainText(formatUsd(OVERTIME));
    await expect(section.getByRole('term').first()).toHaveText(t.estimatedRefund);
    await expect(section.getByRole('definition').first()).toHaveText(formatUsd(expected));
  });
}
