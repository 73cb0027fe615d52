import { PDFDocument, PDFHexString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readDocument } from './read';
import type { Reading } from './result';
import { SAMPLE_W2, type SampleW2, samplePdf, samplePlainPdf } from './samples.testing';
import { parseAmount } from './w2-layout';

// Documents with a text layer: read here, in the test's process (OCR's tests: read.ocr.test.ts).
const options = { cacheFolder: 'unused-for-text' };
const read = (bytes: Uint8Array): Promise<Reading> => readDocument(bytes, options);

const figures = (w2: SampleW2) => ({
  kind: 'w2',
  taxYear: w2.taxYear,
  employer: w2.employer,
  wages: w2.wages,
  withheld: w2.withheld,
  method: 'pdf-text',
});

describe('a W-2 PDF with a text layer', () => {
  it.each([
    ['the standard box grid, copy B', 'grid', 1],
    ['four copies on a page (B, C, 2, 2)', 'four-up', 4],
    ["a provider's summary with copies C and 2", 'summary', 2],
  ] as const)(
    'reads box 1, box 2, the employer and the year exactly: %s',
    async (_, layout, copies) => {
      const reading = await read(await samplePdf(SAMPLE_W2, layout));
      expect(reading).toMatchObject({ ...figures(SAMPLE_W2), confidence: 1, copies });
    },
  );

  it('reads other figures and years as printed: a high earner over the wage base, 2024', async () => {
    const w2: SampleW2 = {
      taxYear: 2024,
      employer: 'Northwind Traders LLC',
      wages: 21_050_000,
      withheld: 4_012_399,
      socialSecurityWages: 16_860_000,
      medicareWages: 22_100_000,
    };
    for (const layout of ['grid', 'summary'] as const) {
      expect(await read(await samplePdf(w2, layout))).toMatchObject(figures(w2));
    }
  });

  it('reads no tax withheld as zero', async () => {
    const w2 = { ...SAMPLE_W2, withheld: 0 };
    expect(await read(await samplePdf(w2, 'grid'))).toMatchObject(figures(w2));
  });

  it('is unreadable when box 2 is more than box 1', async () => {
    const w2 = { ...SAMPLE_W2, withheld: SAMPLE_W2.wages + 1 };
    expect(await read(await samplePdf(w2, 'grid'))).toEqual({
      kind: 'unreadable-w2',
      method: 'pdf-text',
      reason: 'implausible',
    });
  });

  it('is unreadable for a tax year the estimate does not know', async () => {
    expect(await read(await samplePdf({ ...SAMPLE_W2, taxYear: 2019 }, 'grid'))).toEqual({
      kind: 'unreadable-w2',
      method: 'pdf-text',
      reason: 'year-unsupported',
    });
  });

  it('is unreadable when the copies on its pages disagree', async () => {
    const first = await PDFDocument.load(await samplePdf(SAMPLE_W2, 'grid'));
    const second = await PDFDocument.load(
      await samplePdf({ ...SAMPLE_W2, wages: SAMPLE_W2.wages + 100_000 }, 'grid'),
    );
    const [page] = await first.copyPages(second, [0]);
    if (page === undefined) throw new Error('no page');
    first.addPage(page);
    expect(await read(await first.save())).toEqual({
      kind: 'unreadable-w2',
      method: 'pdf-text',
      reason: 'copies-disagree',
    });
  });

  it('is unreadable when boxes 3 and 4 do not agree with the social security rate', async () => {
    // Box 4 printed (or read) a digit off: 3,470.00 where 6.2% of 55,000.00 is 3,410.00.
    const w2 = { ...SAMPLE_W2, socialSecurityTax: 347_000 };
    expect(await read(await samplePdf(w2, 'grid'))).toEqual({
      kind: 'unreadable-w2',
      method: 'pdf-text',
      reason: 'implausible',
    });
  });

  it('is unreadable as a corrected W-2 (W-2c)', async () => {
    const bytes = await samplePdf({ ...SAMPLE_W2, employer: 'Acme Widgets Inc W-2c' }, 'summary');
    expect(await read(bytes)).toEqual({
      kind: 'unreadable-w2',
      method: 'pdf-text',
      reason: 'corrected-form',
    });
  });
});

describe('a PDF that is not a W-2', () => {
  it('is just a document, even when it speaks of wages', async () => {
    const bytes = await samplePlainPdf([
      'Pay statement for the period ending 12/31/2025',
      'Gross wages, tips, other compensation this period 2,013.00',
      'Federal income tax 201.30',
    ]);
    expect(await read(bytes)).toEqual({ kind: 'other', reason: 'not-a-w2' });
  });

  it('reads only the first pages of a 200-page PDF, within a bound', async () => {
    const bytes = await samplePlainPdf(['Chapter one', 'It was a dark and stormy night.'], 200);
    const started = performance.now();
    expect(await read(bytes)).toEqual({ kind: 'other', reason: 'not-a-w2' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('says an encrypted PDF is encrypted', async () => {
    const document = await PDFDocument.load(await samplePdf(SAMPLE_W2, 'grid'));
    // A standard security handler whose user password is not empty: pdfjs asks for it.
    const encrypt = document.context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      O: PDFHexString.of('11'.repeat(32)),
      U: PDFHexString.of('22'.repeat(32)),
      P: -4,
    });
    document.context.trailerInfo.Encrypt = document.context.register(encrypt);
    document.context.trailerInfo.ID = document.context.obj([
      PDFHexString.of('33'.repeat(16)),
      PDFHexString.of('33'.repeat(16)),
    ]);
    const bytes = await document.save({ useObjectStreams: false });
    expect(await read(bytes)).toEqual({ kind: 'other', reason: 'encrypted' });
  });

  it('says a broken PDF is broken', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41)]);
    expect(await read(bytes)).toMatchObject({ kind: 'other' });
    const cut = (await samplePdf(SAMPLE_W2, 'grid')).subarray(0, 900);
    expect(await read(cut)).toMatchObject({ kind: 'other' });
  });

  it('does not open a file of a type uploads refuse', async () => {
    expect(await read(Buffer.from('<html>Form W-2 Wage and Tax Statement</html>'))).toEqual({
      kind: 'other',
      reason: 'unsupported-type',
    });
  });
});

describe('parseAmount', () => {
  it.each([
    ['52,345.67', 5_234_567],
    ['$52,345.67', 5_234_567],
    ['52345.67', 5_234_567],
    ['0.00', 0],
    ['1,234,567.89', 123_456_789],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['52.345,67', '52,345.6', '52,34.67', '5S,345.67', '52,345', '', '1,2345.00'])(
    'refuses %s',
    (text) => {
      expect(parseAmount(text)).toBeUndefined();
    },
  );
});
