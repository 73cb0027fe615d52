import { expect, test } from '@playwright/test';
import { openPage } from './pages';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the signed link of a successful upload takes one line, not five', async ({ page }) => {
    await openPage(page, '/upload');
    const section = page.getByRole('region', { name: 'Upload Your Tax Documents' });
    await section.getByLabel('Choose a file').setInputFiles({
      name: 'w2.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await section.getByRole('button', { name: 'Upload' }).click();
    const status = section.getByRole('status');
    await expect(status).toContainText('Upload successful! URL: ');
    const link = status.getByRole('link');
    const href = await link.getAttribute('href');
    // The whole address is still the link's text.
    await expect(link).toHaveText(href ?? '');
    const lines = await link.evaluate((el) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().height / parseFloat(style.lineHeight);
    });
    expect(lines).toBeLessThan(1.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
