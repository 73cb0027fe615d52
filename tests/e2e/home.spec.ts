import { expect, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('the hero leads to the upload page', async ({ page }) => {
      await page.goto(path('home'));
      await page.getByRole('link', { name: t.getStarted }).click();
      await expect(page).toHaveURL((url) => url.pathname === path('upload'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.upload);
    });

    test('the refund tracker shows the example figures until a lookup', async ({ page }) => {
      await page.goto(path('home'));
      const tracker = page.getByRole('region', { name: t.home.tracker });
      await expect(tracker).toContainText(t.home.trackerExample);
      await expect(tracker).toContainText(t.home.estimatedRefund);
      await expect(tracker).toContainText('$5,000.00');
      const progress = tracker.getByRole('progressbar');
      await expect(progress).toHaveAttribute('value', '75');
      await expect(tracker).toContainText('75%');
      await expect(tracker.getByRole('heading', { name: t.home.recentActivity })).toBeVisible();
      await expect(tracker.getByRole('listitem')).toHaveText(t.home.exampleActivity);
      // "Track Refund" opens the lookup in place (tracker.spec.ts follows it through).
      const field = tracker.getByRole('textbox', { name: t.home.reference });
      await expect(field).toBeHidden();
      await hydrated(page);
      await tracker.getByRole('button', { name: t.home.track }).click();
      await expect(field).toBeFocused();
      await expect(tracker.getByRole('button', { name: t.home.lookUp })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path('home') && url.hash === '');
    });

    test('the home page has the upload section and the three testimonials', async ({ page }) => {
      await page.goto(path('home'));
      const upload = page.getByRole('region', { name: t.h1.upload });
      await expect(upload.getByLabel(t.chooseFile)).toBeAttached();
      await expect(upload.getByRole('button', { name: t.upload })).toBeVisible();
      const testimonials = page.getByRole('region', { name: t.home.testimonials });
      await expect(testimonials.getByRole('article')).toHaveCount(3);
    });

    test('the testimonials page shows three cards with a quote, a name and a state', async ({
      page,
    }) => {
      await page.goto(path('testimonials'));
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toContainText('Maria G.');
      await expect(cards.nth(0)).toContainText('Texas');
      for (const card of await cards.all()) {
        await expect(card.locator('blockquote')).not.toBeEmpty();
        await expect(card.locator('figcaption')).toHaveText(
          /^[A-Z][a-z]+ [A-Z]\. [A-Z][a-z]+( [A-Z][a-z]+)?$/,
        );
      }
    });

    test('the home page says how documents are protected and shows the four fee tiers', async ({
      page,
    }) => {
      await page.goto(path('home'));
      const protection = page.getByRole('region', { name: t.home.protection });
      await expect(protection.getByRole('heading', { level: 3 })).toHaveText(
        t.home.protectionPoints,
      );
      await expect(protection).toContainText(t.home.deletedAfter);
      await expect(protection.getByRole('link', { name: t.home.privacyLink })).toHaveAttribute(
        'href',
        path('privacy'),
      );
      const fees = page.getByRole('region', { name: t.home.fees });
      await expect(fees.getByRole('listitem')).toHaveText(t.home.feeTiers);
    });
  });
}

test('the hero picture is drawn inline: nothing requested for it, and the header has the mark', async ({
  page,
}) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const art = page.locator('.hero__art');
  await expect(art).toBeVisible();
  await expect(art).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'QuickRefund' })).toBeVisible();
  expect(images).toEqual([]);
});
