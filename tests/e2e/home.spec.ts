import { expect, test } from '@playwright/test';

test('the hero leads to the upload page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Your Tax Documents');
});

test('the refund tracker shows the placeholder figures', async ({ page }) => {
  await page.goto('/');
  const tracker = page.getByRole('region', { name: 'Refund Tracker' });
  await expect(tracker).toContainText('Estimated refund');
  await expect(tracker).toContainText('$5,000.00');
  const progress = tracker.getByRole('progressbar');
  await expect(progress).toHaveAttribute('value', '75');
  await expect(tracker).toContainText('75%');
  await expect(tracker.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(tracker.getByRole('listitem')).toHaveText([
    'Document uploaded',
    'Processing started',
  ]);
  // A placeholder, as the specification says: clicking changes nothing.
  const before = await page.content();
  await tracker.getByRole('button', { name: 'Track Refund' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.content()).toBe(before);
});

test('the home page has the upload section and the three testimonials', async ({ page }) => {
  await page.goto('/');
  const upload = page.getByRole('region', { name: 'Upload Your Tax Documents' });
  await expect(upload.getByLabel('Choose a file')).toBeAttached();
  await expect(upload.getByRole('button', { name: 'Upload' })).toBeVisible();
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await expect(testimonials.getByRole('article')).toHaveCount(3);
});

test('the testimonials page shows three cards with a quote, a name and a state', async ({
  page,
}) => {
  await page.goto('/testimonials');
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
