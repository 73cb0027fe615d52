import { expect, test } from './fixtures';
import { LANGUAGES } from './pages';

// The banner follows the IRS filing season on the visitor's own date (app/tax/filing-season.ts),
// chosen before first paint, so its box does not change once drawn.
const DATES = [
  ['2026-11-23T10:00:00', 'off'],
  ['2027-02-10T10:00:00', 'open'],
  ['2027-06-01T10:00:00', 'extension'],
] as const;

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    for (const [date, part] of DATES) {
      const sentence = t.season[part];
      test(`on ${date.slice(0, 10)} the banner says "${sentence}"`, async ({ page }) => {
        await page.clock.setFixedTime(new Date(date));
        await page.goto(path('testimonials'));
        const banner = page.getByRole('region', { name: t.announcement });
        await expect(banner.getByText(sentence)).toBeVisible();
        await expect(banner).toHaveText(
          new RegExp(`^${escape(sentence)}.*${escape(t.bannerLink)}`),
          { useInnerText: true },
        );
        for (const [, other] of DATES) {
          if (other !== part) await expect(banner.getByText(t.season[other])).toBeHidden();
        }
      });
    }

    test('in November it never says the season is open', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00'));
      await page.goto(path('home'));
      await expect(page.getByText(t.season.open)).toBeHidden();
    });

    test('the banner keeps its height from first paint to hydration', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.clock.setFixedTime(new Date('2027-06-01T10:00:00'));
      await page.addInitScript((name) => {
        const w = window as unknown as { bannerHeights: number[] };
        w.bannerHeights = [];
        new MutationObserver(() => {
          const banner = document.querySelector(`[aria-label="${name}"]`);
          // Once its last element is parsed: from then on it is what the visitor sees.
          if (banner?.querySelector('button'))
            w.bannerHeights.push(banner.getBoundingClientRect().height);
        }).observe(document, { childList: true, subtree: true, attributes: true });
      }, t.announcement);
      await page.goto(path('home'));
      await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
      const heights = await page.evaluate(
        () => (window as unknown as { bannerHeights: number[] }).bannerHeights,
      );
      expect(heights.filter((h) => h > 0).length).toBeGreaterThan(0);
      expect(new Set(heights.filter((h) => h > 0)).size).toBe(1);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the banner says something true all year', async ({ page }) => {
        await page.goto(path('home'));
        const banner = page.getByRole('region', { name: t.announcement });
        await expect(banner.getByText(t.bannerAllYear)).toBeVisible();
        await expect(banner.getByText(t.season.open)).toBeHidden();
      });
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
