import { renderPdfPage } from '../../server/reader/photos.testing';
import { SAMPLE_W2, samplePdf } from '../../server/reader/samples.testing';
import { expect, openAs, test } from './fixtures';
import { LANGUAGES } from './pages';

/**
 * The case page follows the reading (issue 46; decision 166), in the three projects of decision
 * 039: a photo of a W-2 uploaded on /upload is read in the background (OCR: seconds), and the case
 * page, opened while "Reading your W-2…" shows, puts the W-2's row in place by itself, with no
 * reload by the test: by its script where scripts run (what the client typed stays), by its
 * refresh where they do not; and once all is read it stops following.
 */

const [en] = LANGUAGES;

test('the case page updates itself when the reading of a W-2 ends, and then stops', async ({
  page,
  scripts,
}) => {
  test.setTimeout(180_000);
  // A phone photo's pixels at 200 dpi: long enough to read that the case page opens before.
  const photo = await renderPdfPage(await samplePdf(SAMPLE_W2, 'grid'), 200);
  await openAs(page, scripts, en.path('upload'));
  const upload = page.getByRole('region', { name: en.t.h1.upload });
  await upload.getByLabel(en.t.chooseFile, { exact: true }).setInputFiles({
    name: `w2-photo-${scripts}.png`,
    mimeType: 'image/png',
    buffer: photo,
  });
  await upload.getByRole('button', { name: en.t.upload }).click();
  await expect(page.getByRole('status')).toContainText(en.t.uploadSuccess);
  await page.getByRole('main').getByRole('link', { name: 'Open your case' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your case');

  const w2s = page.getByRole('region', { name: 'From your W-2s' });
  await expect(w2s.getByText('Reading your W-2…', { exact: true })).toBeVisible();
  await expect(
    w2s.getByText('This page updates itself when the reading is done.', { exact: true }),
  ).toBeVisible();
  const message = page.getByLabel('Message', { exact: true });
  if (scripts === 'hydrated') await message.fill('Typed while the W-2 is read');

  // Nobody reloads: the page follows the reading until the W-2's row is there.
  await expect(w2s.getByRole('row')).toHaveCount(2, { timeout: 150_000 });
  await expect(w2s.getByText('Reading your W-2…', { exact: true })).toHaveCount(0);
  const row = w2s.getByRole('row').nth(1);
  await expect(row).toContainText(
    new RegExp(`${SAMPLE_W2.employer}|We could not read this W-2\\. Your preparer will\\.`),
  );
  // Where scripts run, the section alone was replaced: what the client typed is still there.
  if (scripts === 'hydrated') await expect(message).toHaveValue('Typed while the W-2 is read');
  // All read: nothing on the page looks again.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await expect(page.locator('section[data-follow-reading]')).toHaveCount(0);
});
