import { describe, expect, it } from 'vitest';
import { judgeW2 } from './checks';
import { readDocument } from './read';
import {
  DEFERRAL_CODES,
  FAMILIES,
  TUNING_SEED,
  generateW2,
  payrollTaxesOf,
  truthOf,
  type W2Truth,
} from './w2-generator.testing';
import { readW2Layout } from './w2-layout';
import type { Word } from './words';

// The generator's W-2s of every layout family (docs/documents.md), read from their text layer.
// These tests tune on one seed (TUNING_SEED); `npm run bench:reader` measures seeds they never see.
const options = { cacheFolder: 'unused-for-text' };

const expected = (truth: W2Truth) => ({
  kind: 'w2',
  taxYear: truth.taxYear,
  employer: truth.employer,
  ein: truth.ein,
  wages: truth.wages,
  withheld: truth.withheld,
  method: 'pdf-text',
  box12: truth.box12.map(({ code, amount }) => ({ code, amount })),
  states: truth.states.map(({ code, wages, withheld }) => ({ code, wages, withheld })),
});

describe('W-2s of every layout family, as text PDFs', () => {
  it.each(FAMILIES)('reads every box of %s exactly', async (family) => {
    const { pdf, truth } = await generateW2(family, TUNING_SEED);
    expect(await readDocument(pdf, options)).toEqual({
      ...expected(truth),
      confidence: 1,
      copies: expect.any(Number) as number,
    });
  });

  it('reads the 2026 form: box 12 codes TP, TT, TS and TA', async () => {
    const truth: W2Truth = {
      ...truthOf(TUNING_SEED),
      taxYear: 2026,
      box12: [
        { code: 'TP', amount: 412_050 },
        { code: 'TT', amount: 98_700 },
        { code: 'TS', amount: 12_000 },
        { code: 'TA', amount: 50_000 },
      ],
    };
    const { pdf } = await generateW2('irs-grid', TUNING_SEED, truth);
    expect(await readDocument(pdf, options)).toMatchObject({
      box12: truth.box12,
      taxYear: 2026,
    });
  });
});

describe("the generator's figures agree with themselves as a payroll makes them", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i', (seed) => {
    const truth = truthOf(seed);
    const taxes = payrollTaxesOf(
      truth.socialSecurityWages,
      truth.socialSecurityTips,
      truth.medicareWages,
    );
    expect(truth.socialSecurityTax).toBe(taxes.socialSecurityTax);
    expect(truth.medicareTax).toBe(taxes.medicareTax);
    expect(truth.withheld).toBeLessThan(truth.wages);
    const deferred = truth.box12
      .filter((item) => DEFERRAL_CODES.includes(item.code))
      .reduce((sum, item) => sum + item.amount, 0);
    expect(truth.medicareWages - deferred).toBe(truth.wages);
  });
});

/** Words as OCR gives them: one a box, at a line's height. */
const word = (text: string, left: number, top: number, confidence = 0.95): Word => ({
  text,
  left,
  top,
  right: left + text.length * 12,
  bottom: top + 20,
  confidence,
});

/** A photo's words of one payroll copy: captions over figures, box 1 as OCR gave it. */
function payrollCopyWords(box1: string): Word[] {
  return [
    word('2025', 0, 0),
    word('W-2', 70, 0),
    word('Wage', 120, 0),
    word('and', 180, 0),
    word('Tax', 225, 0),
    word('Statement', 270, 0),
    word("Employer's", 0, 60),
    word('name', 130, 60),
    word('Acme', 0, 90),
    word('Widgets', 60, 90),
    word('1', 0, 150),
    word('Wages,', 20, 150),
    word('tips,', 100, 150),
    word('other', 165, 150),
    word('comp.', 230, 150),
    word('2', 500, 150),
    word('Fed.', 520, 150),
    word('income', 575, 150),
    word('tax', 660, 150),
    word('withheld', 705, 150),
    word(box1, 0, 180),
    word('2,345.00', 500, 180),
    word('3', 0, 240),
    word('Soc.', 20, 240),
    word('sec.', 75, 240),
    word('wages', 130, 240),
    word('4', 500, 240),
    word('Soc.', 520, 240),
    word('sec.', 575, 240),
    word('tax', 630, 240),
    word('withheld', 675, 240),
    word('21,697.38', 0, 270),
    word('1,345.24', 500, 270),
    word('5', 0, 330),
    word('Medicare', 20, 330),
    word('wages', 130, 330),
    word('&', 205, 330),
    word('tips', 230, 330),
    word('6', 500, 330),
    word('Medicare', 520, 330),
    word('tax', 630, 330),
    word('withheld', 675, 330),
    word('21,697.38', 0, 360),
    word('314.61', 500, 360),
  ];
}

describe('a photo whose box 1 lost digits to OCR (issue 46)', () => {
  it('reads the payroll copy when box 1 agrees with box 5', () => {
    expect(judgeW2(readW2Layout([payrollCopyWords('21,697.38')]), 'ocr')).toMatchObject({
      kind: 'w2',
      wages: 2_169_738,
      withheld: 234_500,
    });
  });

  it('is "could not read" when box 1 reads $673.34 beside boxes 3 and 5 of $21,697.38', () => {
    expect(judgeW2(readW2Layout([payrollCopyWords('673.34')]), 'ocr')).toEqual({
      kind: 'unreadable-w2',
      method: 'ocr',
      reason: 'implausible',
    });
  });

  it('is "could not read" when box 4 is not 6.2% of box 3 to the cent or two', () => {
    const words = payrollCopyWords('21,697.38').map((each) =>
      each.text === '1,345.24' ? { ...each, text: '1,345.27' } : each,
    );
    expect(judgeW2(readW2Layout([words]), 'pdf-text')).toMatchObject({ reason: 'implausible' });
  });
});

describe('copies of a photo that OCR read differently (decision 200)', () => {
  /** Three copies a page apart, copy `odd`'s box 2 read as `box2` at `confidence`. */
  const threeCopies = (box2: string, confidence: number) =>
    [0, 1, 2].flatMap((copy) =>
      payrollCopyWords('21,697.38').map((each) => ({
        ...each,
        top: each.top + copy * 500,
        bottom: each.bottom + copy * 500,
        ...(copy === 2 && each.text === '2,345.00' ? { text: box2, confidence } : {}),
      })),
    );

  it('outvotes a copy OCR doubted with two that agree', () => {
    expect(judgeW2(readW2Layout([threeCopies('2,845.00', 0.5)]), 'ocr')).toMatchObject({
      kind: 'w2',
      withheld: 234_500,
    });
  });

  it('is "could not read" when the copy that differs was read with confidence', () => {
    expect(judgeW2(readW2Layout([threeCopies('2,845.00', 0.95)]), 'ocr')).toEqual({
      kind: 'unreadable-w2',
      method: 'ocr',
      reason: 'copies-disagree',
    });
  });

  it('trusts a figure two copies read alike, one of them below the confidence one copy needs', () => {
    const words = threeCopies('2,345.00', 0.95).map((each) =>
      each.text === '2,345.00' && each.top < 500 ? { ...each, confidence: 0.7 } : each,
    );
    expect(judgeW2(readW2Layout([words.filter((each) => each.top < 1000)]), 'ocr')).toMatchObject({
      kind: 'w2',
      withheld: 234_500,
    });
  });
});

describe('a photo whose OCR left a box out (decision 200)', () => {
  it('is "could not read" when an amount OCR read surely is none of the figures read', () => {
    const words = [...payrollCopyWords('21,697.38'), word('342.27', 0, 420)];
    expect(judgeW2(readW2Layout([words]), 'ocr')).toEqual({
      kind: 'unreadable-w2',
      method: 'ocr',
      reason: 'figure-missing',
    });
  });

  it('reads it when that amount was read in doubt (a misread copy, outvoted)', () => {
    const words = [...payrollCopyWords('21,697.38'), word('342.27', 0, 420, 0.5)];
    expect(judgeW2(readW2Layout([words]), 'ocr')).toMatchObject({ kind: 'w2', wages: 2_169_738 });
  });
});
