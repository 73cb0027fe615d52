import { countPosts, expect, openAs, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

/**
 * The two controls of the layout and the home page that are not form fields, "Close banner" and
 * "Track Refund", tried in the three projects of controls.spec.ts (playwright.config.ts,
 * decision 058): hydrated; at once while the scripts are held back three seconds; and with
 * JavaScript disabled.
 */

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('"Close banner" closes it, and it stays closed on the next page', async ({
      page,
      scripts,
    }) => {
      const posts = countPosts(page, '/banner/');
      await openAs(page, scripts, path('calculator'));
      const banner = page.getByRole('region', { name: t.announcement });
      await banner.getByRole('button', { name: t.closeBanner }).click();
      await expect(banner).toBeHidden();
      // With scripts it fades out in place; before them, or without, its form posts once and the
      // same page comes back without it.
      expect(posts()).toBe(scripts === 'hydrated' ? 0 : 1);
      await expect(page).toHaveURL((url) => url.pathname === path('calculator'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.calculator);

      await page.goto(path('upload'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.upload);
      await expect(page.getByRole('region', { name: t.announcement })).toBeHidden();
    });

    test('"Track Refund" shows the lookup in place; "Look up" answers an unknown reference', async ({
      page,
      scripts,
    }) => {
      await openAs(page, scripts, path('home'));
      const tracker = page.getByRole('region', { name: t.home.tracker });
      const field = tracker.getByLabel(t.home.reference);
      const track = tracker.getByRole('button', { name: t.home.track });
      if (scripts === 'off') {
        // Without scripts the field and "Look up" are there from the start (docs/back-office.md).
        await expect(track).toHaveCount(0);
        await expect(field).toBeVisible();
      } else {
        await expect(field).toBeHidden();
        await expect(track).toHaveAttribute('aria-expanded', 'false');
        await track.click();
        await expect(field).toBeVisible();
        await expect(field).toBeFocused();
        await expect(track).toHaveAttribute('aria-expanded', 'true');
        await track.click();
        await expect(field).toBeHidden();
        await expect(track).toHaveAttribute('aria-expanded', 'false');
        await track.click();
      }
      await field.fill('QR-NONE-0000');
      await tracker.getByRole('button', { name: t.home.lookUp }).click();
      await expect(page.getByRole('alert')).toHaveText(t.home.referenceNotFound);
      await expect(
        page.getByRole('region', { name: t.home.tracker }).getByLabel(t.home.reference),
      ).toHaveValue('QR-NONE-0000');
      if (scripts === 'late') {
        await hydrated(page);
        await expect(page.getByRole('alert')).toHaveText(t.home.referenceNotFound);
      }
    });
  });
}
