import { expect, test } from '@playwright/test';
import { hydrated } from './pages';

test('the hero leads to the upload page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Your Tax Documents');
});

test('the refund tracker shows the example figures until a lookup', async ({ page }) => {
  await page.goto('/');
  const tracker = page.getByRole('region', { name: 'Refund Tracker' });
  await expect(tracker).toContainText('Example: look up your reference to see your own refund.');
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
  // "Track Refund" opens the lookup in place (tracker.spec.ts follows it through).
  await expect(tracker.getByRole('textbox', { name: 'Reference' })).toBeHidden();
  await hydrated(page);
  await tracker.getByRole('button', { name: 'Track Refund' }).click();
  await expect(tracker.getByRole('textbox', { name: 'Reference' })).toBeFocused();
  await expect(tracker.getByRole('button', { name: 'Look up' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
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

test('the home page says how documents are protected and shows the four fee tiers', async ({
  page,
}) => {
  await page.goto('/');
  const protection = page.getByRole('region', { name: 'How we protect your documents' });
  await expect(protection.getByRole('heading', { level: 3 })).toHaveText([
    'Encrypted the moment they arrive',
    'Seen only by your preparer',
    'Deleted when no longer needed',
  ]);
  await expect(protection).toContainText('deleted 730 days after');
  await expect(protection.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  const fees = page.getByRole('region', { name: 'Our fee, at a glance' });
  await expect(fees.getByRole('listitem')).toHaveText([
    /^\$35\s*Up to \$100,000$/,
    /^\$75\s*Up to \$243,000$/,
    /^\$250\s*Up to \$609,000$/,
    /^\$500\s*Above \$609,000$/,
  ]);
});

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
  expect(images.filter((url) => !url.endsWith('/favicon.svg'))).toEqual([]);
});
