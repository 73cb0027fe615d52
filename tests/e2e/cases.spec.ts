import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './fixtures';
import { fillContactSteps, hydrated, SPANISH } from './pages';
import {
  addAccount,
  enrol,
  expectNoAxeViolations,
  nextCode,
  signIn,
  unique,
} from './staff-helpers';

// A visitor's uploads and message, then staff enrolment (scrypt, a command run through npm):
// more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const REFERENCE = /Your reference: (QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/;

const pdf = (marker: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${marker}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function uploadSection(page: Page) {
  return page.getByRole('region', { name: 'Upload Your Tax Documents' });
}

/** Uploads one file on /upload with the page's script; returns the reference it shows. */
async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.goto('/upload');
  await hydrated(page);
  const section = uploadSection(page);
  await section.getByLabel('Choose a file').setInputFiles({ name, mimeType, buffer });
  await section.getByRole('button', { name: 'Upload' }).click();
  const status = section.getByRole('status');
  await expect(status).toContainText('Upload successful! URL: ');
  await expect(status).toContainText(REFERENCE);
  await expect(status).toContainText('Keep this reference: you need it to track your refund.');
  return REFERENCE.exec((await status.textContent()) ?? '')?.[1] ?? '';
}

test('one browser’s uploads and message share a case; staff find it, download both files, and file it', async ({
  browser,
}) => {
  const w2 = pdf(`w2 ${Date.now()}`);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const reference = await upload(page, 'w2-2025.pdf', 'application/pdf', w2);
  expect(await upload(page, 'receipt.png', 'image/png', PNG)).toBe(reference);

  await page.goto('/contact');
  await hydrated(page);
  await fillContactSteps(page, {
    name: 'Casey Visitor',
    email: 'casey@example.com',
    message: 'I uploaded my W-2 and a receipt.',
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
  await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible();

  // Another browser opens another case.
  const other = await browser.newContext();
  const otherReference = await upload(
    await other.newPage(),
    'w2.pdf',
    'application/pdf',
    pdf('other'),
  );
  expect(otherReference).not.toBe(reference);
  await other.close();

  // Staff, in a browser of their own.
  const office = await browser.newContext();
  const staff = await office.newPage();
  const { email, ip } = unique('cases');
  await staff.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const { secret } = await enrol(staff, await addAccount(email));
  await signIn(staff, email, nextCode(secret));
  await expect(staff.getByRole('heading', { name: 'Cases' })).toBeVisible();
  // Typed the way a person reads it over the phone: lower case, no dashes.
  await staff.getByLabel('Reference or email').fill(reference.toLowerCase().replaceAll('-', ' '));
  await staff.getByRole('button', { name: 'Show cases' }).click();
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    reference,
    'Casey Visitor',
    'Received',
    'Unassigned',
    '',
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/,
  ]);
  await expectNoAxeViolations(staff);
  await row.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(reference);
  await expect(staff.getByRole('main')).toContainText('I uploaded my W-2 and a receipt.');
  await expectNoAxeViolations(staff);

  for (const [name, bytes] of [
    ['w2-2025.pdf', w2],
    ['receipt.png', PNG],
  ] as const) {
    const downloading = staff.waitForEvent('download');
    await staff.getByRole('link', { name, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    expect((await readFile(await download.path())).equals(bytes)).toBe(true);
  }

  await staff.getByLabel('Status').selectOption({ label: 'Filed with the IRS' });
  await staff.getByLabel('Note to the client').fill('We filed your return today.');
  await staff.getByLabel('Estimated refund').fill('1,234.00');
  await staff.getByRole('button', { name: 'Update case' }).click();
  await expect(staff.getByRole('status')).toHaveText('The case was updated.');
  await expect(
    staff.getByRole('row').filter({ hasText: 'Status: Filed with the IRS' }),
  ).toContainText('We filed your return today.');
  await expect(staff.getByRole('main')).toContainText('$1,234.00');
  await expect(staff.getByLabel('Status')).toHaveValue('filed');
  await office.close();

  // The visitor looks the reference up on the home page's Refund Tracker (tracker.spec.ts has
  // the rest: without JavaScript, an unknown reference, axe).
  await page.goto('/');
  await hydrated(page);
  const tracker = page.getByRole('region', { name: 'Refund Tracker' });
  await tracker.getByRole('button', { name: 'Track Refund' }).click();
  await tracker.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await tracker.getByRole('button', { name: 'Look up' }).click();
  await expect(tracker).toContainText('Status Filed with the IRS');
  await expect(tracker.getByRole('progressbar', { name: 'Refund progress' })).toHaveAttribute(
    'value',
    '60',
  );
  await expect(tracker).toContainText('60%');
  await expect(tracker).toContainText('Estimated refund $1,234.00');
  const latest = tracker.getByRole('listitem').first();
  await expect(latest).toContainText('Filed with the IRS');
  await expect(latest).toContainText('We filed your return today.');
  await visitor.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a Spanish page's upload answers in Spanish in an English browser", async ({ page }) => {
    await page.goto(SPANISH.path('upload'));
    const section = page.getByRole('region', { name: SPANISH.t.h1.upload });
    await section.getByLabel(SPANISH.t.chooseFile).setInputFiles({
      name: 'w2.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('sin script'),
    });
    await section.getByRole('button', { name: SPANISH.t.upload }).click();
    await expect(page.getByRole('heading', { name: SPANISH.t.h1.upload })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(SPANISH.t.uploadSuccess);
    await expect(page.getByRole('status')).toContainText('Su referencia: QR-');
  });

  test('the upload form answers with a page showing the link and the reference', async ({
    page,
  }) => {
    await page.goto('/upload');
    const section = uploadSection(page);
    await section.getByLabel('Choose a file').setInputFiles({
      name: 'w2.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('no script'),
    });
    await section.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('heading', { name: 'Upload Your Tax Documents' })).toBeVisible();
    const status = page.getByRole('status');
    await expect(status).toContainText('Upload successful! URL: ');
    await expect(status).toContainText(REFERENCE);
    const first = REFERENCE.exec((await status.textContent()) ?? '')?.[1];

    await page.getByRole('link', { name: 'Upload another document' }).click();
    await uploadSection(page)
      .getByLabel('Choose a file')
      .setInputFiles({
        name: 'not-a-document.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
    await uploadSection(page).getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toContainText('Upload failed. Try again!');
    await page.getByRole('link', { name: 'Back to the upload form' }).click();
    await uploadSection(page)
      .getByLabel('Choose a file')
      .setInputFiles({
        name: 'second.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('second'),
      });
    await uploadSection(page).getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toContainText(`Your reference: ${first}`);

    // The contact form's page answer joins the same case.
    await page.goto('/contact');
    await fillContactSteps(page, {
      name: 'Nora Script',
      email: 'nora@example.com',
      message: 'Sent without scripts.',
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
    await expect(page.getByText(`Your reference: ${first}`)).toBeVisible();
  });
});
