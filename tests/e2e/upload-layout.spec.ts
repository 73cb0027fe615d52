import { expect, test } from './fixtures';
import { LANGUAGES, openPage } from './pages';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(`${lang}, on a 320 px phone`, () => {
    test.use({ locale, viewport: { width: 320, height: 700 } });

    test('the signed link of a successful upload takes one line, not five', async ({ page }) => {
      await openPage(page, path('upload'));
      const section = page.getByRole('region', { name: t.h1.upload });
      await section.getByLabel(t.chooseFile).setInputFiles({
        name: 'w2.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await section.getByRole('button', { name: t.upload }).click();
      const status = section.getByRole('status');
      await expect(status).toContainText(t.uploadSuccess);
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
}
