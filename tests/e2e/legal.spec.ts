import { expect, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('the terms can be read again after accepting them, with the same version date', async ({
      page,
    }) => {
      await page.goto(path('agreement'));
      const version = await page.getByText(t.legal.version).textContent();
      expect(version).toMatch(t.legal.version);
      // Accepting is the script's work (it stores the flag); a click before it has loaded is lost.
      await hydrated(page);
      await page.getByRole('button', { name: t.agree }).click();
      await page.waitForURL((url) => url.pathname === path('home'), { timeout: 5000 });

      // Accepted: the agreement now sends the visitor home, so the footer's "Terms" is the way back.
      await page.getByRole('contentinfo').getByRole('link', { name: t.nav.terms }).click();
      await expect(page).toHaveURL((url) => url.pathname === path('terms'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.terms);
      await expect(page.getByText(t.legal.version)).toHaveText(version ?? '');
      await expect(page.getByRole('heading', { name: t.legal.firstTerm, level: 2 })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
      // Read-only: nothing to accept here, and it stays put.
      await expect(page.getByRole('button', { name: t.agree })).toHaveCount(0);
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL((url) => url.pathname === path('terms'));
    });

    test('the privacy notice says what is collected, who sees it and how long it is kept', async ({
      page,
    }) => {
      await page.goto(path('home'));
      await page.getByRole('contentinfo').getByRole('link', { name: t.nav.privacy }).click();
      await expect(page).toHaveURL((url) => url.pathname === path('privacy'));
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.privacy);
      for (const heading of t.legal.privacySections) {
        await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      }
      for (const words of t.legal.privacyMentions) await expect(main).toContainText(words);
      await expect(main).toContainText(t.legal.retention);
      await expect(main.getByRole('link', { name: 'support@quickrefund.example' })).toHaveAttribute(
        'href',
        'mailto:support@quickrefund.example',
      );
    });
  });
}

test('without an address setting the footer shows no empty address line', async ({ page }) => {
  for (const path of ['/privacy', '/es/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).not.toContainText('__QR_');
    await expect(page.getByRole('main')).not.toContainText('__QR_');
  }
});
