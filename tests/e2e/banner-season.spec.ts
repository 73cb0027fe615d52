import { expect, test } from '@playwright/test';

// The banner follows the IRS filing season on the visitor's own date (app/tax/filing-season.ts),
// chosen before first paint, so its box does not change once drawn.
const CASES = [
  ['2026-11-23T10:00:00', 'Filing season opens in late January'],
  ['2027-02-10T10:00:00', 'Filing season is open'],
  ['2027-06-01T10:00:00', 'On an extension? Your return is due in mid-October'],
] as const;

for (const [date, sentence] of CASES) {
  test(`on ${date.slice(0, 10)} the banner says "${sentence}"`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(date));
    await page.goto('/testimonials');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner.getByText(sentence)).toBeVisible();
    await expect(banner).toHaveText(new RegExp(`^${escape(sentence)}.*Calculate Refund`), {
      useInnerText: true,
    });
    for (const [, other] of CASES) {
      if (other !== sentence) await expect(banner.getByText(other)).toBeHidden();
    }
  });
}

test('in November it never says the season is open', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00'));
  await page.goto('/');
  await expect(page.getByText('Filing season is open')).toBeHidden();
});

test('the banner keeps its height from first paint to hydration', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.clock.setFixedTime(new Date('2027-06-01T10:00:00'));
  await page.addInitScript(() => {
    const w = window as unknown as { bannerHeights: number[] };
    w.bannerHeights = [];
    new MutationObserver(() => {
      const banner = document.querySelector('[aria-label="Announcement"]');
      // Once its last element is parsed: from then on it is what the visitor sees.
      if (banner?.querySelector('button'))
        w.bannerHeights.push(banner.getBoundingClientRect().height);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  const heights = await page.evaluate(
    () => (window as unknown as { bannerHeights: number[] }).bannerHeights,
  );
  expect(new Set(heights.filter((h) => h > 0)).size).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner says something true all year', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner.getByText('Federal tax refunds, filed fast')).toBeVisible();
    await expect(banner.getByText('Filing season is open')).toBeHidden();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
