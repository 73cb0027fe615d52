import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { caseByMessage, ENGINES, mailTo } from './services';
import { preparer, unique } from './staff-helpers';
import { withoutRandomParts } from '../shared/mail-prose';

// Documents requested (docs/back-office.md, "Documents requested"; decisions 087 to 089), walked
// once per language, with JavaScript and without, on PGlite (the run's web server) and PostgreSQL
// (the global set-up's): staff request two documents, the client gets one e-mail (read from the
// SMTP server), opens its link, sends a file for one request and "I don't have this" for the
// other, and staff see "Received" with the download link and "Not applicable" with the reason.
// One preparer per engine and worker, signed in once. Axe checks both new parts.

const NAMES = {
  en: {
    casePath: '/case',
    continue: 'Continue to your case',
    subject: 'We need documents for your case',
    heading: 'What we need from you',
    file: 'File',
    send: 'Send file',
    reason: 'Reason',
    notHave: "I don't have this",
    received: 'Thank you. Your file was added to your case.',
    notApplicable: 'Thank you. We noted that you do not have this document.',
    documents: 'Your documents',
  },
  es: {
    casePath: '/es/case',
    continue: 'Continuar a su caso',
    subject: 'Necesitamos documentos para su caso',
    heading: 'Lo que necesitamos de usted',
    file: 'Archivo',
    send: 'Enviar archivo',
    reason: 'Motivo',
    notHave: 'No tengo este documento',
    received: 'Gracias. Su archivo se agregó a su caso.',
    notApplicable: 'Gracias. Anotamos que usted no tiene este documento.',
    documents: 'Sus documentos',
  },
} as const;

const W2 = '2025 W-2 from Acme Corp';
const INTEREST = '1099-INT from First Bank';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n`),
});

/** The row of "Documents requested" for a document, by its name. */
const requestRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Documents requested' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

for (const { engine, origin, env } of ENGINES) {
  test.describe(`documents requested on ${engine}`, () => {
    test.describe.configure({ timeout: 90_000 });
    let staff: BrowserContext;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      staff = await preparer(browser, origin(), env());
    });
    test.afterAll(async () => {
      await staff?.close();
    });

    for (const lang of ['en', 'es'] as const) {
      for (const scripts of [true, false]) {
        test(`${lang}, ${scripts ? 'with' : 'without'} JavaScript: staff request two documents, the client answers one with a file and one with "I don't have this"`, async ({
          browser,
        }) => {
          const t = NAMES[lang];
          const { email: address, ip } = unique(`client-${lang}`);

          // A case with an e-mail for updates, opened from a page in the walk's language.

          const reference = await caseByMessage(origin(), {
            lang,
            ip,
            email: address,
            name: 'Ana Lopez',
          });

          // Staff request two documents, one after the other.
          const desk = await staff.newPage();
          await desk.goto(`/staff/cases/${reference}`);
          for (const name of [W2, INTEREST]) {
            await desk.getByLabel('Document to request').fill(name);
            await desk.getByRole('button', { name: 'Request document' }).click();
            await expect(desk.getByRole('status')).toHaveText('The document was requested.');
            await expect(requestRow(desk, name)).toContainText('Requested');
          }
          if (scripts) await expectNoAxeViolations(desk);

          // One e-mail for both, naming neither; its link opens the case page.
          const mail = await mailTo(address, `${t.subject} ${reference}`);
          const prose = withoutRandomParts(mail);
          for (const word of ['W-2', 'Acme', '1099', 'Bank']) expect(prose).not.toContain(word);
          const link = new RegExp(`${origin()}/case/open/[A-Za-z0-9_-]{43}`).exec(mail)?.[0];
          const client = await browser.newContext({
            baseURL: origin(),
            javaScriptEnabled: scripts,
            extraHTTPHeaders: { 'X-Forwarded-For': ip },
          });
          const page = await client.newPage();
          await page.goto(link ?? '/missing-link');
          await page.getByRole('button', { name: t.continue }).click();
          await expect(page).toHaveURL(`${origin()}${t.casePath}`);
          await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
          if (scripts) await expectNoAxeViolations(page);

          const w2 = page.getByRole('group', { name: W2 });
          await w2.getByLabel(t.file).setInputFiles(pdf(`w2-${reference}.pdf`));
          await w2.getByRole('button', { name: t.send }).click();
          await expect(page.getByRole('status')).toHaveText(t.received);
          await expect(page.getByRole('group', { name: W2 })).toHaveCount(0);
          await expect(page.getByRole('list', { name: t.documents })).toContainText(
            `w2-${reference}.pdf`,
          );

          const interest = page.getByRole('group', { name: INTEREST });
          await interest.getByLabel(t.reason).fill('I closed that account in 2024.');
          await interest.getByRole('button', { name: t.notHave }).click();
          await expect(page.getByRole('status')).toHaveText(t.notApplicable);
          await expect(page.getByRole('heading', { name: t.heading })).toHaveCount(0);
          await client.close();

          // Staff: "Received" with the file's download link, "Not applicable" with the reason.
          await desk.reload();
          const received = requestRow(desk, W2);
          await expect(received).toContainText('Received');
          await expect(received.getByRole('link', { name: `w2-${reference}.pdf` })).toHaveAttribute(
            'href',
            new RegExp(`^/staff/cases/${reference}/documents/`),
          );
          await expect(received.getByRole('button', { name: 'Mark received' })).toHaveCount(0);
          await expect(requestRow(desk, INTEREST)).toContainText(
            'Not applicable “I closed that account in 2024.”',
          );
          await desk.close();
        });
      }
    }
  });
}
