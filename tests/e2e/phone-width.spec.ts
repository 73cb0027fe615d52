import { expect, test } from './fixtures';
import { LANGUAGES } from './pages';
import { addAccount, enrol, nextCode, signIn, unique } from './staff-helpers';

// Issue 51: at 390 px (a common phone) no page scrolls sideways, the back office's included, and
// no page asks for an icon that is not there.
const PHONE = { width: 390, height: 844 };

async function overflow(page: import('@playwright/test').Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.use({ viewport: PHONE });

test('no public page scrolls sideways at 390 px', async ({ page }) => {
  for (const { path } of LANGUAGES.flatMap((site) => site.pages)) {
    await page.goto(path);
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
  }
});

test('no staff page scrolls sideways at 390 px, and none asks for a missing icon', async ({
  browser,
}) => {
  const { email, ip } = unique('phone');
  const context = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  const page = await context.newPage();
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/staff/sign-in');
  expect(await overflow(page), '/staff/sign-in').toBeLessThanOrEqual(0);
  const { secret } = await enrol(page, await addAccount(email, true));
  await signIn(page, email, nextCode(secret));
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  for (const path of ['/staff/cases', '/staff/messages', '/staff/reviews', '/staff/audit']) {
    await page.goto(path);
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
  }
  // A case page: the first case of the list, when the run has made one.
  await page.goto('/staff/cases');
  const first = page.getByRole('main').getByRole('link', { name: /^QR-/ }).first();
  if ((await first.count()) > 0) {
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^QR-/);
    expect(await overflow(page), 'a staff case page').toBeLessThanOrEqual(0);
  }
  expect(missing).toEqual([]);
  await context.close();
});
