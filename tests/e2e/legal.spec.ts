import { expect, test } from '@playwright/test';
import { hydrated } from './pages';

test('the terms can be read again after accepting them, with the same version date', async ({
  page,
}) => {
  await page.goto('/agreement');
  const version = await page.getByText(/^Version of /).textContent();
  expect(version).toMatch(/^Version of [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  // Accepting is the script's work (it stores the flag); a click before it has loaded is lost.
  await hydrated(page);
  await page.getByRole('button', { name: 'I Agree & Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });

  // Accepted: /agreement now sends the visitor home, so the footer's "Terms" is the way back.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText(/^Version of /)).toHaveText(version ?? '');
  await expect(page.getByRole('heading', { name: 'The service' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
  // Read-only: nothing to accept here, and it stays put.
  await expect(page.getByRole('button', { name: 'I Agree & Continue' })).toHaveCount(0);
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/terms$/);
});

test('the privacy notice says what is collected, who sees it and how long it is kept', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  for (const heading of [
    'What we collect and why',
    'Cookies and storage in your browser',
    'Who sees your information',
    'How we protect it',
    'How long we keep it',
  ]) {
    await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(main).toContainText('documents you upload');
  await expect(main).toContainText('contact form');
  await expect(main).toContainText('IP address');
  await expect(main).toContainText('authenticator app');
  await expect(main).toContainText('AES-256');
  // RETENTION_DAYS, filled in at server start: the default is 730.
  await expect(main).toContainText('for 730 days after the last activity on your case');
  await expect(main.getByRole('link', { name: 'support@quickrefund.example' })).toHaveAttribute(
    'href',
    'mailto:support@quickrefund.example',
  );
});

test('without an address setting the footer shows no empty address line', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('contentinfo')).not.toContainText('__QR_');
  await expect(page.getByRole('main')).not.toContainText('__QR_');
});
