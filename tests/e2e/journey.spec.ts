import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { hydrated, LANGUAGES, openPage } from './pages';

/**
 * The client's journey's header, home page and the pages it adds to (docs/product.md, "The
 * client's journey"), in both languages; what the calculator and the upload do in every project
 * is in controls-journey.spec.ts.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const NAMES = {
  en: {
    yourCase: 'Your case',
    casePath: '/case',
    yourReference: 'Reference',
    steps: 'How it works',
    whoFiles: 'Who files your return',
    stepTitles: ['Estimate your refund', 'Tell us about your return', 'Sign, and we e-file'],
    efile: 'IRS Authorized e-file Provider',
  },
  es: {
    yourCase: 'Su caso',
    casePath: '/es/case',
    yourReference: 'Número de referencia',
    steps: 'Cómo funciona',
    whoFiles: 'Quién presenta su declaración',
    stepTitles: [
      'Calcule su reembolso',
      'Cuéntenos sobre su declaración',
      'Firme, y la presentamos electrónicamente',
    ],
    efile: 'proveedor autorizado',
  },
} as const;

for (const { lang, locale, t, path } of LANGUAGES) {
  const n = NAMES[lang];
  test.describe(lang, () => {
    test.use({ locale });

    test('the header links to the case beside the language link, outside the Main navigation', async ({
      page,
    }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path('calculator'));
        const header = page.getByRole('banner');
        const link = header.getByRole('link', { name: n.yourCase, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', n.casePath);
        const main = page.getByRole('navigation', { name: t.mainNav });
        await expect(main.getByRole('link', { name: n.yourCase })).toHaveCount(0);
        // Below 768 px the six links are folded behind "Menu".
        if (width < 768) continue;
        await expect(main.getByRole('link')).toHaveText(
          ['home', 'upload', 'calculator', 'testimonials', 'contact', 'agreement'].map(
            (key) => t.nav[key as keyof typeof t.nav],
          ),
        );
      }
      await page.getByRole('banner').getByRole('link', { name: n.yourCase }).click();
      await expect(page).toHaveURL((url) => url.pathname === n.casePath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(n.yourCase);
    });

    test('the home page explains the service in three steps and says who files the returns', async ({
      page,
    }) => {
      await page.goto(path('home'));
      const steps = page.getByRole('region', { name: n.steps });
      await expect(steps.getByRole('listitem')).toHaveCount(3);
      for (const title of n.stepTitles) {
        await expect(steps.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }
      const who = page.getByRole('region', { name: n.whoFiles });
      await expect(who).toContainText('PTIN');
      // Not set in the test server: no e-file provider claim, no office line.
      await expect(page.getByRole('main')).not.toContainText(n.efile);
      await expectNoAxeViolations(page);
    });

    test("the home page's tracker shows the browser's own case at once, with or without scripts", async ({
      page,
      browser,
    }) => {
      await openPage(page, path('upload'));
      await page.getByLabel(t.chooseFile, { exact: true }).setInputFiles({
        name: 'w2.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.getByRole('button', { name: t.upload }).click();
      const status = page.getByRole('status');
      await expect(status).toContainText(/QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
      const reference = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
        (await status.textContent()) ?? '',
      )?.[0] as string;

      // Rendered for this browser: the case, not the example, before any script or click.
      const answer = await page.request.get(path('home'));
      expect(answer.headers()['cache-control']).toContain('no-store');
      await page.goto(path('home'));
      const tracker = page.getByRole('region', { name: t.home.tracker });
      await expect(tracker).toContainText(reference);
      await expect(tracker).toContainText(n.yourReference);
      await expect(tracker).not.toContainText('$5,000.00');
      await hydrated(page);
      await expect(tracker).toContainText(reference);
      await expectNoAxeViolations(page);

      // The same without JavaScript, on the same cookie.
      const cookies = await page.context().cookies();
      const noScripts = await browser.newContext({ javaScriptEnabled: false, locale });
      await noScripts.addCookies(cookies);
      const other = await noScripts.newPage();
      await other.goto(path('home'));
      await expect(other.getByRole('region', { name: t.home.tracker })).toContainText(reference);
      await noScripts.close();

      // A browser without a case gets the example, from the page rendered at start.
      const fresh = await browser.newContext({ locale });
      const stranger = await fresh.newPage();
      await stranger.goto(path('home'));
      await expect(stranger.getByRole('region', { name: t.home.tracker })).toContainText(
        '$5,000.00',
      );
      await fresh.close();
    });

    test('after several files, only those that failed stay chosen', async ({ page }) => {
      await openPage(page, path('upload'));
      const section = page.getByRole('region', { name: t.h1.upload });
      const input = section.getByLabel(t.chooseFile, { exact: true });
      await input.setInputFiles([
        { name: 'good.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'bad.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') },
      ]);
      await section.getByRole('button', { name: t.upload }).click();
      const lines = section.getByRole('status').getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText(`good.pdf: ${t.uploadSuccess}`);
      await expect(lines.nth(1)).toContainText(`bad.pdf: ${t.uploadFailure} ${t.wrongType}`);
      await expect(section.getByText(t.selected)).toHaveText(`${t.selected} bad.pdf`);
      expect(await input.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(1);
    });

    test('the calculator with an estimate, and the upload with several lines, pass axe', async ({
      page,
    }) => {
      await openPage(page, path('calculator'));
      await page.getByLabel(t.income).fill('15000');
      await page.getByLabel(t.withheld).fill('500');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      await page.getByRole('button', { name: t.calculate }).click();
      await expect(page.getByRole('status').getByRole('definition').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await openPage(page, path('upload'));
      await page.getByLabel(t.chooseFile, { exact: true }).setInputFiles([
        { name: 'a.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'b.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
      await page.getByRole('button', { name: t.upload }).click();
      await expect(page.getByRole('status').getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page);
    });
  });
}
