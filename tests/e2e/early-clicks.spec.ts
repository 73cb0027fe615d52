import { expect, type Page, test } from './fixtures';
import { isHydrated, LANGUAGES } from './pages';

// A tap on a button before the page's scripts have taken over is not lost: the page records it
// and, once hydrated, acts on it (app/ui/early-clicks.ts). The scripts are held back here until
// the tap has been made, as on a slow phone network.
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('"I Agree & Continue" tapped before the scripts run still accepts and goes home', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(path('agreement'));
      await page.getByRole('button', { name: t.agree }).click();
      expect(await isHydrated(page)).toBe(false);
      await expect(page.getByRole('status')).toHaveText('');
      release();
      await expect(page.getByRole('status')).toHaveText(t.accepted);
      expect(await page.evaluate(() => localStorage.getItem('agreementAccepted'))).toBe('true');
      await page.waitForURL((url) => url.pathname === path('home'), { timeout: 5000 });
    });

    test('the menu tapped open before the scripts run opens once they do', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const release = await holdScripts(page);
      await page.goto(path('contact'));
      const menu = page.getByRole('button', { name: t.menu });
      await menu.click();
      expect(await isHydrated(page)).toBe(false);
      release();
      const close = page.getByRole('button', { name: t.closeMenu });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('navigation', { name: t.mainNav }).getByRole('link', { name: t.nav.upload }),
      ).toBeVisible();
    });
  });
}
