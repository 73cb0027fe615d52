import { expect, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';
import { at, recordTimeline, timeline } from './timeline';

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });
    const home = path('home');

    test('agreeing stores the flag, says so, and goes home after one second', async ({ page }) => {
      await recordTimeline(page);
      await page.goto(path('agreement'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.agreement);
      // Hydrated first, so that the delay measured is the script's own (a tap before hydration
      // posts the form: controls.spec.ts).
      await hydrated(page);
      await page.getByRole('button', { name: t.agree }).click();
      await expect(page.getByRole('status')).toHaveText(t.accepted);
      expect(await page.evaluate(() => localStorage.getItem('agreementAccepted'))).toBe('true');
      await page.waitForURL((url) => url.pathname === home, { timeout: 5000 });
      // Real timers: never before 1000 ms after the click; a busy machine may be somewhat late.
      const entries = await timeline(page);
      const clicked = at(entries, 'click', t.agree);
      const delay = at(entries, 'url', home, clicked) - clicked;
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThan(2500);
    });

    test('opening the agreement once accepted goes home at once', async ({ page }) => {
      await page.goto(home);
      await page.evaluate(() => localStorage.setItem('agreementAccepted', 'true'));
      await recordTimeline(page);
      await page.goto(path('agreement'));
      await page.waitForURL((url) => url.pathname === home, { timeout: 5000 });
      // At once: as soon as the page has read the flag, well before the accepting flow's 1 s.
      // The navigation itself loads the home page's module first (a few hundred ms when slow).
      const entries = await timeline(page);
      const read = at(entries, 'storage-read', 'agreementAccepted');
      expect(at(entries, 'url', home, read) - read).toBeLessThan(800);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.home);
      await expect(page.getByText(t.accepted)).toHaveCount(0);
    });

    test('Cancel goes home without accepting', async ({ page }) => {
      await page.goto(path('agreement'));
      // Hydrated: the script's way (before it, the form posts: controls.spec.ts).
      await hydrated(page);
      await page.getByRole('button', { name: t.cancel }).click();
      await expect(page).toHaveURL(new RegExp(`${home === '/' ? '/' : home}$`));
      expect(await page.evaluate(() => localStorage.getItem('agreementAccepted'))).toBeNull();
    });
  });
}

test('the agreement states the fee tiers of the calculator', async ({ page }) => {
  await page.goto('/agreement');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveText([
    /Annual income\s*Fee/,
    /Up to \$100,000\s*\$35\.00/,
    /Up to \$243,000\s*\$75\.00/,
    /Up to \$609,000\s*\$250\.00/,
    /Above \$609,000\s*\$500\.00/,
  ]);
  await expect(page.getByRole('main')).not.toContainText('20%');
});

test('the Spanish agreement states the same tiers, written for es-US', async ({ page }) => {
  await page.goto('/es/agreement');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveText([
    /Ingreso anual\s*Tarifa/,
    /Hasta \$100,000\s*\$35\.00/,
    /Hasta \$243,000\s*\$75\.00/,
    /Hasta \$609,000\s*\$250\.00/,
    /Más de \$609,000\s*\$500\.00/,
  ]);
});
