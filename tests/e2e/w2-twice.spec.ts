import { formatUsd } from '../../app/money';
import { estimateRefund } from '../../app/tax/engine';
import { estimateState } from '../../app/tax/states';
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
  // Illinois's estimate from boxes 15 to 17 (the sample prints IL, box 16 = box 1, and 4.95% of
  // it in box 17), its withholding counted once too.
  const illinois = estimateState('IL', Math.round(Math.round(SAMPLE_W2.wages * 0.0495) / 100), {
    taxYear: once.taxYear,
    filingStatus: once.filingStatus,
    wages: Math.round(SAMPLE_W2.wages / 100),
    federalAgi: once.agi,
    children: 0,
    federalEarnedIncomeCredit: once.credits.earnedIncomeCredit,
  });
  const stateRefund = illinois.refund as number;
  await expect(w2s.getByRole('term')).toHaveText([
    'Estimated refund',
    'Fee',
    'Net refund',
    stateRefund < 0 ? 'State tax owed' : 'Estimated state refund',
  ]);
  await expect(w2s.getByRole('definition').first()).toHaveText(formatUsd(once.refund));
  await expect(w2s.getByRole('definition').nth(3)).toHaveText(formatUsd(Math.abs(stateRefund)));
  await expect(
    w2s.getByText('A W-2 sent twice counts once in this estimate.', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
