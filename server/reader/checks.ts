import { SUPPORTED_TAX_YEARS, figuresForYear } from '~/tax/years';
import type { Reading, ReadingMethod, ReadingReason } from './result';
import type { Found, W2Layout } from './w2-layout';

/*
 * Whether a W-2's figures are sure enough to show (docs/documents.md). A wrong figure shown is
 * worse than none, so each check that fails makes the W-2 unreadable (its preparer reads it)
 * instead of guessing:
 * - box 1 and box 2 read, every copy agreeing; box 2 below box 1 and box 1 above zero;
 * - box 4 6.2% of boxes 3 and 7, box 6 1.45% of box 5 (0.9% more above $200,000), to within
 *   PAYROLL_TAX_TOLERANCE_CENTS, where both are printed: a misread digit rarely keeps them so;
 * - box 12 and boxes 15 to 17, when printed, read whole and agreeing, a state's tax below its wages;
 * - the year a supported tax year, the employer's name read;
 * - by OCR: every word they came from read with at least MIN_OCR_CONFIDENCE, and box 1 confirmed
 *   by something else on the page (another copy, box 5 less box 12's elective deferrals, or the
 *   states' wages), since OCR can drop a digit and leave a well-formed amount (issue 46); and every
 *   amount OCR read surely on the page one of the figures read, so none was left out.
 */

/** Tesseract's word confidence, 0 to 1, below which a figure is not trusted. */
export const MIN_OCR_CONFIDENCE = 0.8;

/** How far box 4 and box 6 may be from the rate times box 3 and box 5: "a cent or two". */
const PAYROLL_TAX_TOLERANCE_CENTS = 2;

/** IRC §3101(b)(2): the additional Medicare tax on wages over $200,000 (employer withholding). */
const ADDITIONAL_MEDICARE_THRESHOLD_CENTS = 20_000_000;
const ADDITIONAL_MEDICARE_RATE = 90; // basis points

/** Box 12's elective deferrals: in boxes 3 and 5, left out of box 1 (IRS instructions, box 12). */
const DEFERRAL_CODES = new Set(['D', 'E', 'F', 'G', 'S']);

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
  const { socialSecurityWages, socialSecurityTax, socialSecurityTips, medicareWages, medicareTax } =
    layout.figures;
  for (const found of [
    wages,
    withheld,
    socialSecurityWages,
    socialSecurityTax,
    socialSecurityTips,
    medicareWages,
    medicareTax,
    layout.taxYear,
    layout.employer,
    layout.box12,
    layout.states,
  ]) {
    if (found.kind === 'disagree') return unreadable(method, 'copies-disagree');
  }
  if (wages.kind !== 'read' || withheld.kind !== 'read')
    return unreadable(method, 'figure-missing');
  // Printed but not read whole: a box 12 or state line half read is not shown, nor the rest.
  if (layout.box12.kind === 'unparseable' || layout.states.kind === 'unparseable')
    return unreadable(method, 'figure-missing');
  if (layout.employer.kind !== 'read') return unreadable(method, 'employer-missing');
  if (layout.taxYear.kind !== 'read') return unreadable(method, 'year-unsupported');
  const taxYear = layout.taxYear.value;
  const yearFigures = figuresForYear(taxYear);
  if (!SUPPORTED_TAX_YEARS.includes(taxYear) || yearFigures === undefined) {
    return unreadable(method, 'year-unsupported');
  }
  if (wages.value <= 0 || withheld.value >= wages.value) return unreadable(method, 'implausible');
  const payroll = yearFigures.payrollTax;
  const wageBaseCents = payroll.socialSecurityWageBase * 100;
  const tips = socialSecurityTips.kind === 'read' ? socialSecurityTips.value : 0;
  const socialSecurity = (cents: number) =>
    Math.round((Math.min(cents + tips, wageBaseCents) * payroll.socialSecurityRate) / 10_000);
  const medicare = (cents: number) =>
    Math.round((cents * payroll.medicareRate) / 10_000) +
    Math.round(
      (Math.max(0, cents - ADDITIONAL_MEDICARE_THRESHOLD_CENTS) * ADDITIONAL_MEDICARE_RATE) /
        10_000,
    );
  if (
    !payrollTaxesAgree(socialSecurityWages, socialSecurityTax, socialSecurity) ||
    !payrollTaxesAgree(medicareWages, medicareTax, medicare)
  ) {
    return unreadable(method, 'implausible');
  }
  const box12 = layout.box12.kind === 'read' ? layout.box12.value : [];
  const states = layout.states.kind === 'read' ? layout.states.value : [];
  if (states.some((state) => state.withheld >= state.wages && state.wages > 0))
    return unreadable(method, 'implausible');
  const ein = layout.ein.kind === 'read' ? layout.ein.value : undefined;
  const confidences = [
    wages.confidence,
    withheld.confidence,
    layout.taxYear.confidence,
    layout.employer.confidence,
    // Box 12 and the states read alike in several copies need no more evidence than that.
    ...[layout.box12, layout.states].map((found) =>
      found.kind === 'read' && found.copies < 2 ? found.confidence : 1,
    ),
  ];
  const confidence = Math.min(...confidences);
  if (method === 'ocr') {
    if (confidence < MIN_OCR_CONFIDENCE) return unreadable(method, 'low-confidence');
    // Box 1 has a witness: another copy, box 5 (itself confirmed by box 6) less the deferrals,
    // or the states' wages. A dropped digit ($673.34 for $21,697.38) has none.
    const deferred = box12
      .filter((item) => DEFERRAL_CODES.has(item.code))
      .reduce((sum, item) => sum + item.amount, 0);
    const byMedicare =
      medicareWages.kind === 'read' &&
      medicareTax.kind === 'read' &&
      medicareWages.value - deferred === wages.value;
    const byStates =
      states.length > 0 && states.reduce((sum, state) => sum + state.wages, 0) === wages.value;
    if (wages.copies < 2 && !byMedicare && !byStates) return unreadable(method, 'implausible');
    // Every amount OCR read surely is a box we read: one it did not (a box 12 whose "12b" label
    // OCR missed in every copy, a box 14) means the W-2 was not read whole (decision 200).
    const accounted = new Set([
      ...Object.values(layout.figures).flatMap((found) =>
        found.kind === 'read' ? [found.value] : [],
      ),
      ...box12.map((item) => item.amount),
      ...states.flatMap((state) => [state.wages, state.withheld]),
    ]);
    if (layout.amounts.some((amount) => !accounted.has(amount)))
      return unreadable(method, 'figure-missing');
    // A page of several copies whose box 12 or states were read in one copy only: the others'
    // may hold a line OCR missed here (a "12b" unseen), so one copy is not enough (decision 200).
    const pageCopies = Math.max(
      ...Object.values(layout.figures).map((found) => (found.kind === 'read' ? found.copies : 0)),
    );
    const thin = (found: W2Layout['box12'] | W2Layout['states']) =>
      found.kind === 'read' && found.value.length > 0 && found.copies < 2;
    if (pageCopies >= 2 && (thin(layout.box12) || thin(layout.states)))
      return unreadable(method, 'figure-missing');
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
    ...(ein === undefined ? {} : { ein }),
    ...(layout.box12.kind === 'read' ? { box12: [...box12] } : {}),
    ...(layout.states.kind === 'read' ? { states: [...states] } : {}),
  };
}
