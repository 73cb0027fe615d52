import { describe, expect, it } from 'vitest';
import { samplePdf } from '../../tests/api/helpers/signing-samples';
import { MAX_PDF_PAGES, pdfPages } from './pdf-pages';

// The page limit of the PDFs staff send for signature (issue 52), counted in a worker thread.
describe('pdfPages', () => {
  it('counts the pages of a PDF under the limit', async () => {
    expect(await pdfPages(await samplePdf('Form 8879', 3))).toEqual({ ok: true, pages: 3 });
  });

  it('refuses a PDF of more pages than the limit', async () => {
    const pdf = await samplePdf('Form 8879', MAX_PDF_PAGES + 1);
    expect(await pdfPages(pdf)).toEqual({ ok: false, reason: 'tooManyPages' });
    expect(await pdfPages(await samplePdf('Form 8879', 5), 4)).toEqual({
      ok: false,
      reason: 'tooManyPages',
    });
  });

  it('refuses a file pdf-lib cannot open', async () => {
    expect(await pdfPages(Buffer.from('%PDF-1.7\nnot really'))).toEqual({
      ok: false,
      reason: 'notPdf',
    });
  });

  it('keeps the event loop free while it reads', async () => {
    const pdf = await samplePdf('Form 8879', MAX_PDF_PAGES);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const counted = await pdfPages(pdf);
    clearInterval(timer);
    expect(counted).toEqual({ ok: true, pages: MAX_PDF_PAGES });
    // The main thread went on turning while the worker read (no duration is asserted).
    expect(ticks).toBeGreaterThan(0);
  });
});
