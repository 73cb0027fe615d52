import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ENGINES, mailTo } from './services';
import { preparer, unique } from './staff-helpers';
import { withoutRandomParts } from '../shared/mail-prose';

// "Your return" (RETURN.md §1; docs/return.md) walked as a client would: from the case page's
// "Your return" to /case/return, two dependents added and one removed, a send refused (the error
// summary, its links, the messages beside the fields, nothing typed lost), Save ("Saved.", the
// account shown only by its last 4 digits), then "Send to your preparer": the case page says
// when, its "What we need from you" lists the checklist, one e-mail (read from the run's SMTP
// server) names no document and no number, and staff read "Return details" and, audited, "Show
// account number" (its audit row: tests/api/return-page.test.ts). In English and Spanish, with JavaScript and without, on PGlite; once on
// PostgreSQL (the global set-up's second server). Axe checks the page, its errors and the
// sections.

const ROUTING = '021000021';
const ACCOUNT = '000123456789';
const PIN = '491037';

const WORDS = {
  en: {
    casePath: '/case',
    section: 'Your return',
    link: 'Tell us about your return',
    heading: 'Tell us about your return',
    notStarted: 'Not started',
    savedLine: 'Saved, not sent yet',
    sentLine: 'Sent to your preparer on ',
    about: 'About you',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    filingStatus: 'Filing status',
    street: 'Street address',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    dependent: (n: number) => `Dependent ${n}`,
    add: 'Add a dependent',
    remove: (n: number) => `Remove dependent ${n}`,
    relationship: 'Relationship',
    months: 'Months lived with you',
    w2: 'W-2 wages from an employer',
    w2Count: 'Number of W-2 forms',
    interest: 'Interest or dividends (1099-INT, 1099-DIV)',
    directDeposit: 'Direct deposit',
    routing: 'Routing number',
    account: 'Account number',
    confirm: 'Confirm account number',
    accountType: 'Account type',
    ipPin: 'Identity Protection PIN',
    save: 'Save',
    send: 'Send to your preparer',
    saved: 'Saved.',
    sent: 'Sent to your preparer. The documents we need are listed on your case page.',
    problem: 'There is a problem',
    routingCheck:
      'This is not a valid routing number. Check the 9 digits with your bank or on a check.',
    mismatch: 'The account numbers do not match. Type the same number in both fields.',
    ending: 'Checking account ending in 6789',
    back: 'Back to your case',
    needed: 'What we need from you',
    subject: 'We need documents for your case',
    requests: [
      'Form W-2 (1 of 2)',
      'Form W-2 (2 of 2)',
      'Form 1099-INT or 1099-DIV',
      "Photo ID (driver's license or state ID)",
      'Social Security card for Mateo',
    ],
  },
  es: {
    casePath: '/es/case',
    section: 'Su declaración',
    link: 'Cuéntenos sobre su declaración',
    heading: 'Cuéntenos sobre su declaración',
    notStarted: 'Sin empezar',
    savedLine: 'Guardado, todavía no enviado',
    sentLine: 'Enviado a su preparador el ',
    about: 'Sobre usted',
    firstName: 'Nombre',
    lastName: 'Apellido',
    dateOfBirth: 'Fecha de nacimiento',
    filingStatus: 'Estado civil para efectos de la declaración',
    street: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal (ZIP)',
    dependent: (n: number) => `Dependiente ${n}`,
    add: 'Agregar un dependiente',
    remove: (n: number) => `Quitar el dependiente ${n}`,
    relationship: 'Parentesco',
    months: 'Meses que vivió con usted',
    w2: 'Salarios W-2 de un empleador',
    w2Count: 'Número de formularios W-2',
    interest: 'Intereses o dividendos (1099-INT, 1099-DIV)',
    directDeposit: 'Depósito directo',
    routing: 'Número de ruta',
    account: 'Número de cuenta',
    confirm: 'Confirme el número de cuenta',
    accountType: 'Tipo de cuenta',
    ipPin: 'PIN de Protección de Identidad',
    save: 'Guardar',
    send: 'Enviar a su preparador',
    saved: 'Guardado.',
    sent: 'Enviado a su preparador. Los documentos que necesitamos aparecen en la página de su caso.',
    problem: 'Hay un problema',
    routingCheck:
      'Este número de ruta no es válido. Revise los 9 dígitos con su banco o en un cheque.',
    mismatch: 'Los números de cuenta no coinciden. Escriba el mismo número en los dos campos.',
    ending: 'Cuenta de cheques que termina en 6789',
    back: 'Volver a su caso',
    needed: 'Lo que necesitamos de usted',
    subject: 'Necesitamos documentos para su caso',
    requests: [
      'Formulario W-2 (1 de 2)',
      'Formulario W-2 (2 de 2)',
      'Formulario 1099-INT o 1099-DIV',
      'Identificación con foto (licencia de conducir o identificación estatal)',
      'Tarjeta de Seguro Social de Mateo',
    ],
  },
} as const;

type Lang = keyof typeof WORDS;

/** The walks: every language and script mode on PGlite, one on PostgreSQL. */
const WALKS: Record<string, readonly { lang: Lang; scripts: boolean }[]> = {
  PGlite: [
    { lang: 'en', scripts: true },
    { lang: 'en', scripts: false },
    { lang: 'es', scripts: true },
    { lang: 'es', scripts: false },
  ],
  PostgreSQL: [{ lang: 'en', scripts: false }],
};

/**
 * A case opened by a contact message in `lang` (the contact API), its case cookie handed to a
 * new browser context of the client's, with or without JavaScript.
 */
async function clientWithCase(browser: Browser, origin: string, lang: Lang, scripts: boolean) {
  const { email, ip } = unique(`return-${lang}`);
  const opened = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang, 'X-Forwarded-For': ip },
    body: JSON.stringify({ name: 'Ana López', email, message: 'Hello' }),
  });
  expect(opened.status).toBe(201);
  const { reference } = (await opened.json()) as { reference: string };
  const [name = '', value = ''] = (opened.headers.getSetCookie()[0]?.split(';')[0] ?? '').split(
    /=(.*)/s,
  );
  expect(name).toMatch(/qr_case/);
  const context = await browser.newContext({
    baseURL: origin,
    javaScriptEnabled: scripts,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  await context.addCookies([{ name, value, url: origin }]);
  return { context, reference, email };
}

/** A field by its label, exactly, inside `scope`. */
const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByLabel(label, { exact: true });

for (const { engine, origin, env } of ENGINES) {
  test.describe(`your return on ${engine}`, () => {
    test.describe.configure({ timeout: 120_000 });
    let staff: BrowserContext;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      staff = await preparer(browser, origin(), env());
    });
    test.afterAll(async () => {
      await staff?.close();
    });

    for (const { lang, scripts } of WALKS[engine] ?? []) {
      test(`${lang}, ${scripts ? 'with' : 'without'} JavaScript: fill, add and remove dependents, a refused send, save, send; the checklist, one e-mail, and staff's "Return details"`, async ({
        browser,
      }) => {
        const t = WORDS[lang];
        const { context, reference, email } = await clientWithCase(
          browser,
          origin(),
          lang,
          scripts,
        );
        const page = await context.newPage();

        // The case page's "Your return": its link and line.
        await page.goto(t.casePath);
        const section = page.getByRole('region', { name: t.section, exact: true });
        await expect(section).toContainText(t.notStarted);
        await section.getByRole('link', { name: t.link }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
        if (scripts) await expectNoAxeViolations(page);

        const about = page.getByRole('group', { name: t.about, exact: true });
        await field(about, t.firstName).fill('Ana');
        await field(about, t.lastName).fill('López');
        await expect(field(about, t.dateOfBirth)).toHaveAttribute('type', 'date');
        await field(about, t.dateOfBirth).fill('1988-04-02');
        await field(about, t.filingStatus).selectOption('head_of_household');
        await field(about, t.street).fill('12 Elm Street');
        await field(about, t.city).fill('Springfield');
        await field(about, t.state).selectOption('IL');
        await field(about, t.zip).fill('62701');

        // Two dependents added, the second removed; what was typed stays each time.
        await page.getByRole('button', { name: t.add }).click();
        const first = page.getByRole('group', { name: t.dependent(1), exact: true });
        await expect(first).toBeVisible();
        await expect(field(about, t.firstName)).toHaveValue('Ana');
        await field(first, t.firstName).fill('Mateo');
        await field(first, t.lastName).fill('López');
        await field(first, t.dateOfBirth).fill('2015-06-30');
        await field(first, t.relationship).selectOption('son');
        await field(first, t.months).fill('12');
        await page.getByRole('button', { name: t.add }).click();
        const second = page.getByRole('group', { name: t.dependent(2), exact: true });
        await field(second, t.firstName).fill('Lucía');
        await expect(field(first, t.firstName)).toHaveValue('Mateo');
        await second.getByRole('button', { name: t.remove(2) }).click();
        await expect(page.getByRole('group', { name: t.dependent(2), exact: true })).toHaveCount(0);
        await expect(field(first, t.months)).toHaveValue('12');

        await field(page, t.w2).check();
        await field(page, t.w2Count).fill('2');
        await field(page, t.interest).check();
        await expect(page.getByRole('radio', { name: t.directDeposit })).toBeChecked();
        await field(page, t.routing).fill('021000022');
        await field(page, t.account).fill(ACCOUNT);
        await field(page, t.confirm).fill('000123456780');
        await field(page, t.accountType).selectOption('checking');
        await page.getByRole('textbox', { name: t.ipPin, exact: true }).fill(PIN);

        // Refused: the summary links to each field, the message is beside it, nothing is lost.
        await page.getByRole('button', { name: t.send, exact: true }).click();
        const summary = page.getByRole('alert');
        await expect(summary.getByRole('heading', { name: t.problem })).toBeVisible();
        await expect(summary.getByRole('link')).toHaveText([t.routingCheck, t.mismatch]);
        await expect(field(page, t.routing)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, t.routing)).toHaveAccessibleDescription(
          new RegExp(t.routingCheck.replace(/[.]/g, '\\.')),
        );
        await expect(field(page, t.confirm)).toHaveAccessibleDescription(
          new RegExp(t.mismatch.replace(/[.]/g, '\\.')),
        );
        await expect(field(page, t.routing)).toHaveValue('021000022');
        await expect(field(page, t.account)).toHaveValue(ACCOUNT);
        await expect(field(about, t.zip)).toHaveValue('62701');
        await expect(field(first, t.firstName)).toHaveValue('Mateo');
        await expect(field(page, t.w2Count)).toHaveValue('2');
        if (scripts) await expectNoAxeViolations(page);
        await summary.getByRole('link', { name: t.routingCheck }).click();
        await expect(field(page, t.routing)).toBeFocused();

        // Save: "Saved."; the account only by its last 4 digits, its fields empty.
        await field(page, t.routing).fill(ROUTING);
        await field(page, t.confirm).fill(ACCOUNT);
        await page.getByRole('button', { name: t.save, exact: true }).click();
        await expect(page.getByRole('status')).toHaveText(t.saved);
        await expect(page.getByRole('main')).toContainText(t.ending);
        await expect(page.getByRole('main')).toContainText(t.savedLine);
        await expect(field(page, t.account)).toHaveValue('');
        await expect(field(page, t.routing)).toHaveValue('');
        expect(await page.content()).not.toContain(ACCOUNT);

        // Sent: the page and the case page say so; the checklist is "What we need from you".
        await page.getByRole('button', { name: t.send, exact: true }).click();
        await expect(page.getByRole('status')).toHaveText(t.sent);
        await expect(page.getByRole('main')).toContainText(t.sentLine);
        if (scripts) await expectNoAxeViolations(page);
        await page.getByRole('link', { name: t.back }).click();
        await expect(page.getByRole('region', { name: t.section, exact: true })).toContainText(
          t.sentLine,
        );
        const needed = page.getByRole('region', { name: t.needed });
        for (const name of t.requests) {
          await expect(needed.getByRole('group', { name, exact: true })).toBeVisible();
        }
        if (scripts) await expectNoAxeViolations(page);
        await context.close();

        // One e-mail: a link, no document, no number.
        const mail = withoutRandomParts(await mailTo(email, `${t.subject} ${reference}`));
        for (const secret of [ACCOUNT, ROUTING, PIN, '6789', 'W-2', 'Mateo']) {
          expect(mail).not.toContain(secret);
        }

        // Staff: every answer, the sent date, the account's line; the numbers on the next page.
        const desk = await staff.newPage();
        await desk.goto(`/staff/cases/${reference}`);
        const details = desk.getByRole('region', { name: 'Return details' });
        await expect(details).toContainText('Direct deposit: Checking account ending in 6789');
        await expect(details).toContainText('Sent on ');
        await expect(details).toContainText('Mateo');
        await expect(details).toContainText('Head of household');
        expect(await desk.content()).not.toContain(ACCOUNT);
        await expect(desk.getByRole('cell', { name: 'Return details sent' })).toBeVisible();
        if (scripts) await expectNoAxeViolations(desk);
        await details.getByRole('button', { name: 'Show account number' }).click();
        await expect(desk.getByRole('heading', { level: 1, name: 'Bank account' })).toBeVisible();
        await expect(desk.getByRole('main')).toContainText(ROUTING);
        await expect(desk.getByRole('main')).toContainText(ACCOUNT);
        await expect(desk.getByRole('main')).toContainText(PIN);
        if (scripts) await expectNoAxeViolations(desk);
        await desk.close();
      });
    }
  });
}
