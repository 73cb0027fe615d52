import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ENGINES, mailTo } from './services';

// The visitor's side of the conversation (docs/back-office.md, "The visitor's case page";
// decisions 072 to 074), walked as a visitor does, in each language, with JavaScript and
// without, on PGlite (the run's web server) and on PostgreSQL (the global set-up's): an upload,
// "Your case", a second document from the case page, "Email for updates", then, in a browser
// with no case cookie, "Open your case", the e-mail read from the SMTP server, and its link.
// Axe checks the case page in both states where scripts run.

const NAMES = {
  en: {
    upload: '/upload',
    uploadHeading: 'Upload Your Tax Documents',
    chooseFile: 'Choose a file',
    uploadButton: 'Upload',
    yourCase: 'Your case',
    casePath: '/case',
    documents: 'Your documents',
    addDocument: 'Add a document',
    added: 'Your document was added to your case.',
    email: 'Email for updates',
    save: 'Save',
    saved: 'Saved. We will write to this address.',
    open: 'Open your case',
    reference: 'Reference',
    openEmail: 'Email',
    sendLink: 'Send me a link',
    answer: 'If that reference and e-mail match a case, we have sent a link to that address.',
    subject: 'Your link to case',
    continue: 'Continue to your case',
    otherCase: 'This browser is open on another case.',
    announcement: 'Announcement',
    closeBanner: 'Close banner',
  },
  es: {
    upload: '/es/upload',
    uploadHeading: 'Suba sus documentos tributarios',
    chooseFile: 'Elija un archivo',
    uploadButton: 'Subir',
    yourCase: 'Su caso',
    casePath: '/es/case',
    documents: 'Sus documentos',
    addDocument: 'Agregar un documento',
    added: 'Su documento se agregó a su caso.',
    email: 'Correo para avisos',
    save: 'Guardar',
    saved: 'Guardado. Le escribiremos a esta dirección.',
    open: 'Abra su caso',
    reference: 'Referencia',
    openEmail: 'Correo electrónico',
    sendLink: 'Envíenme un enlace',
    answer:
      'Si esa referencia y ese correo electrónico coinciden con un caso, enviamos un enlace a esa dirección.',
    // The case was opened on a Spanish page: its e-mails are Spanish (decision 073).
    subject: 'Su enlace al caso',
    continue: 'Continuar a su caso',
    otherCase: 'Este navegador tiene abierto otro caso.',
    announcement: 'Anuncio',
    closeBanner: 'Cerrar anuncio',
  },
} as const;

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n% ${name}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  ),
});

let walks = 0;

/** A browser of its own: a client address of its own too (the servers trust X-Forwarded-For). */
function visitorContext(browser: Browser, origin: string, scripts: boolean) {
  walks += 1;
  return browser.newContext({
    baseURL: origin,
    javaScriptEnabled: scripts,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${process.pid % 250}.${walks % 250}` },
  });
}

async function expectDocuments(page: Page, t: (typeof NAMES)[keyof typeof NAMES], names: string[]) {
  const list = page.getByRole('list', { name: t.documents });
  await expect(list.getByRole('listitem')).toHaveCount(names.length);
  for (const name of names) await expect(list).toContainText(name);
}

for (const { engine, origin } of ENGINES) {
  for (const lang of ['en', 'es'] as const) {
    for (const scripts of [true, false]) {
      test(`${engine}, ${lang}, ${scripts ? 'with' : 'without'} JavaScript: upload, "Your case", a document and "Email for updates" there, then "Open your case" by e-mail`, async ({
        browser,
      }) => {
        test.setTimeout(60_000);
        const t = NAMES[lang];
        const id = `${Date.now().toString(36)}${walks}${lang}${scripts ? 'js' : 'nojs'}`;
        const address = `walk-${id}@example.com`;

        // An upload opens a case; "Your case" under the reference leads to it.
        const first = await visitorContext(browser, origin(), scripts);
        const page = await first.newPage();
        await page.goto(t.upload);
        await expect(page.getByRole('heading', { level: 1, name: t.uploadHeading })).toBeVisible();
        await page.getByLabel(t.chooseFile).setInputFiles(pdf(`w2-${id}.pdf`));
        await page.getByRole('button', { name: t.uploadButton, exact: true }).click();
        const status = page.getByRole('status');
        await expect(status).toContainText(/QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
        const reference = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
          (await status.textContent()) ?? '',
        )?.[0] as string;
        // Below the reference, outside the message area (whose one link is the document's).
        await expect(status.getByRole('link')).toHaveCount(1);
        await page.getByRole('main').getByRole('link', { name: t.yourCase }).click();
        await expect(page).toHaveURL(`${origin()}${t.casePath}`);
        await expect(page.getByRole('heading', { level: 1, name: t.yourCase })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(reference);
        await expectDocuments(page, t, [`w2-${id}.pdf`]);

        // A second document from the case page's own form: back on the page, listed.
        const form = page.getByRole('form', { name: t.addDocument });
        await form.getByLabel(t.chooseFile).setInputFiles(pdf(`1099-${id}.pdf`));
        await form.getByRole('button', { name: t.uploadButton, exact: true }).click();
        await expect(page).toHaveURL(`${origin()}${t.casePath}?uploaded=1`);
        await expect(page.getByRole('status')).toHaveText(t.added);
        await expectDocuments(page, t, [`w2-${id}.pdf`, `1099-${id}.pdf`]);

        // "Email for updates": saved, and shown filled.
        await page.getByLabel(t.email).fill(address);
        await page.getByRole('button', { name: t.save }).click();
        await expect(page.getByRole('status')).toHaveText(t.saved);
        await expect(page.getByLabel(t.email)).toHaveValue(address);
        if (scripts) await expectNoAxeViolations(page);

        // "Close banner" works here as on the public pages, and the page stays.
        await page
          .getByRole('region', { name: t.announcement })
          .getByRole('button', { name: t.closeBanner })
          .click();
        await expect(page.getByRole('region', { name: t.announcement })).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`${t.casePath}(\\?|$)`));
        await first.close();

        // Another browser, no case cookie: "Open your case" and the one answer.
        const second = await visitorContext(browser, origin(), scripts);
        const other = await second.newPage();
        await other.goto(t.casePath);
        const open = other.getByRole('form', { name: t.open });
        if (scripts) await expectNoAxeViolations(other);
        // Typed as people type it: lower case, spaces for dashes.
        await open.getByLabel(t.reference).fill(reference.toLowerCase().replaceAll('-', ' '));
        await open.getByLabel(t.openEmail).fill(address.toUpperCase());
        await open.getByRole('button', { name: t.sendLink }).click();
        await expect(other.getByRole('status')).toHaveText(t.answer);

        // The e-mail, from the SMTP server: its link opens the case in this browser.
        const mail = await mailTo(address, `${t.subject} ${reference}`);
        const link = new RegExp(`${origin()}/case/open/[A-Za-z0-9_-]{43}`).exec(mail)?.[0];
        expect(link).toMatch(/\/case\/open\//);
        // Opening it changes nothing (mail scanners fetch links): its page's button does.
        await other.goto(link ?? '');
        await expect(other.getByRole('heading', { name: t.open, level: 1 })).toBeVisible();
        await expect(other.getByRole('main')).not.toContainText(t.otherCase);
        if (scripts) await expectNoAxeViolations(other);
        await other.getByRole('button', { name: t.continue }).click();
        await expect(other).toHaveURL(`${origin()}${t.casePath}`);
        await expect(other.getByRole('main')).toContainText(reference);
        await expectDocuments(other, t, [`w2-${id}.pdf`, `1099-${id}.pdf`]);
        await expect(other.getByLabel(t.email)).toHaveValue(address);
        // The link, used, opened again in the browser that holds its case: the case page.
        await other.goto(link ?? '');
        await expect(other).toHaveURL(`${origin()}${t.casePath}`);
        await expect(other.getByRole('main')).toContainText(reference);
        await second.close();
      });
    }
  }
}
