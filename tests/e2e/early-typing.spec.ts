import { expect, type Page, test } from '@playwright/test';

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

test('contact: name and e-mail typed early enable Next', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('Email').fill('ana@example.com');
  release();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Your Message' })).toBeVisible();
});

test('calculator: income and confirmation given early enable Calculate', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/calculator', { waitUntil: 'commit' });
  await page.getByLabel('Annual income').fill('64600');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  release();
  // Server-rendered, Calculate is enabled already: let the scripts load and run first.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  const responsePromise = page.waitForResponse('**/api/RefundCalculator');
  await page.getByRole('button', { name: 'Calculate' }).click();
  expect((await responsePromise).status()).toBe(200);
});
