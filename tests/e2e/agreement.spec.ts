import { expect, test } from '@playwright/test';

test('agreeing stores the flag, says so, and goes home after one second', async ({ page }) => {
  await page.goto('/agreement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Agreement');
  await page.getByRole('button', { name: 'I Agree & Continue' }).click();
  const clickedAt = Date.now();
  await expect(page.getByRole('status')).toHaveText('Agreement accepted! Redirecting...');
  expect(await page.evaluate(() => localStorage.getItem('agreementAccepted'))).toBe('true');
  await page.waitForTimeout(700 - (Date.now() - clickedAt));
  await expect(page).toHaveURL(/\/agreement$/);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 2000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
});

test('opening the agreement once accepted goes home at once', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('agreementAccepted', 'true'));
  const start = Date.now();
  await page.goto('/agreement');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 2000 });
  expect(Date.now() - start).toBeLessThan(900);
});

test('Cancel goes home without accepting', async ({ page }) => {
  await page.goto('/agreement');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('agreementAccepted'))).toBeNull();
});

test('the agreement states the fee tiers of the calculator', async ({ page }) => {
  await page.goto('/agreement');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveText([
    /Annual income\s*Fee/,
    /Up to \$100,000\s*\$35\.00/,
    /Up to \$243,000\s*\$75\.00/,
    /Up to \$609,000\s*\$250\.00/,
    /Above \$609,000\s*\$500\.00/,
  ]);
  await expect(page.getByRole('main')).not.toContainText('20%');
});
