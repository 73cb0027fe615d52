import { expect, type Page, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

// On a slow phone, a visitor may type before the page's script has taken over the form. What they
// typed must count once it has: here the scripts are held back until the fields are filled.
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('contact: name and e-mail typed early enable Next', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(path('contact'), { waitUntil: 'commit' });
      await page.getByLabel(t.name).fill('Ana');
      await page.getByLabel(t.email).fill('ana@example.com');
      release();
      await expect(page.getByRole('button', { name: t.next })).toBeEnabled();
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByRole('heading', { name: t.step2 })).toBeVisible();
    });

    test('calculator: income and confirmation given early enable Calculate', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(path('calculator'), { waitUntil: 'commit' });
      await page.getByLabel(t.income).fill('64600');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      release();
      // Server-rendered, Calculate is enabled already: let the scripts take the page over first
      // (a click before that posts the form natively, which controls.spec.ts tries).
      await hydrated(page);
      await expect(page.getByRole('button', { name: t.calculate })).toBeEnabled();
      const responsePromise = page.waitForResponse('**/api/RefundCalculator');
      await page.getByRole('button', { name: t.calculate }).click();
      expect((await responsePromise).status()).toBe(200);
    });
  });
}
