import { expect, type Page, test } from './fixtures';
import { BASE_URL } from '../../playwright.config';
import { hydrated, LANGUAGES, openPage } from './pages';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function uploadSection(page: Page, name = 'Upload Your Tax Documents') {
  return page.getByRole('region', { name });
}

/** The English upload page, hydrated; returns its section. */
async function openUpload(page: Page) {
  await page.goto('/upload');
  await hydrated(page);
  return uploadSection(page);
}

/** Opens the upload page and sends a PDF from it; returns the section. */
async function uploadPdf(page: Page) {
  const section = await openUpload(page);
  await section
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: PDF });
  await section.getByRole('button', { name: 'Upload' }).click();
  return section;
}

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('Upload with no file asks for one and sends nothing', async ({ page }) => {
      let sent = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST') sent += 1;
      });
      await page.goto(path('upload'));
      await hydrated(page);
      await uploadSection(page, t.h1.upload).getByRole('button', { name: t.upload }).click();
      await expect(uploadSection(page, t.h1.upload).getByRole('status')).toHaveText(t.noFile);
      expect(sent).toBe(0);
    });

    test('the file button and the chosen file are in the page’s words; Tab reaches the button', async ({
      page,
    }) => {
      await openPage(page, path('upload'));
      const section = uploadSection(page, t.h1.upload);
      const input = section.getByLabel(t.chooseFile);
      const button = section.getByText(t.chooseFile, { exact: true });
      // The browser's own button and "no file" words follow the browser's language: hidden.
      const inputBox = await input.boundingBox();
      expect(inputBox?.width).toBeLessThanOrEqual(1);
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await expect(section.getByText(t.noFileChosen, { exact: true })).toBeVisible();

      // Keyboard: the input takes focus, and the focus ring is drawn on its label.
      await input.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(input).toBeFocused();
      await expect(button).toHaveCSS('outline-style', 'solid');

      await input.setInputFiles({ name: 'w2.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(section.getByText(t.selected)).toContainText('w2.pdf');
      await expect(section.getByText(t.noFileChosen, { exact: true })).toHaveCount(0);
    });

    test('a PDF uploads, the answer links to the stored document', async ({ page }) => {
      await page.goto(path('upload'));
      await hydrated(page);
      const section = uploadSection(page, t.h1.upload);
      await section.getByLabel(t.chooseFile).setInputFiles({
        name: 'w2-2025.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(section).toContainText('w2-2025.pdf');
      const responsePromise = page.waitForResponse('**/api/upload');
      await section.getByRole('button', { name: t.upload }).click();
      const response = await responsePromise;
      expect(response.request().method()).toBe('POST');
      // The server stores only with the right preset, and names the file it received.
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({
        original_filename: 'w2-2025',
        format: 'pdf',
        bytes: PDF.length,
      });

      const status = section.getByRole('status');
      await expect(status).toContainText(t.uploadSuccess);
      const link = status.getByRole('link');
      const href = await link.getAttribute('href');
      expect(href?.startsWith(`${BASE_URL}/`)).toBe(true);
      const download = await page.request.get(href ?? '');
      expect(download.status()).toBe(200);
      expect(Buffer.from(await download.body())).toEqual(PDF);

      // Stored: the input is emptied, so Upload again asks for a file and stores nothing twice.
      await expect(section.getByText(t.noFileChosen, { exact: true })).toBeVisible();
      let again = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/upload')) again += 1;
      });
      await section.getByRole('button', { name: t.upload }).click();
      await expect(status).toHaveText(t.noFile);
      expect(again).toBe(0);
    });

    test('a refused file says the upload failed and why', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(path('upload'));
      await hydrated(page);
      const section = uploadSection(page, t.h1.upload);
      await section.getByLabel(t.chooseFile).setInputFiles({
        name: 'not-really.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<html><script>alert(1)</script></html>'),
      });
      await section.getByRole('button', { name: t.upload }).click();
      const status = section.getByRole('status');
      await expect(status).toContainText(t.uploadFailure);
      // The server's own sentence follows, in the page's language (Accept-Language).
      await expect(status).toHaveText(`${t.uploadFailure} ${t.wrongType}`);
      expect(errors.some((e) => e.includes('Upload failed'))).toBe(true);
    });
  });
}

test('a network failure shows the failure message alone', async ({ page }) => {
  await page.route('**/api/upload', (route) => route.abort('failed'));
  const section = await uploadPdf(page);
  await expect(section.getByRole('status')).toHaveText('Upload failed. Try again!');
});

test('while sending, a progress bar shows and Upload is disabled', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/upload', async (route) => {
    await held;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ secure_url: `${BASE_URL}/documents/example` }),
    });
  });
  const section = await uploadPdf(page);
  await expect(section.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(section.getByRole('button', { name: /Upload/ })).toBeDisabled();
  release();
  await expect(section.getByRole('status')).toContainText('Upload successful! URL: ');
  await expect(section.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Upload' })).toBeEnabled();
});

test('a file dropped on the upload area is chosen', async ({ page }) => {
  const section = await openUpload(page);
  const zone = section.locator('.dropzone');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(['%PDF-1.4 dropped'], 'dropped-1099.pdf', { type: 'application/pdf' }),
    );
    return transfer;
  });
  // Retried: a drop before the page's script has taken over is not seen (nor would a person's be).
  await expect(async () => {
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(section).toContainText('dropped-1099.pdf', { timeout: 500 });
  }).toPass();
  // The dropped file is in the file input, so it is the one the form sends.
  await expect(section.getByLabel('Choose a file')).toHaveJSProperty('files.length', 1);
  const answer = page.waitForResponse('**/api/upload');
  await section.getByRole('button', { name: 'Upload' }).click();
  expect(await (await answer).json()).toMatchObject({ original_filename: 'dropped-1099' });
});

test('the home page upload works the same way', async ({ page }) => {
  await openPage(page, '/');
  const section = uploadSection(page);
  await section.getByRole('button', { name: 'Upload' }).click();
  await expect(section.getByRole('status')).toHaveText('Please select a file!');
});
