/**
 * The 2025 to 2028 law in the estimate (docs/product.md): Schedule 1-A on Form 1040 line 13b, the
 * additional standard deduction for 65 or older and blind (line 12d), the credit for other
 * dependents (Schedule 8812 line 7), and the EIC's age test without a child. Every figure is
 * worked in its comment from app/tax/years and ../statute.ts, never by running the engine.
 */
import { describe, expect, it } from 'vitest';
import { estimateRefund, type RefundInput } from './engine';
import type { FilingStatus } from './figures';

const base = { deductions: 0, children: 0 } as const;

describe('the answer to a request with wages only', () => {
  it('is as before: no Schedule 1-A, the standard deduction, no credit for other dependents', () => {
    // 2025 single, 50,000: 15,750 standard; taxable 34,250.
    const estimate = estimateRefund({
      ...base,
      income: 50_000,
      filingStatus: 'single',
      taxYear: 2025,
    });
    expect(estimate).toMatchObject({
      deduction: 15_750,
      standardDeduction: 15_750,
      taxableIncome: 34_250,
      scheduleOneA: { tips: 0, overtime: 0, seniors: 0, carLoanInterest: 0, total: 0 },
      scheduleOneAIgnored: false,
      credits: { otherDependentsCredit: 0 },
    });
  });
});

describe('worked examples (Form 1040 lines)', () => {
  it('a server: 2025 single, 38,000 of wages with 9,000 of tips, 2,000 withheld', () => {
    // Line 12: 15,750. Line 13b: tips 9,000 (MAGI below 150,000). Line 15: 38,000 − 15,750 −
    // 9,000 = 13,250 → Tax Table row [13,250, 13,300), midpoint 13,275: 1,192.50 + 12% × 1,350
    // = 1,354.50 → 1,355. EIC (no child): 649 − 7.65% × (38,025 − 10,620) < 0 → 0.
    // Refund: 2,000 − 1,355 = 645 (without the tips: taxable 22,250 → 2,435, owed 435).
    const estimate = estimateRefund({
      ...base,
      income: 38_000,
      tips: 9_000,
      filingStatus: 'single',
      withheld: 2_000,
      taxYear: 2025,
    });
    expect(estimate).toMatchObject({
      deduction: 15_750,
      scheduleOneA: { tips: 9_000, total: 9_000 },
      taxableIncome: 13_250,
      tax: 1_355,
      credits: { earnedIncomeCredit: 0 },
      refund: 645,
    });
  });

  it('a warehouse worker: 2026 single, 52,000 with 4,000 of overtime premium, 4,500 withheld', () => {
    // Line 12: 16,100. Line 13b: 4,000. Line 15: 31,900 → row [31,900, 31,950), midpoint 31,925:
    // 1,240 + 12% × 19,525 = 3,583. Refund: 4,500 − 3,583 = 917.
    const estimate = estimateRefund({
      ...base,
      income: 52_000,
      overtime: 4_000,
      filingStatus: 'single',
      withheld: 4_500,
      taxYear: 2026,
    });
    expect(estimate).toMatchObject({
      scheduleOneA: { overtime: 4_000, total: 4_000 },
      taxableIncome: 31_900,
      tax: 3_583,
      refund: 917,
    });
  });

  it('a 67-year-old still working: 2026 single, 40,000, 3,000 withheld', () => {
    // Line 12: 16,100 + 2,050 (65 or older) = 18,150. Line 13b: seniors 6,000 (MAGI below
    // 75,000). Line 15: 40,000 − 18,150 − 6,000 = 15,850 → row midpoint 15,875: 1,240 + 12% ×
    // 3,475 = 1,657. No EIC without a child at 65 or older. Refund: 3,000 − 1,657 = 1,343.
    const estimate = estimateRefund({
      ...base,
      income: 40_000,
      age: 67,
      filingStatus: 'single',
      withheld: 3_000,
      taxYear: 2026,
    });
    expect(estimate).toMatchObject({
      deduction: 18_150,
      standardDeduction: 18_150,
      scheduleOneA: { seniors: 6_000, total: 6_000 },
      taxableIncome: 15_850,
      tax: 1_657,
      credits: { earnedIncomeCredit: 0 },
      refund: 1_343,
    });
  });

  it('a couple of 66 with 180,000: 2026 joint, 20,000 withheld', () => {
    // Line 12: 32,200 + 2 × 1,650 = 35,500. Line 13b: 6% × 30,000 = 1,800 off each 6,000 → 2 ×
    // 4,200 = 8,400. Line 15: 136,100 → Worksheet: 2,480 + 12% × 76,000 + 22% × 35,300 = 2,480 +
    // 9,120 + 7,766 = 19,366. Refund: 20,000 − 19,366 = 634.
    const estimate = estimateRefund({
      ...base,
      income: 180_000,
      age: 66,
      spouseAge: 66,
      filingStatus: 'married_joint',
      withheld: 20_000,
      taxYear: 2026,
    });
    expect(estimate).toMatchObject({
      deduction: 35_500,
      scheduleOneA: { seniors: 8_400, total: 8_400 },
      taxableIncome: 136_100,
      tax: 19_366,
      refund: 634,
    });
  });

  it('a family supporting a parent: 2025 head of household, 45,000, a child and a parent', () => {
    // Line 15: 45,000 − 23,625 = 21,375 → row midpoint 21,375: 1,700 + 12% × 4,375 = 2,225.
    // Schedule 8812: line 5 2,200 + line 7 500 = 2,700 (no phase-out); line 14: the tax, 2,225,
    // of which 500 the credit for other dependents and 1,725 the child tax credit; line 16a 475,
    // 16b 1,700, line 20 6,375 → ACTC 475. EIC (1 child): 4,328 − 15.98% × (45,025 − 23,350) =
    // 864.335 → 864. Refund: 3,000 + 864 + 475 − 0 = 4,339 (500 more than without the parent).
    const input: RefundInput = {
      ...base,
      income: 45_000,
      children: 1,
      otherDependents: 1,
      filingStatus: 'head_of_household',
      withheld: 3_000,
      taxYear: 2025,
    };
    expect(estimateRefund(input)).toMatchObject({
      tax: 2_225,
      credits: {
        childTaxCredit: 1_725,
        otherDependentsCredit: 500,
        additionalChildTaxCredit: 475,
        earnedIncomeCredit: 864,
      },
      refund: 4_339,
    });
    expect(estimateRefund({ ...input, otherDependents: 0 })).toMatchObject({
      credits: { childTaxCredit: 2_200, otherDependentsCredit: 0, additionalChildTaxCredit: 0 },
      refund: 3_839,
    });
  });
});

describe('the credit for other dependents', () => {
  it('without children: 500 each against the tax', () => {
    // 2026 single 30,000: taxable 13,900 → midpoint 13,925: 1,240 + 183 = 1,423. ODC 500; EIC 0
    // (664 − 7.65% × 19,165 < 0). Refund: 1,500 − (1,423 − 500) = 577.
    expect(
      estimateRefund({
        ...base,
        income: 30_000,
        otherDependents: 1,
        filingStatus: 'single',
        withheld: 1_500,
        taxYear: 2026,
      }),
    ).toMatchObject({
      tax: 1_423,
      credits: { childTaxCredit: 0, otherDependentsCredit: 500, additionalChildTaxCredit: 0 },
      refund: 577,
    });
  });

  it('is never refunded: at most the tax', () => {
    // 2026 single 18,000: taxable 1,900 → row [1,900, 1,925), midpoint 1,912.50 → 191.25 → 191.
    // ODC min(2 × 500, 191) = 191. EIC: 664 − 7.65% × (18,025 − 10,860) = 115.88 → 116.
    // Refund: 500 + 116 − 0 = 616.
    expect(
      estimateRefund({
        ...base,
        income: 18_000,
        otherDependents: 2,
        filingStatus: 'single',
        withheld: 500,
        taxYear: 2026,
      }),
    ).toMatchObject({
      tax: 191,
      credits: { otherDependentsCredit: 191, additionalChildTaxCredit: 0, earnedIncomeCredit: 116 },
      refund: 616,
    });
  });

  it('shares the child tax credit phase-out, which takes the child tax credit first', () => {
    // 2025 single 205,500, a child and another dependent: line 8 2,700; 5,500 above 200,000 →
    // 6 × 50 = 300 off → line 12 2,400; the tax is far above: 500 ODC, 1,900 CTC.
    const estimate = estimateRefund({
      ...base,
      income: 205_500,
      children: 1,
      otherDependents: 1,
      filingStatus: 'single',
      taxYear: 2025,
    });
    expect(estimate.credits).toMatchObject({ childTaxCredit: 1_900, otherDependentsCredit: 500 });
  });

  it('is gone when the phase-out passes it: 2024 single 210,000, one other dependent', () => {
    // 10,000 above 200,000 → 500 off the 500.
    const estimate = estimateRefund({
      ...base,
      income: 210_000,
      otherDependents: 1,
      filingStatus: 'single',
      taxYear: 2024,
    });
    expect(estimate.credits.otherDependentsCredit).toBe(0);
  });

  it('2024 too: 500 for a parent with 2 children, joint', () => {
    // 2024 joint 60,000: taxable 30,800 → midpoint 30,825: 2,320 + 12% × 7,625 = 3,235. Line 8:
    // 2 × 2,000 + 500 = 4,500; line 14 3,235: ODC 500, CTC 2,735.
    const estimate = estimateRefund({
      ...base,
      income: 60_000,
      children: 2,
      otherDependents: 1,
      filingStatus: 'married_joint',
      taxYear: 2024,
    });
    expect(estimate).toMatchObject({
      tax: 3_235,
      credits: { childTaxCredit: 2_735, otherDependentsCredit: 500 },
    });
  });
});

describe('the additional standard deduction (Form 1040 line 12d)', () => {
  type Row = [
    taxYear: number,
    status: FilingStatus,
    ages: [number | null, number | null],
    blind: [boolean, boolean],
    expected: number,
  ];
  const rows: Row[] = [
    // 2024: 1,550 married, 1,950 unmarried (Rev. Proc. 2023-34 §3.15(3)).
    [2024, 'single', [65, null], [true, false], 14_600 + 2 * 1_950],
    [2024, 'married_joint', [70, 65], [false, true], 29_200 + 3 * 1_550],
    [2024, 'head_of_household', [64, null], [false, false], 21_900],
    // 2025: 1,600 and 2,000 (Rev. Proc. 2024-40 §2.15(3)).
    [2025, 'head_of_household', [65, null], [false, false], 23_625 + 2_000],
    [2025, 'married_separate', [80, null], [false, false], 15_750 + 1_600],
    [2025, 'surviving_spouse', [null, null], [true, false], 31_500 + 1_600],
    [2025, 'married_joint', [66, 40], [false, false], 31_500 + 1_600],
    // 2026: 1,650 and 2,050 (Rev. Proc. 2025-32 §4.14(3)).
    [2026, 'surviving_spouse', [65, null], [true, false], 32_200 + 2 * 1_650],
    [2026, 'single', [90, null], [false, false], 16_100 + 2_050],
    [2026, 'married_joint', [66, 67], [true, true], 32_200 + 4 * 1_650],
  ];
  it.each(rows)('%i %s, ages %j, blind %j → %i', (taxYear, status, ages, blind, expected) => {
    const estimate = estimateRefund({
      ...base,
      income: 20_000,
      filingStatus: status,
      taxYear,
      age: ages[0],
      spouseAge: ages[1],
      blind: blind[0],
      spouseBlind: blind[1],
    });
    expect(estimate.standardDeduction).toBe(expected);
    expect(estimate.deduction).toBe(expected);
  });

  it('gives way to larger itemized deductions', () => {
    const estimate = estimateRefund({
      ...base,
      income: 90_000,
      deductions: 20_000,
      age: 70,
      filingStatus: 'single',
      taxYear: 2025,
    });
    // 17,750 standard with the 65+ amount; 20,000 itemized is larger.
    expect(estimate).toMatchObject({
      standardDeduction: 17_750,
      deduction: 20_000,
      deductionType: 'itemized',
    });
  });
});

describe('Schedule 1-A in the estimate', () => {
  it('is counted in 2025 and 2026, on line 13b after line 12', () => {
    for (const taxYear of [2025, 2026]) {
      const estimate = estimateRefund({
        ...base,
        income: 60_000,
        tips: 5_000,
        overtime: 3_000,
        carLoanInterest: 1_200,
        filingStatus: 'married_joint',
        taxYear,
      });
      const standard = taxYear === 2025 ? 31_500 : 32_200;
      expect(estimate.scheduleOneA).toEqual({
        tips: 5_000,
        overtime: 3_000,
        seniors: 0,
        carLoanInterest: 1_200,
        total: 9_200,
      });
      // Line 12 stays the deduction; line 15 is after both.
      expect(estimate.deduction).toBe(standard);
      expect(estimate.taxableIncome).toBe(60_000 - standard - 9_200);
    }
  });

  it('never makes taxable income negative', () => {
    const estimate = estimateRefund({
      ...base,
      income: 20_000,
      tips: 15_000,
      filingStatus: 'single',
      taxYear: 2025,
    });
    expect(estimate.taxableIncome).toBe(0);
    expect(estimate.tax).toBe(0);
  });

  it('is ignored for 2024, and the answer says so', () => {
    const estimate = estimateRefund({
      ...base,
      income: 38_000,
      tips: 9_000,
      age: 70,
      filingStatus: 'single',
      taxYear: 2024,
    });
    expect(estimate.scheduleOneA.total).toBe(0);
    expect(estimate.scheduleOneAIgnored).toBe(true);
    // 2024 still has the additional standard deduction: 14,600 + 1,950.
    expect(estimate.taxableIncome).toBe(38_000 - 16_550);
  });

  it('says nothing was ignored for 2024 when none was given', () => {
    const estimate = estimateRefund({
      ...base,
      income: 38_000,
      age: 70,
      filingStatus: 'single',
      taxYear: 2024,
    });
    expect(estimate.scheduleOneAIgnored).toBe(false);
  });
});

describe('the EIC without a qualifying child, by age (IRC §32(c)(1)(A)(ii))', () => {
  // 2025 single 12,000, no child: row [12,000, 12,050), midpoint 12,025: 649 − 7.65% × 1,405 =
  // 541.52 → 542 when the age test is met.
  const at = (
    age: number | null,
    spouseAge: number | null = null,
    status: FilingStatus = 'single',
  ) =>
    estimateRefund({ ...base, income: 12_000, filingStatus: status, age, spouseAge, taxYear: 2025 })
      .credits.earnedIncomeCredit;
  it('is allowed from 25 to 64, and when the age is not given', () => {
    expect(at(25)).toBe(542);
    expect(at(64)).toBe(542);
    expect(at(null)).toBe(542);
  });
  it('is not allowed under 25 or from 65', () => {
    expect(at(24)).toBe(0);
    expect(at(65)).toBe(0);
  });
  it('is allowed on a joint return when either spouse meets the test', () => {
    // Joint: phase-out from 17,730, so the full 649 at 12,000 (midpoint past 8,490).
    expect(at(70, 40, 'married_joint')).toBe(649);
    expect(at(70, 66, 'married_joint')).toBe(0);
  });
});
