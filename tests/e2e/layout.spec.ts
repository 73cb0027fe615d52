import { expect, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

for (const site of LANGUAGES) {
  const { t, path } = site;
  test.describe(site.lang, () => {
    test.use({ locale: site.locale });

    // One test walks every page of the language (a step per page): a new browser context per
    // page cost about a second each on the 2-core CI hosts.
    test('every page has the shared layout, one main and one h1', async ({ page: tab }) => {
      test.setTimeout(60_000);
      for (const page of site.pages) {
        await test.step(page.path, async () => {
          const response = await tab.goto(page.path);
          expect(response?.status()).toBe(200);
          await expect(tab.locator('html')).toHaveAttribute('lang', site.lang);
          await expect(tab.getByRole('main')).toHaveCount(1);
          await expect(tab.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.h1);

          const banner = tab.getByRole('region', { name: t.announcement });
          await expect(banner.getByRole('link', { name: t.bannerLink })).toHaveAttribute(
            'href',
            path('calculator'),
          );
          await expect(banner.getByRole('button', { name: t.closeBanner })).toBeVisible();

          const nav = tab.getByRole('navigation', { name: t.mainNav });
          const links = nav.getByRole('link');
          await expect(links).toHaveText(site.navLinks.map(([name]) => name));
          for (const [name, href] of site.navLinks) {
            const link = nav.getByRole('link', { name, exact: true });
            await expect(link).toHaveAttribute('href', href);
            if (href === page.path) await expect(link).toHaveAttribute('aria-current', 'page');
            else await expect(link).not.toHaveAttribute('aria-current');
          }

          const footer = tab.getByRole('contentinfo');
          for (const key of ['contact', 'calculator', 'upload', 'terms', 'privacy'] as const) {
            await expect(
              footer.getByRole('link', { name: t.nav[key], exact: true }),
            ).toHaveAttribute('href', path(key));
          }
          await expect(footer).toContainText('QuickRefund');
          await expect(footer).toContainText(/© \d{4} QuickRefund/);
          await expect(footer.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute(
            'href',
            'tel:+18005550142',
          );
          await expect(
            footer.getByRole('link', { name: 'support@quickrefund.example' }),
          ).toHaveAttribute('href', 'mailto:support@quickrefund.example');
        });
      }
    });

    test('the banner link goes to the calculator', async ({ page }) => {
      await page.goto(path('testimonials'));
      await page
        .getByRole('region', { name: t.announcement })
        .getByRole('link', { name: t.bannerLink })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path('calculator')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.calculator);
    });

    test('unknown addresses get the 404 page inside the layout', async ({ page }) => {
      const response = await page.goto(`${site.lang === 'es' ? '/es' : ''}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
      await expect(page.getByRole('navigation', { name: t.mainNav })).toBeVisible();
      await page.getByRole('link', { name: t.goHome }).click();
      await expect(page).toHaveURL(new RegExp(`${path('home')}$`));
    });
    // The menu in each language: controls.spec.ts, hydrated, before hydration and without
    // JavaScript.
  });
}

test('the skip link comes first in the tab order and moves to the content', async ({ page }) => {
  await page.goto('/testimonials');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('keyboard focus is visible', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return getComputedStyle(el).outlineStyle;
  });
  expect(outline).not.toBe('none');
});

test('closing the banner fades it out and it stays closed for the visit', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Announcement' });
  // The fade: the banner's opacity starts a transition while it is still in the page, then it is
  // removed. The page records the transition's start as it happens (a 300 ms state polled from
  // here can be missed on a busy host).
  await banner.evaluate((el) => {
    (window as unknown as { fading: Promise<boolean> }).fading = new Promise((resolve) =>
      el.addEventListener('transitionstart', (event) => {
        if ((event as TransitionEvent).propertyName === 'opacity') resolve(true);
      }),
    );
  });
  await banner.getByRole('button', { name: 'Close banner' }).click();
  expect(
    await page.evaluate(() => (window as unknown as { fading: Promise<boolean> }).fading),
  ).toBe(true);
  await expect(banner).toHaveCount(0, { timeout: 1000 });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Calculator' })
    .click();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a field the browser scrolls to lands below the sticky header', async ({ page }) => {
    await page.goto('/calculator');
    const income = page.getByLabel('Annual income');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // What the browser does with an invalid field on submit, or a link to a field's id.
    await income.evaluate((field) => field.scrollIntoView({ block: 'start' }));
    const header = await page.locator('header.header').boundingBox();
    const field = await income.boundingBox();
    expect(header).not.toBeNull();
    expect(field?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });

  test('the menu opens, closes, closes on Escape and on following a link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const calculator = nav.getByRole('link', { name: 'Calculator' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(calculator).toBeHidden();
    const controls = await menu.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await expect(page.locator(`[id="${controls}"]`)).toBeHidden();

    await menu.click();
    // Open, the same button keeps its name "Menu" (docs/product.md): aria-expanded says it is open.
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAccessibleName('Menu');
    await expect(calculator).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(calculator).toBeHidden();

    // A tap outside the menu, on the dimmed page, closes it.
    await menu.click();
    await page.mouse.click(180, 600);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(calculator).toBeHidden();

    await menu.click();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await calculator.click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
  });

  test('the menu button is not shown on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
  });
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the banner closes without a fade', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Announcement' });
    const duration = await banner.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.01);
    await banner.getByRole('button', { name: 'Close banner' }).click();
    await expect(banner).toHaveCount(0);
  });
});
