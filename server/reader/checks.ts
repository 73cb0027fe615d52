import { SUPPORTED_TAX_YEARS, figuresForYear } from '~/tax/years';
import type { Reading, ReadingMethod, ReadingReason } from './result';
import type { Found, W2Layout } from './w2-layout';

/*
 * Whether a W-2's figures are sure enough to show. A wrong figure shown is worse than none, so
 * each check that fails makes the W-2 unreadable (its preparer reads it) instead of guessing:
 * - box 1 and box 2 read, every copy agreeing; box 2 at most box 1 and box 1 above zero;
 * - boxes 3 and 4, and 5 and 6, when read, consistent with the payroll tax rates (a misread digit
 *   in a photo rarely keeps them so);
 * - the year a supported tax year, the employer's name read;
 * - every word they came from read by OCR with at least MIN_OCR_CONFIDENCE.
 */

/** Tesseract's word confidence, 0 to 1, below which a figure is not trusted. */
export const MIN_OCR_CONFIDENCE = 0.8;

/** How far box 4 and box 6 may be from the rate times box 3 and box 5: per-paycheck rounding. */
const PAYROLL_TAX_TOLERANCE_CENTS = 500;

/** IRC §3101(b)(2): the additional Medicare tax on wages over $200,000 (employer withholding). */
const ADDITIONAL_MEDICARE_THRESHOLD_CENTS = 20_000_000;
const ADDITIONAL_MEDICARE_RATE = 90; // basis points

type Figure = Found<number>;

function unreadable(method: ReadingMethod, reason: ReadingReason): Reading {
  return { kind: 'unreadable-w2', method, reason };
}

function payrollTaxesAgree(
  wages: Figure,
  tax: Figure,
  expected: (wages: number) => number,
): boolean {
  if (wages.kind !== 'read' || tax.kind !== 'read') return true;
  return Math.abs(expected(wages.value) - tax.value) <= PAYROLL_TAX_TOLERANCE_CENTS;
}

export function judgeW2(layout: W2Layout, method: ReadingMethod): Reading {
  if (!layout.isW2) return { kind: 'other', reason: 'not-a-w2' };
  if (layout.corrected) return unreadable(method, 'corrected-form');
  const { wages, withheld } = layout.figures;
  for (const found of [wages, withheld, layout.taxYear, layout.employer]) {
    if (found.kind === 'disagree') return unreadable(method, 'copies-disagree');
  }
  if (wages.kind !== 'read' || withheld.kind !== 'read')
    return unreadable(method, 'figure-missing');
  if (layout.employer.kind !== 'read') return unreadable(method, 'employer-missing');
  if (layout.taxYear.kind !== 'read') return unreadable(method, 'year-unsupported');
  const taxYear = layout.taxYear.value;
  const yearFigures = figuresForYear(taxYear);
  if (!SUPPORTED_TAX_YEARS.includes(taxYear) || yearFigures === undefined) {
    return unreadable(method, 'year-unsupported');
  }
  if (wages.value <= 0 || withheld.value > wages.value) return unreadable(method, 'implausible');
  const payroll = yearFigures.payrollTax;
  const wageBaseCents = payroll.socialSecurityWageBase * 100;
  const socialSecurity = (cents: number) =>
    Math.round((Math.min(cents, wageBaseCents) * payroll.socialSecurityRate) / 10_000);
  const medicare = (cents: number) =>
    Math.round((cents * payroll.medicareRate) / 10_000) +
    Math.round(
      (Math.max(0, cents - ADDITIONAL_MEDICARE_THRESHOLD_CENTS) * ADDITIONAL_MEDICARE_RATE) /
        10_000,
    );
  const { socialSecurityWages, socialSecurityTax, medicareWages, medicareTax } = layout.figures;
  if (
    !payrollTaxesAgree(socialSecurityWages, socialSecurityTax, socialSecurity) ||
    !payrollTaxesAgree(medicareWages, medicareTax, medicare)
  ) {
    return unreadable(method, 'implausible');
  }
  const confidence = Math.min(
    wages.confidence,
    withheld.confidence,
    layout.taxYear.confidence,
    layout.employer.confidence,
  );
  if (method === 'ocr') {
    if (confidence < MIN_OCR_CONFIDENCE) return unreadable(method, 'low-confidence');
    // A photo's box 1 and box 2 have no copy to agree with: the payroll boxes, read as well and
    // consistent, are the evidence that this picture's digits were read right.
    const payrollRead =
      (socialSecurityWages.kind === 'read' && socialSecurityTax.kind === 'read') ||
      (medicareWages.kind === 'read' && medicareTax.kind === 'read');
    if (!payrollRead && wages.copies < 2) return unreadable(method, 'low-confidence');
  }
  return {
    kind: 'w2',
    taxYear,
    employer: layout.employer.value,
    wages: wages.value,
    withheld: withheld.value,
    method,
    confidence,
    copies: wages.copies,
  };
}
