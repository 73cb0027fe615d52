import type { Browser, Page } from '@playwright/test';
import { formatUsd } from '../../app/money';
import { estimateRefund } from '../../app/tax/engine';
import { estimateState, STATE_CREDIT_NAMES } from '../../app/tax/states';
import { SAMPLE_W2, samplePdf } from '../../server/reader/samples.testing';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ENGINES } from './services';
import { preparer } from './staff-helpers';

// Reading W-2s (RETURN.md §3; decisions 105, 106, 133 and 134), walked as a visitor does: a W-2
// PDF made here (the tests' own sample, server/reader/samples.testing.ts) uploaded on /upload,
// read by the server's background job, and the case page's "From your W-2s" with its figures and
// the estimate, in English and Spanish on PGlite (the run's web server) and once on PostgreSQL
// (the global set-up's). Staff see the figures beside the document, "Correct" them, and the
// client's page shows the corrected figures. Axe checks every new part.

const NAMES = {
  en: {
    upload: '/upload',
    chooseFile: 'Choose a file',
    uploadButton: 'Upload',
    yourCase: 'Your case',
    casePath: '/case',
    heading: 'From your W-2s',
    onThisPage: 'On this page',
    columns: [
      'Employer',
      'Tax year',
      'Wages (box 1)',
      'Federal income tax withheld (box 2)',
      'State',
      'State wages (box 16)',
      'State income tax withheld (box 17)',
    ],
    estimatedRefund: 'Estimated refund',
    fee: 'Fee',
    netRefund: 'Net refund',
    stateHeading: 'Your Illinois estimate',
    stateRefund: 'Estimated state refund',
    stateOwed: 'State tax owed',
    stateCredits: {
      earnedIncomeCredit: 'State earned income credit',
      empireStateChildCredit: 'Empire State child credit',
      exemptionCredit: 'Exemption credit',
      householdCredit: 'Household credit',
      lowIncomeCredit: 'Low income credit',
      seniorCitizenCredit: 'Senior citizen credit',
      taxForgiveness: 'Tax forgiveness',
      workingPennsylvaniansTaxCredit: 'Working Pennsylvanians Tax Credit',
    },
    assumed:
      'This estimate assumes you file as single with no children under 17, until you tell us about your return.',
    checked: 'Your preparer checks these figures.',
  },
  es: {
    upload: '/es/upload',
    chooseFile: 'Elija un archivo',
    uploadButton: 'Subir',
    yourCase: 'Su caso',
    casePath: '/es/case',
    heading: 'De sus formularios W-2',
    onThisPage: 'En esta página',
    columns: [
      'Empleador',
      'Año tributario',
      'Salarios (casilla 1)',
      'Impuesto federal sobre el ingreso retenido (casilla 2)',
      'Estado',
      'Salarios estatales (casilla 16)',
      'Impuesto estatal sobre el ingreso retenido (casilla 17)',
    ],
    estimatedRefund: 'Reembolso estimado',
    fee: 'Tarifa',
    netRefund: 'Reembolso neto',
    stateHeading: 'Su cálculo estimado para Illinois',
    stateRefund: 'Reembolso estatal estimado',
    stateOwed: 'Impuesto estatal adeudado',
    stateCredits: {
      earnedIncomeCredit: 'Crédito estatal por ingreso del trabajo',
      empireStateChildCredit: 'Crédito Empire State por hijos',
      exemptionCredit: 'Crédito por exención',
      householdCredit: 'Crédito del hogar (Household Credit)',
      lowIncomeCredit: 'Crédito por bajos ingresos',
      seniorCitizenCredit: 'Crédito para personas mayores',
      taxForgiveness: 'Condonación de impuestos (Tax Forgiveness)',
      workingPennsylvaniansTaxCredit: 'Crédito Working Pennsylvanians',
    },
    assumed:
      'Este cálculo supone que declara como soltero sin hijos menores de 17 años, hasta que nos hable de su declaración.',
    checked: 'Su preparador revisa estas cifras.',
  },
} as const;

/** Boxes 15 to 17 as the sample W-2 prints them: Illinois, box 16 = box 1, 4.95% of it in box 17. */
const SAMPLE_STATE = {
  code: 'IL',
  wages: SAMPLE_W2.wages,
  withheld: Math.round(SAMPLE_W2.wages * 0.0495),
} as const;

/** What the engine gives for wages and withholding in cents, single and no children. */
function expected(wages: number, withheld: number) {
  const estimate = estimateRefund({
    income: wages / 100,
    deductions: 0,
    filingStatus: 'single',
    withheld: withheld / 100,
    children: 0,
    taxYear: SAMPLE_W2.taxYear,
  });
  return [estimate.refund, estimate.fee, estimate.netRefund].map(formatUsd);
}

/**
 * Illinois's estimate as the case page works it (server/reader/estimate.ts): box 17 and box 16 in
 * whole dollars, the federal estimate's AGI and EIC, single and no children.
 */
function expectedState(wages: number, withheld: number) {
  const federal = estimateRefund({
    income: wages / 100,
    deductions: 0,
    filingStatus: 'single',
    withheld: withheld / 100,
    children: 0,
    taxYear: SAMPLE_W2.taxYear,
  });
  const state = estimateState(SAMPLE_STATE.code, Math.round(SAMPLE_STATE.withheld / 100), {
    taxYear: federal.taxYear,
    filingStatus: federal.filingStatus,
    wages: Math.round(SAMPLE_STATE.wages / 100),
    federalAgi: federal.agi,
    children: 0,
    federalEarnedIncomeCredit: federal.credits.earnedIncomeCredit,
  });
  const refund = state.refund as number;
  const credits = STATE_CREDIT_NAMES.flatMap((name) => {
    const amount = state.credits[name];
    return amount !== undefined && amount > 0 ? [{ name, amount }] : [];
  });
  return { refund, credits };
}

let walks = 0;

/** A browser of its own: a client address of its own too (the servers trust X-Forwarded-For). */
function visitorContext(browser: Browser, origin: string) {
  walks += 1;
  return browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.39.${process.pid % 250}.${walks % 250}` },
  });
}

/** The section "From your W-2s", once the background job has read the W-2 (the page reloaded). */
async function readSection(page: Page, t: (typeof NAMES)[keyof typeof NAMES]) {
  const section = page.getByRole('region', { name: t.heading });
  await expect(async () => {
    await page.reload();
    await expect(section.getByRole('row')).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return section;
}

/** The section's one W-2 row and its estimate, as the client reads them. */
async function expectFigures(
  section: ReturnType<Page['getByRole']>,
  t: (typeof NAMES)[keyof typeof NAMES],
  wages: number,
  withheld: number,
) {
  await expect(section.getByRole('columnheader')).toHaveText([...t.columns]);
  await expect(section.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    SAMPLE_W2.employer,
    String(SAMPLE_W2.taxYear),
    formatUsd(wages / 100),
    formatUsd(withheld / 100),
    SAMPLE_STATE.code,
    formatUsd(SAMPLE_STATE.wages / 100),
    formatUsd(SAMPLE_STATE.withheld / 100),
  ]);
  const [refund, fee, net] = expected(wages, withheld);
  const state = expectedState(wages, withheld);
  await expect(
    section.getByRole('heading', { level: 3, name: t.stateHeading, exact: true }),
  ).toBeVisible();
  await expect(section.getByRole('term')).toHaveText([
    t.estimatedRefund,
    t.fee,
    t.netRefund,
    state.refund < 0 ? t.stateOwed : t.stateRefund,
    ...state.credits.map(({ name }) => t.stateCredits[name]),
  ]);
  await expect(section.getByRole('definition')).toHaveText([
    refund ?? '',
    fee ?? '',
    net ?? '',
    formatUsd(Math.abs(state.refund)),
    ...state.credits.map(({ amount }) => formatUsd(amount)),
  ]);
  await expect(section.getByText(t.assumed, { exact: true })).toBeVisible();
  await expect(section.getByText(t.checked, { exact: true })).toBeVisible();
}

/** A W-2 PDF uploaded on /upload: the case's reference, and the page on its case page. */
async function uploadW2(page: Page, t: (typeof NAMES)[keyof typeof NAMES], id: string) {
  await page.goto(t.upload);
  await page.getByLabel(t.chooseFile).setInputFiles({
    name: `w2-${id}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await samplePdf(SAMPLE_W2, 'grid')),
  });
  await page.getByRole('button', { name: t.uploadButton, exact: true }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText(/QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  const reference = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
    (await status.textContent()) ?? '',
  )?.[0] as string;
  await page.getByRole('main').getByRole('link', { name: t.yourCase }).click();
  await expect(page.getByRole('main')).toContainText(reference);
  return reference;
}

const WALKS = [
  { engine: ENGINES[0], lang: 'en', staff: true },
  { engine: ENGINES[0], lang: 'es', staff: false },
  { engine: ENGINES[1], lang: 'en', staff: false },
] as const;

for (const { engine, lang, staff } of WALKS) {
  test(`${engine.engine}, ${lang}: a W-2 uploaded on /upload shows its figures and the estimate on the case page${staff ? '; staff see and correct them' : ''}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = NAMES[lang];
    const origin = engine.origin();
    const id = `${Date.now().toString(36)}${walks}${lang}`;
    const client = await visitorContext(browser, origin);
    const page = await client.newPage();
    const reference = await uploadW2(page, t, id);

    const section = await readSection(page, t);
    await expectFigures(section, t, SAMPLE_W2.wages, SAMPLE_W2.withheld);
    // "On this page" links to the section.
    await page
      .getByRole('navigation', { name: t.onThisPage })
      .getByRole('link', { name: t.heading })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeInViewport();
    await expectNoAxeViolations(page);
    if (!staff) {
      await client.close();
      return;
    }

    // Staff: the figures beside the document, how they were read, the same estimate.
    const desk = await (await preparer(browser, origin, engine.env())).newPage();
    await desk.goto(`/staff/cases/${reference}`);
    const item = desk.getByRole('listitem').filter({ hasText: `w2-${id}.pdf` });
    await expect(item.getByRole('definition')).toHaveText([
      SAMPLE_W2.employer,
      String(SAMPLE_W2.taxYear),
      formatUsd(SAMPLE_W2.wages / 100),
      formatUsd(SAMPLE_W2.withheld / 100),
      SAMPLE_STATE.code,
      formatUsd(SAMPLE_STATE.wages / 100),
      formatUsd(SAMPLE_STATE.withheld / 100),
    ]);
    await expect(item).toContainText('Read from the PDF’s text');
    const estimate = desk.getByRole('region', { name: 'Estimate from the W-2s' });
    const [refund, fee, net] = expected(SAMPLE_W2.wages, SAMPLE_W2.withheld);
    await expect(estimate.getByRole('definition')).toHaveText([
      formatUsd(SAMPLE_W2.wages / 100),
      formatUsd(SAMPLE_W2.withheld / 100),
      refund ?? '',
      fee ?? '',
      net ?? '',
    ]);
    await expectNoAxeViolations(desk);

    // "Correct": the form holds what was read; box 2 above box 1 is refused beside its field.
    await item.getByRole('button', { name: 'Correct' }).click();
    await expect(
      desk.getByRole('heading', { level: 1, name: 'Correct the W-2 figures' }),
    ).toBeVisible();
    await expect(desk.getByLabel('Employer')).toHaveValue(SAMPLE_W2.employer);
    await expect(desk.getByLabel('Tax year')).toHaveValue(String(SAMPLE_W2.taxYear));
    await expect(desk.getByLabel('Wages (box 1)')).toHaveValue('52345.67');
    await expect(desk.getByLabel('Federal income tax withheld (box 2)')).toHaveValue('6123.45');
    await expect(desk.getByLabel('EIN (box b)')).toHaveValue('12-3456789');
    await expect(desk.getByLabel('State line 1: state (box 15)')).toHaveValue(SAMPLE_STATE.code);
    await expect(desk.getByLabel('State line 1: state wages (box 16)')).toHaveValue('52345.67');
    await expect(desk.getByLabel('State line 1: state income tax withheld (box 17)')).toHaveValue(
      '2591.11',
    );
    await expectNoAxeViolations(desk);
    await desk.getByLabel('Federal income tax withheld (box 2)').fill('60,000.00');
    await desk.getByRole('button', { name: 'Save figures' }).click();
    await expect(
      desk.getByLabel('Federal income tax withheld (box 2)'),
    ).toHaveAccessibleDescription(/Box 2 cannot be more than box 1\./);
    await expectNoAxeViolations(desk);
    await desk.getByLabel('Wages (box 1)').fill('$48,000.00');
    await desk.getByLabel('Federal income tax withheld (box 2)').fill('5,000.5');
    await desk.getByRole('button', { name: 'Save figures' }).click();
    await expect(desk.getByRole('status')).toHaveText('The W-2 figures were corrected.');
    await expect(item).toContainText('Corrected by staff');
    await expect(item.getByRole('definition').nth(2)).toHaveText('$48,000.00');

    // The client's page shows the corrected figures and the estimate from them.
    await page.reload();
    await expectFigures(section, t, 4_800_000, 500_050);
    await client.close();
    await desk.context().close();
  });
}
