import { type BrowserContext, expect, test } from './fixtures';
import { BASE_URL } from '../../playwright.config';
import { ENGLISH, hydrated, SPANISH } from './pages';

async function langCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value;
}

test('the header switches to the same page in the other language and back, remembered', async ({
  page,
  context,
}) => {
  await page.goto(ENGLISH.path('calculator'));
  await hydrated(page);
  const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Español' });
  await expect(toSpanish).toHaveAttribute('lang', 'es');
  await expect(toSpanish).toHaveAttribute('hreflang', 'es');
  await toSpanish.click();
  await expect(page).toHaveURL(`${BASE_URL}/es/calculator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH.t.h1.calculator);
  expect(await langCookie(context)).toBe('es');

  await hydrated(page);
  const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL(`${BASE_URL}/calculator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await langCookie(context)).toBe('en');
});

test('every page names itself in both languages (hreflang) and its language (lang)', async ({
  page,
}) => {
  for (const site of [ENGLISH, SPANISH]) {
    await page.goto(site.path('agreement'));
    await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
    const alternates = page.locator('link[rel="alternate"]');
    await expect(alternates).toHaveCount(3);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      `${BASE_URL}/es/agreement`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${BASE_URL}/agreement`,
    );
  }
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });

  test('is offered Spanish on its first visit to /, never redirected', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    const offer = page.getByRole('link', { name: 'Ver en español' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH.t.h1.home);
    await hydrated(page);
    await offer.click();
    await expect(page).toHaveURL(`${BASE_URL}/es`);
    expect(await langCookie(context)).toBe('es');
    // On the Spanish page, nothing more is offered.
    await expect(page.getByRole('link', { name: 'Read it in English' })).toBeHidden();
  });

  test('is not offered Spanish again once it chose English', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: BASE_URL }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver en español' })).toBeHidden();
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('is offered nothing on English pages, and English on Spanish ones', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver en español' })).toBeHidden();
    await page.goto('/es/contact');
    const offer = page.getByRole('link', { name: 'Read it in English' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/contact');
  });

  test('is offered Spanish on English pages once it chose Spanish', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: BASE_URL }]);
    await page.goto('/testimonials');
    await expect(page.getByRole('link', { name: 'Ver en español' })).toHaveAttribute(
      'href',
      '/es/testimonials',
    );
    await expect(page.getByRole('link', { name: 'Ver en español' })).toBeVisible();
  });
});

test('links inside Spanish pages stay in Spanish: Comenzar goes to /es/upload', async ({
  page,
}) => {
  await page.goto('/es');
  await hydrated(page);
  await page.getByRole('link', { name: SPANISH.t.getStarted }).click();
  await expect(page).toHaveURL(`${BASE_URL}/es/upload`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH.t.h1.upload);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
