import { countPosts, expect, openAs, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

/**
 * The client's journey (docs/product.md, "The client's journey"), tried in the three projects of
 * decision 039: hydrated, at once while the page's scripts are held back, and without JavaScript.
 * The names are written here, not read from the catalogue, so that a test fails when a page says
 * something else.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const NAMES = {
  en: {
    details: 'More details (optional)',
    withheldHint: 'Box 2 of your W-2',
    eic: 'Earned Income Credit',
    ctc: 'Child Tax Credit',
    timing: 'When to expect your refund',
    pathAct: /mid-February.*early March with direct deposit/,
    standard: 'Most refunds arrive within 21 days of the IRS accepting an e-filed return',
    startReturn: 'Start your return',
    returnPath: '/case/return',
    onlyFirst: 'Only the first file was stored',
    openCase: 'Open your case',
  },
  es: {
    details: 'Más detalles (opcional)',
    withheldHint: 'Casilla 2 de su W-2',
    eic: 'Crédito por ingreso del trabajo',
    ctc: 'Crédito tributario por hijos',
    timing: 'Cuándo esperar su reembolso',
    pathAct: /mediados de febrero.*principios de marzo con depósito directo/,
    standard: 'La mayoría de los reembolsos llegan dentro de 21 días',
    startReturn: 'Comience su declaración',
    returnPath: '/es/case/return',
    onlyFirst: 'Solo se guardó el primer archivo',
    openCase: 'Abra su caso',
  },
} as const;

for (const { lang, locale, t, path } of LANGUAGES) {
  const n = NAMES[lang];
  test.describe(lang, () => {
    test.use({ locale });

    test('Upload pressed with no file, at once and many times, says so in the message area', async ({
      page,
      scripts,
    }) => {
      const posts = countPosts(page, '/api/upload');
      await openAs(page, scripts, path('upload'));
      const section = page.getByRole('region', { name: t.h1.upload });
      const upload = section.getByRole('button', { name: t.upload });
      const status = section.getByRole('status');
      // Before, during and after hydration (held back three seconds in scripts-late): every press
      // gets the spec's sentence, never the browser's bubble alone.
      for (let press = 0; press < 15; press += 1) {
        await upload.click();
        if (scripts !== 'off') await expect(status).toHaveText(t.noFile);
        if (press === 4 && scripts === 'late') await page.waitForTimeout(1500);
      }
      if (scripts === 'late') {
        await hydrated(page);
        await upload.click();
        await expect(status).toHaveText(t.noFile);
      }
      expect(posts()).toBe(0);
      // Choosing a file takes the sentence away.
      await section.getByLabel(t.chooseFile).setInputFiles({
        name: 'w2.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      if (scripts !== 'off') await expect(status).toHaveText('');
    });

    test('several files at once: each its own line, then Open your case', async ({
      page,
      scripts,
    }) => {
      const posts = countPosts(page, '/api/upload');
      await openAs(page, scripts, path('upload'));
      const section = page.getByRole('region', { name: t.h1.upload });
      const input = section.getByLabel(t.chooseFile, { exact: true });
      await expect(input).toHaveAttribute('multiple', '');
      await input.setInputFiles([
        { name: 'w2-first.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: '1099-second.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
      await section.getByRole('button', { name: t.upload }).click();
      const status = page.getByRole('status');
      if (scripts === 'hydrated') {
        // One request per file (the Cloudinary contract), one line per file.
        const lines = status.getByRole('listitem');
        await expect(lines).toHaveCount(2);
        await expect(lines.nth(0)).toContainText(`w2-first.pdf: ${t.uploadSuccess}`);
        await expect(lines.nth(1)).toContainText(`1099-second.pdf: ${t.uploadSuccess}`);
        await expect(status.getByRole('link')).toHaveCount(2);
        expect(posts()).toBe(2);
      } else {
        // The browser posts the form itself (before or without the scripts): the first file is
        // stored and the page says the others were not (decision 140).
        await expect(status).toContainText(t.uploadSuccess);
        await expect(page.getByRole('main')).toContainText(n.onlyFirst);
      }
      const open = page.getByRole('main').getByRole('link', { name: n.openCase });
      await expect(open).toBeVisible();
      await open.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Your case' : 'Su caso',
      );
    });

    test('the tax withheld under the income; the credits, when to expect it and Start your return', async ({
      page,
      scripts,
    }) => {
      await openAs(page, scripts, path('calculator'));
      const withheld = page.getByLabel(t.withheld);
      await expect(withheld).toHaveAccessibleDescription(n.withheldHint);
      await expect(withheld).not.toHaveAttribute('required', /.*/);
      await expect(page.getByRole('group', { name: n.details }).getByLabel(t.withheld)).toHaveCount(
        0,
      );
      // 2025, single, no children, wages 15,000, 500 withheld: no tax, the Earned Income Credit.
      await page.getByLabel(t.income).fill('15000');
      await withheld.fill('500');
      await page.getByLabel(t.taxYear).selectOption('2025');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      await page.getByRole('button', { name: t.calculate }).click();
      const result = page.getByRole('status');
      await expect(result.getByRole('term')).toHaveText([...t.resultTerms, n.eic]);
      await expect(result.getByRole('heading', { name: n.timing })).toBeVisible();
      await expect(result).toContainText(n.pathAct);
      await expect(result.getByRole('link', { name: n.startReturn })).toHaveAttribute(
        'href',
        n.returnPath,
      );
      await expect(page.getByRole('main')).not.toContainText(/NaN|undefined/);
    });

    test('a refund without the EIC or the ACTC: the 21 days', async ({ page, scripts }) => {
      await openAs(page, scripts, path('calculator'));
      // 2025, head of household, one child, wages 60,000, 6,000 withheld: the Child Tax Credit.
      await page.getByLabel(t.income).fill('60000');
      await page.getByLabel(t.withheld).fill('6000');
      await page.getByLabel(t.filingStatus).selectOption('head_of_household');
      await page.getByLabel(t.children).fill('1');
      await page.getByLabel(t.taxYear).selectOption('2025');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      await page.getByRole('button', { name: t.calculate }).click();
      const result = page.getByRole('status');
      await expect(result.getByRole('term')).toHaveText([...t.resultTerms, n.ctc]);
      await expect(result).toContainText(n.standard);
      await expect(result).not.toContainText(n.pathAct);
    });
  });
}
