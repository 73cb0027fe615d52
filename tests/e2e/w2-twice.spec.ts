import { formatUsd } from '../../app/money';
import { estimateRefund } from '../../app/tax/engine';
import { renderPdfPage } from '../../server/reader/photos.testing';
import { SAMPLE_W2, samplePdf } from '../../server/reader/samples.testing';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The same W-2 twice counts once (issue 46; decision 164), as a new user tried it: the W-2's PDF
// and a photo of it uploaded on /upload, both read by the server's job, and the case page shows
// the second "Same as a W-2 you already sent" and an estimate of one W-2, not two.

test('a W-2 sent as a PDF and as a photo counts once', async ({ page }) => {
  test.setTimeout(180_000);
  const pdf = await samplePdf(SAMPLE_W2, 'grid');
  const photo = await renderPdfPage(pdf, 200);
  await page.goto('/upload');
  const upload = page.getByRole('region', { name: 'Upload Your Tax Documents' });
  await upload.getByLabel('Choose a file', { exact: true }).setInputFiles([
    { name: 'w2.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
    { name: 'w2-photo.png', mimeType: 'image/png', buffer: photo },
  ]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('main').getByRole('link', { name: 'Open your case' }).click();

  const w2s = page.getByRole('region', { name: 'From your W-2s' });
  // The page follows the readings by itself.
  await expect(w2s.getByRole('row')).toHaveCount(3, { timeout: 150_000 });
  await expect(w2s.getByText('Reading your W-2…', { exact: true })).toHaveCount(0);
  await expect(w2s.getByRole('row').nth(2)).toContainText('Same as a W-2 you already sent');
  const once = estimateRefund({
    income: SAMPLE_W2.wages / 100,
    deductions: 0,
    filingStatus: 'single',
    withheld: SAMPLE_W2.withheld / 100,
    children: 0,
    taxYear: SAMPLE_W2.taxYear,
  });
  await expect(w2s.getByRole('term')).toHaveText(['Estimated refund', 'Fee', 'Net refund']);
  await expect(w2s.getByRole('definition').first()).toHaveText(formatUsd(once.refund));
  await expect(
    w2s.getByText('A W-2 sent twice counts once in this estimate.', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
