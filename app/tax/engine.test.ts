/**
 * The refund engine against rows a tax preparer can check. Every expected figure was worked from
 * the tables in app/tax/years/SOURCES.md (the Rev. Procs. in app/tax/years), never by running the
 * engine; the comment above each row shows the arithmetic, form line by form line:
 *
 * - deduction (Form 1040 line 12): the larger of itemized and standard; taxable income (line 15).
 * - tax (line 16): below 100,000 the Tax Table (the bracket tax at the row's midpoint, rounded
 *   half up); from 100,000 the Tax Computation Worksheet (exact, rounded).
 * - CTC (Schedule 8812 line 14 / Form 1040 line 19) and ACTC (line 27 / Form 1040 line 28).
 * - EIC (Form 1040 line 27): the EIC Table, figured at the midpoint of the 50-wide row.
 * - refund (line 34, negative = owed, line 37): withheld + ACTC + EIC − (tax − CTC).
 *
 * Columns: year, filing status, wages, itemized deductions, children under 17, federal income tax
 * withheld ('assumed' = not given), then the expected deduction, taxable income, tax, CTC, ACTC,
 * EIC and refund. In the comments, "x → y" is a rounding to whole dollars (half up).
 */
import { describe, expect, it } from 'vitest';
import { estimateRefund, type RefundInput } from './engine';
import type { FilingStatus } from './figures';

type Row = [
  taxYear: number,
  filingStatus: FilingStatus,
  wages: number,
  itemizedDeductions: number,
  children: number,
  withheld: number | 'assumed',
  deduction: number,
  taxableIncome: number,
  tax: number,
  childTaxCredit: number,
  additionalChildTaxCredit: number,
  earnedIncomeCredit: number,
  refund: number,
];

const TABLES: readonly (readonly [title: string, rows: readonly Row[]])[] = [
  [
    'The worked example in app/tax/years/SOURCES.md (2024, single, taxable 50,000 → 6,059)',
    [
      // deduction standard 14,600; taxable 64,600 − 14,600 = 50,000
      // tax: Tax Table row [50,000, 50,050) midpoint 50,025: 10% × 11,600 + 12% × 35,550 + 22% × 2,875 = 6,058.5 → 6,059
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [64,600, 64,650) midpoint 64,625: min(7.65% × 64,625, 632) = 632 − 7.65% × (64,625 − 10,330) = −3,521.5675 → 0
      // refund: withheld assumed = tax 6,059; 6,059 + 0 + 0 − (6,059 − 0) = 0
      [2024, 'single', 64600, 0, 0, 'assumed', 14600, 50000, 6059, 0, 0, 0, 0],
      // Same, with 5,000 withheld: 1,059 owed
      // deduction standard 14,600; taxable 64,600 − 14,600 = 50,000
      // tax: Tax Table row [50,000, 50,050) midpoint 50,025: 10% × 11,600 + 12% × 35,550 + 22% × 2,875 = 6,058.5 → 6,059
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [64,600, 64,650) midpoint 64,625: min(7.65% × 64,625, 632) = 632 − 7.65% × (64,625 − 10,330) = −3,521.5675 → 0
      // refund: withheld 5,000; 5,000 + 0 + 0 − (6,059 − 0) = −1,059
      [2024, 'single', 64600, 0, 0, 5000, 14600, 50000, 6059, 0, 0, 0, -1059],
    ],
  ],
  [
    '2024, every filing status at every bracket top (withheld 10,000)',
    [
      // single: taxable at the top of the 10% bracket
      // deduction standard 14,600; taxable 26,200 − 14,600 = 11,600
      // tax: Tax Table row [11,600, 11,650) midpoint 11,625: 10% × 11,600 + 12% × 25 = 1,163 → 1,163
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [26,200, 26,250) midpoint 26,225: min(7.65% × 26,225, 632) = 632 − 7.65% × (26,225 − 10,330) = −583.9675 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (1,163 − 0) = 8,837
      [2024, 'single', 26200, 0, 0, 10000, 14600, 11600, 1163, 0, 0, 0, 8837],
      // single: taxable at the top of the 12% bracket
      // deduction standard 14,600; taxable 61,750 − 14,600 = 47,150
      // tax: Tax Table row [47,150, 47,200) midpoint 47,175: 10% × 11,600 + 12% × 35,550 + 22% × 25 = 5,431.5 → 5,432
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [61,750, 61,800) midpoint 61,775: min(7.65% × 61,775, 632) = 632 − 7.65% × (61,775 − 10,330) = −3,303.5425 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (5,432 − 0) = 4,568
      [2024, 'single', 61750, 0, 0, 10000, 14600, 47150, 5432, 0, 0, 0, 4568],
      // single: taxable at the top of the 22% bracket
      // deduction standard 14,600; taxable 115,125 − 14,600 = 100,525
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 = 17,168.5 → 17,169
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [115,100, 115,150) midpoint 115,125: min(7.65% × 115,125, 632) = 632 − 7.65% × (115,125 − 10,330) = −7,384.8175 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (17,169 − 0) = −7,169
      [2024, 'single', 115125, 0, 0, 10000, 14600, 100525, 17169, 0, 0, 0, -7169],
      // single: taxable at the top of the 24% bracket
      // deduction standard 14,600; taxable 206,550 − 14,600 = 191,950
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 = 39,110.5 → 39,111
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [206,550, 206,600) midpoint 206,575: min(7.65% × 206,575, 632) = 632 − 7.65% × (206,575 − 10,330) = −14,380.7425 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (39,111 − 0) = −29,111
      [2024, 'single', 206550, 0, 0, 10000, 14600, 191950, 39111, 0, 0, 0, -29111],
      // single: taxable at the top of the 32% bracket
      // deduction standard 14,600; taxable 258,325 − 14,600 = 243,725
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 + 32% × 51,775 = 55,678.5 → 55,679
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [258,300, 258,350) midpoint 258,325: min(7.65% × 258,325, 632) = 632 − 7.65% × (258,325 − 10,330) = −18,339.6175 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (55,679 − 0) = −45,679
      [2024, 'single', 258325, 0, 0, 10000, 14600, 243725, 55679, 0, 0, 0, -45679],
      // single: taxable at the top of the 35% bracket
      // deduction standard 14,600; taxable 623,950 − 14,600 = 609,350
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 + 32% × 51,775 + 35% × 365,625 = 183,647.25 → 183,647
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [623,950, 624,000) midpoint 623,975: min(7.65% × 623,975, 632) = 632 − 7.65% × (623,975 − 10,330) = −46,311.8425 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (183,647 − 0) = −173,647
      [2024, 'single', 623950, 0, 0, 10000, 14600, 609350, 183647, 0, 0, 0, -173647],
      // single: 50,000 into the 37% bracket
      // deduction standard 14,600; taxable 673,950 − 14,600 = 659,350
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 + 32% × 51,775 + 35% × 365,625 + 37% × 50,000 = 202,147.25 → 202,147
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [673,950, 674,000) midpoint 673,975: min(7.65% × 673,975, 632) = 632 − 7.65% × (673,975 − 10,330) = −50,136.8425 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (202,147 − 0) = −192,147
      [2024, 'single', 673950, 0, 0, 10000, 14600, 659350, 202147, 0, 0, 0, -192147],
      // MFJ: taxable at the top of the 10% bracket
      // deduction standard 29,200; taxable 52,400 − 29,200 = 23,200
      // tax: Tax Table row [23,200, 23,250) midpoint 23,225: 10% × 23,200 + 12% × 25 = 2,323 → 2,323
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [52,400, 52,450) midpoint 52,425: min(7.65% × 52,425, 632) = 632 − 7.65% × (52,425 − 17,250) = −2,058.8875 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (2,323 − 0) = 7,677
      [2024, 'married_joint', 52400, 0, 0, 10000, 29200, 23200, 2323, 0, 0, 0, 7677],
      // MFJ: taxable at the top of the 12% bracket
      // deduction standard 29,200; taxable 123,500 − 29,200 = 94,300
      // tax: Tax Table row [94,300, 94,350) midpoint 94,325: 10% × 23,200 + 12% × 71,100 + 22% × 25 = 10,857.5 → 10,858
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [123,500, 123,550) midpoint 123,525: min(7.65% × 123,525, 632) = 632 − 7.65% × (123,525 − 17,250) = −7,498.0375 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (10,858 − 0) = −858
      [2024, 'married_joint', 123500, 0, 0, 10000, 29200, 94300, 10858, 0, 0, 0, -858],
      // MFJ: taxable at the top of the 22% bracket
      // deduction standard 29,200; taxable 230,250 − 29,200 = 201,050
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 = 34,337 → 34,337
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [230,250, 230,300) midpoint 230,275: min(7.65% × 230,275, 632) = 632 − 7.65% × (230,275 − 17,250) = −15,664.4125 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (34,337 − 0) = −24,337
      [2024, 'married_joint', 230250, 0, 0, 10000, 29200, 201050, 34337, 0, 0, 0, -24337],
      // MFJ: taxable at the top of the 24% bracket
      // deduction standard 29,200; taxable 413,100 − 29,200 = 383,900
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 182,850 = 78,221 → 78,221
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [413,100, 413,150) midpoint 413,125: min(7.65% × 413,125, 632) = 632 − 7.65% × (413,125 − 17,250) = −29,652.4375 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (78,221 − 0) = −68,221
      [2024, 'married_joint', 413100, 0, 0, 10000, 29200, 383900, 78221, 0, 0, 0, -68221],
      // MFJ: taxable at the top of the 32% bracket
      // deduction standard 29,200; taxable 516,650 − 29,200 = 487,450
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 182,850 + 32% × 103,550 = 111,357 → 111,357
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [516,650, 516,700) midpoint 516,675: min(7.65% × 516,675, 632) = 632 − 7.65% × (516,675 − 17,250) = −37,574.0125 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (111,357 − 0) = −101,357
      [2024, 'married_joint', 516650, 0, 0, 10000, 29200, 487450, 111357, 0, 0, 0, -101357],
      // MFJ: taxable at the top of the 35% bracket
      // deduction standard 29,200; taxable 760,400 − 29,200 = 731,200
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 182,850 + 32% × 103,550 + 35% × 243,750 = 196,669.5 → 196,670
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [760,400, 760,450) midpoint 760,425: min(7.65% × 760,425, 632) = 632 − 7.65% × (760,425 − 17,250) = −56,220.8875 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (196,670 − 0) = −186,670
      [2024, 'married_joint', 760400, 0, 0, 10000, 29200, 731200, 196670, 0, 0, 0, -186670],
      // MFJ: 50,000 into the 37% bracket
      // deduction standard 29,200; taxable 810,400 − 29,200 = 781,200
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 182,850 + 32% × 103,550 + 35% × 243,750 + 37% × 50,000 = 215,169.5 → 215,170
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [810,400, 810,450) midpoint 810,425: min(7.65% × 810,425, 632) = 632 − 7.65% × (810,425 − 17,250) = −60,045.8875 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (215,170 − 0) = −205,170
      [2024, 'married_joint', 810400, 0, 0, 10000, 29200, 781200, 215170, 0, 0, 0, -205170],
      // MFS: taxable at the top of the 10% bracket
      // deduction standard 14,600; taxable 26,200 − 14,600 = 11,600
      // tax: Tax Table row [11,600, 11,650) midpoint 11,625: 10% × 11,600 + 12% × 25 = 1,163 → 1,163
      // CTC/ACTC: no children → 0
      // EIC: none when married filing separately
      // refund: withheld 10,000; 10,000 + 0 + 0 − (1,163 − 0) = 8,837
      [2024, 'married_separate', 26200, 0, 0, 10000, 14600, 11600, 1163, 0, 0, 0, 8837],
      // MFS: taxable at the top of the 12% bracket
      // deduction standard 14,600; taxable 61,750 − 14,600 = 47,150
      // tax: Tax Table row [47,150, 47,200) midpoint 47,175: 10% × 11,600 + 12% × 35,550 + 22% × 25 = 5,431.5 → 5,432
      // CTC/ACTC: no children → 0
      // EIC: none when married filing separately
      // refund: withheld 10,000; 10,000 + 0 + 0 − (5,432 − 0) = 4,568
      [2024, 'married_separate', 61750, 0, 0, 10000, 14600, 47150, 5432, 0, 0, 0, 4568],
      // MFS: taxable at the top of the 22% bracket
      // deduction standard 14,600; taxable 115,125 − 14,600 = 100,525
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 = 17,168.5 → 17,169
      // CTC/ACTC: no children → 0
      // EIC: none when married filing separately
      // refund: withheld 10,000; 10,000 + 0 + 0 − (17,169 − 0) = −7,169
      [2024, 'married_separate', 115125, 0, 0, 10000, 14600, 100525, 17169, 0, 0, 0, -7169],
      // MFS: taxable at the top of the 24% bracket
      // deduction standard 14,600; taxable 206,550 − 14,600 = 191,950
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 = 39,110.5 → 39,111
      // CTC/ACTC: no children → 0
      // EIC: none when married filing separately
      // refund: withheld 10,000; 10,000 + 0 + 0 − (39,111 − 0) = −29,111
      [2024, 'married_separate', 206550, 0, 0, 10000, 14600, 191950, 39111, 0, 0, 0, -29111],
      // MFS: taxable at the top of the 32% bracket
      // deduction standard 14,600; taxable 258,325 − 14,600 = 243,725
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 + 32% × 51,775 = 55,678.5 → 55,679
      // CTC/ACTC: no children → 0
      // EIC: none when married filing separately
      // refund: withheld 10,000; 10,000 + 0 + 0 − (55,679 − 0) = −45,679
      [2024, 'married_separate', 258325, 0, 0, 10000, 14600, 243725, 55679, 0, 0, 0, -45679],
      // MFS: taxable at the top of the 35% bracket
      // deduction standard 14,600; taxable 380,200 − 14,600 = 365,600
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 + 32% × 51,775 + 35% × 121,875 = 98,334.75 → 98,335
      // CTC/ACTC: no children → 0
      // EIC: none when married filing separately
      // refund: withheld 10,000; 10,000 + 0 + 0 − (98,335 − 0) = −88,335
      [2024, 'married_separate', 380200, 0, 0, 10000, 14600, 365600, 98335, 0, 0, 0, -88335],
      // MFS: 50,000 into the 37% bracket
      // deduction standard 14,600; taxable 430,200 − 14,600 = 415,600
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 + 32% × 51,775 + 35% × 121,875 + 37% × 50,000 = 116,834.75 → 116,835
      // CTC/ACTC: no children → 0
      // EIC: none when married filing separately
      // refund: withheld 10,000; 10,000 + 0 + 0 − (116,835 − 0) = −106,835
      [2024, 'married_separate', 430200, 0, 0, 10000, 14600, 415600, 116835, 0, 0, 0, -106835],
      // HOH: taxable at the top of the 10% bracket
      // deduction standard 21,900; taxable 38,450 − 21,900 = 16,550
      // tax: Tax Table row [16,550, 16,600) midpoint 16,575: 10% × 16,550 + 12% × 25 = 1,658 → 1,658
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [38,450, 38,500) midpoint 38,475: min(7.65% × 38,475, 632) = 632 − 7.65% × (38,475 − 10,330) = −1,521.0925 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (1,658 − 0) = 8,342
      [2024, 'head_of_household', 38450, 0, 0, 10000, 21900, 16550, 1658, 0, 0, 0, 8342],
      // HOH: taxable at the top of the 12% bracket
      // deduction standard 21,900; taxable 85,000 − 21,900 = 63,100
      // tax: Tax Table row [63,100, 63,150) midpoint 63,125: 10% × 16,550 + 12% × 46,550 + 22% × 25 = 7,246.5 → 7,247
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [85,000, 85,050) midpoint 85,025: min(7.65% × 85,025, 632) = 632 − 7.65% × (85,025 − 10,330) = −5,082.1675 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (7,247 − 0) = 2,753
      [2024, 'head_of_household', 85000, 0, 0, 10000, 21900, 63100, 7247, 0, 0, 0, 2753],
      // HOH: taxable at the top of the 22% bracket
      // deduction standard 21,900; taxable 122,400 − 21,900 = 100,500
      // tax: Worksheet: 10% × 16,550 + 12% × 46,550 + 22% × 37,400 = 15,469 → 15,469
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [122,400, 122,450) midpoint 122,425: min(7.65% × 122,425, 632) = 632 − 7.65% × (122,425 − 10,330) = −7,943.2675 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (15,469 − 0) = −5,469
      [2024, 'head_of_household', 122400, 0, 0, 10000, 21900, 100500, 15469, 0, 0, 0, -5469],
      // HOH: taxable at the top of the 24% bracket
      // deduction standard 21,900; taxable 213,850 − 21,900 = 191,950
      // tax: Worksheet: 10% × 16,550 + 12% × 46,550 + 22% × 37,400 + 24% × 91,450 = 37,417 → 37,417
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [213,850, 213,900) midpoint 213,875: min(7.65% × 213,875, 632) = 632 − 7.65% × (213,875 − 10,330) = −14,939.1925 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (37,417 − 0) = −27,417
      [2024, 'head_of_household', 213850, 0, 0, 10000, 21900, 191950, 37417, 0, 0, 0, -27417],
      // HOH: taxable at the top of the 32% bracket
      // deduction standard 21,900; taxable 265,600 − 21,900 = 243,700
      // tax: Worksheet: 10% × 16,550 + 12% × 46,550 + 22% × 37,400 + 24% × 91,450 + 32% × 51,750 = 53,977 → 53,977
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [265,600, 265,650) midpoint 265,625: min(7.65% × 265,625, 632) = 632 − 7.65% × (265,625 − 10,330) = −18,898.0675 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (53,977 − 0) = −43,977
      [2024, 'head_of_household', 265600, 0, 0, 10000, 21900, 243700, 53977, 0, 0, 0, -43977],
      // HOH: taxable at the top of the 35% bracket
      // deduction standard 21,900; taxable 631,250 − 21,900 = 609,350
      // tax: Worksheet: 10% × 16,550 + 12% × 46,550 + 22% × 37,400 + 24% × 91,450 + 32% × 51,750 + 35% × 365,650 = 181,954.5 → 181,955
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [631,250, 631,300) midpoint 631,275: min(7.65% × 631,275, 632) = 632 − 7.65% × (631,275 − 10,330) = −46,870.2925 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (181,955 − 0) = −171,955
      [2024, 'head_of_household', 631250, 0, 0, 10000, 21900, 609350, 181955, 0, 0, 0, -171955],
      // HOH: 50,000 into the 37% bracket
      // deduction standard 21,900; taxable 681,250 − 21,900 = 659,350
      // tax: Worksheet: 10% × 16,550 + 12% × 46,550 + 22% × 37,400 + 24% × 91,450 + 32% × 51,750 + 35% × 365,650 + 37% × 50,000 = 200,454.5 → 200,455
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [681,250, 681,300) midpoint 681,275: min(7.65% × 681,275, 632) = 632 − 7.65% × (681,275 − 10,330) = −50,695.2925 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (200,455 − 0) = −190,455
      [2024, 'head_of_household', 681250, 0, 0, 10000, 21900, 659350, 200455, 0, 0, 0, -190455],
      // QSS: taxable at the top of the 10% bracket
      // deduction standard 29,200; taxable 52,400 − 29,200 = 23,200
      // tax: Tax Table row [23,200, 23,250) midpoint 23,225: 10% × 23,200 + 12% × 25 = 2,323 → 2,323
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [52,400, 52,450) midpoint 52,425: min(7.65% × 52,425, 632) = 632 − 7.65% × (52,425 − 10,330) = −2,588.2675 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (2,323 − 0) = 7,677
      [2024, 'surviving_spouse', 52400, 0, 0, 10000, 29200, 23200, 2323, 0, 0, 0, 7677],
      // QSS: taxable at the top of the 12% bracket
      // deduction standard 29,200; taxable 123,500 − 29,200 = 94,300
      // tax: Tax Table row [94,300, 94,350) midpoint 94,325: 10% × 23,200 + 12% × 71,100 + 22% × 25 = 10,857.5 → 10,858
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [123,500, 123,550) midpoint 123,525: min(7.65% × 123,525, 632) = 632 − 7.65% × (123,525 − 10,330) = −8,027.4175 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (10,858 − 0) = −858
      [2024, 'surviving_spouse', 123500, 0, 0, 10000, 29200, 94300, 10858, 0, 0, 0, -858],
      // QSS: taxable at the top of the 22% bracket
      // deduction standard 29,200; taxable 230,250 − 29,200 = 201,050
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 = 34,337 → 34,337
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [230,250, 230,300) midpoint 230,275: min(7.65% × 230,275, 632) = 632 − 7.65% × (230,275 − 10,330) = −16,193.7925 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (34,337 − 0) = −24,337
      [2024, 'surviving_spouse', 230250, 0, 0, 10000, 29200, 201050, 34337, 0, 0, 0, -24337],
      // QSS: taxable at the top of the 24% bracket
      // deduction standard 29,200; taxable 413,100 − 29,200 = 383,900
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 182,850 = 78,221 → 78,221
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [413,100, 413,150) midpoint 413,125: min(7.65% × 413,125, 632) = 632 − 7.65% × (413,125 − 10,330) = −30,181.8175 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (78,221 − 0) = −68,221
      [2024, 'surviving_spouse', 413100, 0, 0, 10000, 29200, 383900, 78221, 0, 0, 0, -68221],
      // QSS: taxable at the top of the 32% bracket
      // deduction standard 29,200; taxable 516,650 − 29,200 = 487,450
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 182,850 + 32% × 103,550 = 111,357 → 111,357
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [516,650, 516,700) midpoint 516,675: min(7.65% × 516,675, 632) = 632 − 7.65% × (516,675 − 10,330) = −38,103.3925 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (111,357 − 0) = −101,357
      [2024, 'surviving_spouse', 516650, 0, 0, 10000, 29200, 487450, 111357, 0, 0, 0, -101357],
      // QSS: taxable at the top of the 35% bracket
      // deduction standard 29,200; taxable 760,400 − 29,200 = 731,200
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 182,850 + 32% × 103,550 + 35% × 243,750 = 196,669.5 → 196,670
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [760,400, 760,450) midpoint 760,425: min(7.65% × 760,425, 632) = 632 − 7.65% × (760,425 − 10,330) = −56,750.2675 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (196,670 − 0) = −186,670
      [2024, 'surviving_spouse', 760400, 0, 0, 10000, 29200, 731200, 196670, 0, 0, 0, -186670],
      // QSS: 50,000 into the 37% bracket
      // deduction standard 29,200; taxable 810,400 − 29,200 = 781,200
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 182,850 + 32% × 103,550 + 35% × 243,750 + 37% × 50,000 = 215,169.5 → 215,170
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [810,400, 810,450) midpoint 810,425: min(7.65% × 810,425, 632) = 632 − 7.65% × (810,425 − 10,330) = −60,575.2675 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (215,170 − 0) = −205,170
      [2024, 'surviving_spouse', 810400, 0, 0, 10000, 29200, 781200, 215170, 0, 0, 0, -205170],
    ],
  ],
  [
    '2025 and 2026 at every bracket top (withheld 10,000)',
    [
      // single: taxable at the top of the 10% bracket
      // deduction standard 15,750; taxable 27,675 − 15,750 = 11,925
      // tax: Tax Table row [11,900, 11,950) midpoint 11,925: 10% × 11,925 = 1,192.5 → 1,193
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [27,650, 27,700) midpoint 27,675: min(7.65% × 27,675, 649) = 649 − 7.65% × (27,675 − 10,620) = −655.7075 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (1,193 − 0) = 8,807
      [2025, 'single', 27675, 0, 0, 10000, 15750, 11925, 1193, 0, 0, 0, 8807],
      // single: taxable at the top of the 12% bracket
      // deduction standard 15,750; taxable 64,225 − 15,750 = 48,475
      // tax: Tax Table row [48,450, 48,500) midpoint 48,475: 10% × 11,925 + 12% × 36,550 = 5,578.5 → 5,579
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [64,200, 64,250) midpoint 64,225: min(7.65% × 64,225, 649) = 649 − 7.65% × (64,225 − 10,620) = −3,451.7825 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (5,579 − 0) = 4,421
      [2025, 'single', 64225, 0, 0, 10000, 15750, 48475, 5579, 0, 0, 0, 4421],
      // single: taxable at the top of the 22% bracket
      // deduction standard 15,750; taxable 119,100 − 15,750 = 103,350
      // tax: Worksheet: 10% × 11,925 + 12% × 36,550 + 22% × 54,875 = 17,651 → 17,651
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [119,100, 119,150) midpoint 119,125: min(7.65% × 119,125, 649) = 649 − 7.65% × (119,125 − 10,620) = −7,651.6325 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (17,651 − 0) = −7,651
      [2025, 'single', 119100, 0, 0, 10000, 15750, 103350, 17651, 0, 0, 0, -7651],
      // single: taxable at the top of the 24% bracket
      // deduction standard 15,750; taxable 213,050 − 15,750 = 197,300
      // tax: Worksheet: 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 = 40,199 → 40,199
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [213,050, 213,100) midpoint 213,075: min(7.65% × 213,075, 649) = 649 − 7.65% × (213,075 − 10,620) = −14,838.8075 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (40,199 − 0) = −30,199
      [2025, 'single', 213050, 0, 0, 10000, 15750, 197300, 40199, 0, 0, 0, -30199],
      // single: taxable at the top of the 32% bracket
      // deduction standard 15,750; taxable 266,275 − 15,750 = 250,525
      // tax: Worksheet: 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 = 57,231 → 57,231
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [266,250, 266,300) midpoint 266,275: min(7.65% × 266,275, 649) = 649 − 7.65% × (266,275 − 10,620) = −18,908.6075 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (57,231 − 0) = −47,231
      [2025, 'single', 266275, 0, 0, 10000, 15750, 250525, 57231, 0, 0, 0, -47231],
      // single: taxable at the top of the 35% bracket
      // deduction standard 15,750; taxable 642,100 − 15,750 = 626,350
      // tax: Worksheet: 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 375,825 = 188,769.75 → 188,770
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [642,100, 642,150) midpoint 642,125: min(7.65% × 642,125, 649) = 649 − 7.65% × (642,125 − 10,620) = −47,661.1325 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (188,770 − 0) = −178,770
      [2025, 'single', 642100, 0, 0, 10000, 15750, 626350, 188770, 0, 0, 0, -178770],
      // HOH: taxable at the top of the 10% bracket
      // deduction standard 23,625; taxable 40,625 − 23,625 = 17,000
      // tax: Tax Table row [17,000, 17,050) midpoint 17,025: 10% × 17,000 + 12% × 25 = 1,703 → 1,703
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [40,600, 40,650) midpoint 40,625: min(7.65% × 40,625, 649) = 649 − 7.65% × (40,625 − 10,620) = −1,646.3825 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (1,703 − 0) = 8,297
      [2025, 'head_of_household', 40625, 0, 0, 10000, 23625, 17000, 1703, 0, 0, 0, 8297],
      // HOH: taxable at the top of the 12% bracket
      // deduction standard 23,625; taxable 88,475 − 23,625 = 64,850
      // tax: Tax Table row [64,850, 64,900) midpoint 64,875: 10% × 17,000 + 12% × 47,850 + 22% × 25 = 7,447.5 → 7,448
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [88,450, 88,500) midpoint 88,475: min(7.65% × 88,475, 649) = 649 − 7.65% × (88,475 − 10,620) = −5,306.9075 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (7,448 − 0) = 2,552
      [2025, 'head_of_household', 88475, 0, 0, 10000, 23625, 64850, 7448, 0, 0, 0, 2552],
      // HOH: taxable at the top of the 22% bracket
      // deduction standard 23,625; taxable 126,975 − 23,625 = 103,350
      // tax: Worksheet: 10% × 17,000 + 12% × 47,850 + 22% × 38,500 = 15,912 → 15,912
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [126,950, 127,000) midpoint 126,975: min(7.65% × 126,975, 649) = 649 − 7.65% × (126,975 − 10,620) = −8,252.1575 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (15,912 − 0) = −5,912
      [2025, 'head_of_household', 126975, 0, 0, 10000, 23625, 103350, 15912, 0, 0, 0, -5912],
      // HOH: taxable at the top of the 24% bracket
      // deduction standard 23,625; taxable 220,925 − 23,625 = 197,300
      // tax: Worksheet: 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 93,950 = 38,460 → 38,460
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [220,900, 220,950) midpoint 220,925: min(7.65% × 220,925, 649) = 649 − 7.65% × (220,925 − 10,620) = −15,439.3325 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (38,460 − 0) = −28,460
      [2025, 'head_of_household', 220925, 0, 0, 10000, 23625, 197300, 38460, 0, 0, 0, -28460],
      // HOH: taxable at the top of the 32% bracket
      // deduction standard 23,625; taxable 274,125 − 23,625 = 250,500
      // tax: Worksheet: 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 93,950 + 32% × 53,200 = 55,484 → 55,484
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [274,100, 274,150) midpoint 274,125: min(7.65% × 274,125, 649) = 649 − 7.65% × (274,125 − 10,620) = −19,509.1325 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (55,484 − 0) = −45,484
      [2025, 'head_of_household', 274125, 0, 0, 10000, 23625, 250500, 55484, 0, 0, 0, -45484],
      // HOH: taxable at the top of the 35% bracket
      // deduction standard 23,625; taxable 649,975 − 23,625 = 626,350
      // tax: Worksheet: 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 93,950 + 32% × 53,200 + 35% × 375,850 = 187,031.5 → 187,032
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [649,950, 650,000) midpoint 649,975: min(7.65% × 649,975, 649) = 649 − 7.65% × (649,975 − 10,620) = −48,261.6575 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (187,032 − 0) = −177,032
      [2025, 'head_of_household', 649975, 0, 0, 10000, 23625, 626350, 187032, 0, 0, 0, -177032],
      // single: taxable at the top of the 10% bracket
      // deduction standard 16,100; taxable 28,500 − 16,100 = 12,400
      // tax: Tax Table row [12,400, 12,450) midpoint 12,425: 10% × 12,400 + 12% × 25 = 1,243 → 1,243
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [28,500, 28,550) midpoint 28,525: min(7.65% × 28,525, 664) = 664 − 7.65% × (28,525 − 10,860) = −687.3725 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (1,243 − 0) = 8,757
      [2026, 'single', 28500, 0, 0, 10000, 16100, 12400, 1243, 0, 0, 0, 8757],
      // single: taxable at the top of the 12% bracket
      // deduction standard 16,100; taxable 66,500 − 16,100 = 50,400
      // tax: Tax Table row [50,400, 50,450) midpoint 50,425: 10% × 12,400 + 12% × 38,000 + 22% × 25 = 5,805.5 → 5,806
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [66,500, 66,550) midpoint 66,525: min(7.65% × 66,525, 664) = 664 − 7.65% × (66,525 − 10,860) = −3,594.3725 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (5,806 − 0) = 4,194
      [2026, 'single', 66500, 0, 0, 10000, 16100, 50400, 5806, 0, 0, 0, 4194],
      // single: taxable at the top of the 22% bracket
      // deduction standard 16,100; taxable 121,800 − 16,100 = 105,700
      // tax: Worksheet: 10% × 12,400 + 12% × 38,000 + 22% × 55,300 = 17,966 → 17,966
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [121,800, 121,850) midpoint 121,825: min(7.65% × 121,825, 664) = 664 − 7.65% × (121,825 − 10,860) = −7,824.8225 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (17,966 − 0) = −7,966
      [2026, 'single', 121800, 0, 0, 10000, 16100, 105700, 17966, 0, 0, 0, -7966],
      // single: taxable at the top of the 24% bracket
      // deduction standard 16,100; taxable 217,875 − 16,100 = 201,775
      // tax: Worksheet: 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 = 41,024 → 41,024
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [217,850, 217,900) midpoint 217,875: min(7.65% × 217,875, 664) = 664 − 7.65% × (217,875 − 10,860) = −15,172.6475 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (41,024 − 0) = −31,024
      [2026, 'single', 217875, 0, 0, 10000, 16100, 201775, 41024, 0, 0, 0, -31024],
      // single: taxable at the top of the 32% bracket
      // deduction standard 16,100; taxable 272,325 − 16,100 = 256,225
      // tax: Worksheet: 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 = 58,448 → 58,448
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [272,300, 272,350) midpoint 272,325: min(7.65% × 272,325, 664) = 664 − 7.65% × (272,325 − 10,860) = −19,338.0725 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (58,448 − 0) = −48,448
      [2026, 'single', 272325, 0, 0, 10000, 16100, 256225, 58448, 0, 0, 0, -48448],
      // single: taxable at the top of the 35% bracket
      // deduction standard 16,100; taxable 656,700 − 16,100 = 640,600
      // tax: Worksheet: 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 384,375 = 192,979.25 → 192,979
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [656,700, 656,750) midpoint 656,725: min(7.65% × 656,725, 664) = 664 − 7.65% × (656,725 − 10,860) = −48,744.6725 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (192,979 − 0) = −182,979
      [2026, 'single', 656700, 0, 0, 10000, 16100, 640600, 192979, 0, 0, 0, -182979],
      // MFJ: taxable at the top of the 10% bracket
      // deduction standard 32,200; taxable 57,000 − 32,200 = 24,800
      // tax: Tax Table row [24,800, 24,850) midpoint 24,825: 10% × 24,800 + 12% × 25 = 2,483 → 2,483
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [57,000, 57,050) midpoint 57,025: min(7.65% × 57,025, 664) = 664 − 7.65% × (57,025 − 18,140) = −2,310.7025 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (2,483 − 0) = 7,517
      [2026, 'married_joint', 57000, 0, 0, 10000, 32200, 24800, 2483, 0, 0, 0, 7517],
      // MFJ: taxable at the top of the 12% bracket
      // deduction standard 32,200; taxable 133,000 − 32,200 = 100,800
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 = 11,600 → 11,600
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [133,000, 133,050) midpoint 133,025: min(7.65% × 133,025, 664) = 664 − 7.65% × (133,025 − 18,140) = −8,124.7025 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (11,600 − 0) = −1,600
      [2026, 'married_joint', 133000, 0, 0, 10000, 32200, 100800, 11600, 0, 0, 0, -1600],
      // MFJ: taxable at the top of the 22% bracket
      // deduction standard 32,200; taxable 243,600 − 32,200 = 211,400
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 + 22% × 110,600 = 35,932 → 35,932
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [243,600, 243,650) midpoint 243,625: min(7.65% × 243,625, 664) = 664 − 7.65% × (243,625 − 18,140) = −16,585.6025 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (35,932 − 0) = −25,932
      [2026, 'married_joint', 243600, 0, 0, 10000, 32200, 211400, 35932, 0, 0, 0, -25932],
      // MFJ: taxable at the top of the 24% bracket
      // deduction standard 32,200; taxable 435,750 − 32,200 = 403,550
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 = 82,048 → 82,048
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [435,750, 435,800) midpoint 435,775: min(7.65% × 435,775, 664) = 664 − 7.65% × (435,775 − 18,140) = −31,285.0775 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (82,048 − 0) = −72,048
      [2026, 'married_joint', 435750, 0, 0, 10000, 32200, 403550, 82048, 0, 0, 0, -72048],
      // MFJ: taxable at the top of the 32% bracket
      // deduction standard 32,200; taxable 544,650 − 32,200 = 512,450
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 = 116,896 → 116,896
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [544,650, 544,700) midpoint 544,675: min(7.65% × 544,675, 664) = 664 − 7.65% × (544,675 − 18,140) = −39,615.9275 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (116,896 − 0) = −106,896
      [2026, 'married_joint', 544650, 0, 0, 10000, 32200, 512450, 116896, 0, 0, 0, -106896],
      // MFJ: taxable at the top of the 35% bracket
      // deduction standard 32,200; taxable 800,900 − 32,200 = 768,700
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 256,250 = 206,583.5 → 206,584
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [800,900, 800,950) midpoint 800,925: min(7.65% × 800,925, 664) = 664 − 7.65% × (800,925 − 18,140) = −59,219.0525 → 0
      // refund: withheld 10,000; 10,000 + 0 + 0 − (206,584 − 0) = −196,584
      [2026, 'married_joint', 800900, 0, 0, 10000, 32200, 768700, 206584, 0, 0, 0, -196584],
    ],
  ],
  [
    'Tax Table row boundaries (wages 60,000, itemized deductions set the taxable income, nothing withheld)',
    [
      // taxable 0
      // deduction itemized 60,000; taxable 60,000 − 60,000 = 0
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (0 − 0) = 0
      [2024, 'single', 60000, 60000, 0, 0, 60000, 0, 0, 0, 0, 0, 0],
      // taxable 4
      // deduction itemized 59,996; taxable 60,000 − 59,996 = 4
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (0 − 0) = 0
      [2024, 'single', 60000, 59996, 0, 0, 59996, 4, 0, 0, 0, 0, 0],
      // taxable 5
      // deduction itemized 59,995; taxable 60,000 − 59,995 = 5
      // tax: Tax Table row [5, 15) midpoint 10: 10% × 10 = 1 → 1
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (1 − 0) = −1
      [2024, 'single', 60000, 59995, 0, 0, 59995, 5, 1, 0, 0, 0, -1],
      // taxable 14
      // deduction itemized 59,986; taxable 60,000 − 59,986 = 14
      // tax: Tax Table row [5, 15) midpoint 10: 10% × 10 = 1 → 1
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (1 − 0) = −1
      [2024, 'single', 60000, 59986, 0, 0, 59986, 14, 1, 0, 0, 0, -1],
      // taxable 15
      // deduction itemized 59,985; taxable 60,000 − 59,985 = 15
      // tax: Tax Table row [15, 25) midpoint 20: 10% × 20 = 2 → 2
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (2 − 0) = −2
      [2024, 'single', 60000, 59985, 0, 0, 59985, 15, 2, 0, 0, 0, -2],
      // taxable 24
      // deduction itemized 59,976; taxable 60,000 − 59,976 = 24
      // tax: Tax Table row [15, 25) midpoint 20: 10% × 20 = 2 → 2
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (2 − 0) = −2
      [2024, 'single', 60000, 59976, 0, 0, 59976, 24, 2, 0, 0, 0, -2],
      // taxable 25
      // deduction itemized 59,975; taxable 60,000 − 59,975 = 25
      // tax: Tax Table row [25, 50) midpoint 37.5: 10% × 37.5 = 3.75 → 4
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (4 − 0) = −4
      [2024, 'single', 60000, 59975, 0, 0, 59975, 25, 4, 0, 0, 0, -4],
      // taxable 2,999
      // deduction itemized 57,001; taxable 60,000 − 57,001 = 2,999
      // tax: Tax Table row [2,975, 3,000) midpoint 2,987.5: 10% × 2,987.5 = 298.75 → 299
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (299 − 0) = −299
      [2024, 'single', 60000, 57001, 0, 0, 57001, 2999, 299, 0, 0, 0, -299],
      // taxable 3,000
      // deduction itemized 57,000; taxable 60,000 − 57,000 = 3,000
      // tax: Tax Table row [3,000, 3,050) midpoint 3,025: 10% × 3,025 = 302.5 → 303
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (303 − 0) = −303
      [2024, 'single', 60000, 57000, 0, 0, 57000, 3000, 303, 0, 0, 0, -303],
      // taxable 3,049
      // deduction itemized 56,951; taxable 60,000 − 56,951 = 3,049
      // tax: Tax Table row [3,000, 3,050) midpoint 3,025: 10% × 3,025 = 302.5 → 303
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (303 − 0) = −303
      [2024, 'single', 60000, 56951, 0, 0, 56951, 3049, 303, 0, 0, 0, -303],
      // taxable 3,050
      // deduction itemized 56,950; taxable 60,000 − 56,950 = 3,050
      // tax: Tax Table row [3,050, 3,100) midpoint 3,075: 10% × 3,075 = 307.5 → 308
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (308 − 0) = −308
      [2024, 'single', 60000, 56950, 0, 0, 56950, 3050, 308, 0, 0, 0, -308],
      // taxable 99,999
      // deduction standard 14,600; taxable 60,000 − 14,600 = 45,400
      // tax: Tax Table row [45,400, 45,450) midpoint 45,425: 10% × 11,600 + 12% × 33,825 = 5,219 → 5,219
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (5,219 − 0) = −5,219
      [2024, 'single', 60000, -39999, 0, 0, 14600, 45400, 5219, 0, 0, 0, -5219],
      // taxable 100,000
      // deduction standard 14,600; taxable 60,000 − 14,600 = 45,400
      // tax: Tax Table row [45,400, 45,450) midpoint 45,425: 10% × 11,600 + 12% × 33,825 = 5,219 → 5,219
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 632) = 632 − 7.65% × (60,025 − 10,330) = −3,169.6675 → 0
      // refund: withheld 0; 0 + 0 + 0 − (5,219 − 0) = −5,219
      [2024, 'single', 60000, -40000, 0, 0, 14600, 45400, 5219, 0, 0, 0, -5219],
      // taxable 12
      // deduction itemized 59,988; taxable 60,000 − 59,988 = 12
      // tax: Tax Table row [5, 15) midpoint 10: 10% × 10 = 1 → 1
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 664) = 664 − 7.65% × (60,025 − 10,860) = −3,097.1225 → 0
      // refund: withheld 0; 0 + 0 + 0 − (1 − 0) = −1
      [2026, 'head_of_household', 60000, 59988, 0, 0, 59988, 12, 1, 0, 0, 0, -1],
      // taxable 37
      // deduction itemized 59,963; taxable 60,000 − 59,963 = 37
      // tax: Tax Table row [25, 50) midpoint 37.5: 10% × 37.5 = 3.75 → 4
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 664) = 664 − 7.65% × (60,025 − 10,860) = −3,097.1225 → 0
      // refund: withheld 0; 0 + 0 + 0 − (4 − 0) = −4
      [2026, 'head_of_household', 60000, 59963, 0, 0, 59963, 37, 4, 0, 0, 0, -4],
      // taxable 2,987
      // deduction itemized 57,013; taxable 60,000 − 57,013 = 2,987
      // tax: Tax Table row [2,975, 3,000) midpoint 2,987.5: 10% × 2,987.5 = 298.75 → 299
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [60,000, 60,050) midpoint 60,025: min(7.65% × 60,025, 664) = 664 − 7.65% × (60,025 − 10,860) = −3,097.1225 → 0
      // refund: withheld 0; 0 + 0 + 0 − (299 − 0) = −299
      [2026, 'head_of_household', 60000, 57013, 0, 0, 57013, 2987, 299, 0, 0, 0, -299],
    ],
  ],
  [
    'Child Tax Credit phase-out (Schedule 8812 lines 9-12)',
    [
      // AGI exactly at the 200,000 threshold: no reduction
      // deduction standard 14,600; taxable 200,000 − 14,600 = 185,400
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 84,875 = 37,538.5 → 37,539
      // 8812: 2 × 2,000 = 4,000 (AGI 200,000 ≤ 200,000, no phase-out); CTC = min(4,000, tax 37,539) = 4,000
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 197,500 = 29,625 → 29,625; ACTC = 0
      // EIC (2 children): row [200,000, 200,050) midpoint 200,025: min(40% × 200,025, 6,960) = 6,960 − 21.06% × (200,025 − 22,720) = −30,380.433 → 0
      // refund: withheld 35,000; 35,000 + 0 + 0 − (37,539 − 4,000) = 1,461
      [2024, 'single', 200000, 0, 2, 35000, 14600, 185400, 37539, 4000, 0, 0, 1461],
      // 1 dollar above: one full 50 reduction
      // deduction standard 14,600; taxable 200,001 − 14,600 = 185,401
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 84,876 = 37,538.74 → 37,539
      // 8812: 2 × 2,000 = 4,000; AGI 200,001 − 200,000 = 1 → 1,000 → −50 = 3,950; CTC = min(3,950, tax 37,539) = 3,950
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 197,501 = 29,625.15 → 29,625; ACTC = 0
      // EIC (2 children): row [200,000, 200,050) midpoint 200,025: min(40% × 200,025, 6,960) = 6,960 − 21.06% × (200,025 − 22,720) = −30,380.433 → 0
      // refund: withheld 35,000; 35,000 + 0 + 0 − (37,539 − 3,950) = 1,411
      [2024, 'single', 200001, 0, 2, 35000, 14600, 185401, 37539, 3950, 0, 0, 1411],
      // 1,000 above: still one step
      // deduction standard 14,600; taxable 201,000 − 14,600 = 186,400
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 85,875 = 37,778.5 → 37,779
      // 8812: 2 × 2,000 = 4,000; AGI 201,000 − 200,000 = 1,000 → 1,000 → −50 = 3,950; CTC = min(3,950, tax 37,779) = 3,950
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 198,500 = 29,775 → 29,775; ACTC = 0
      // EIC (2 children): row [201,000, 201,050) midpoint 201,025: min(40% × 201,025, 6,960) = 6,960 − 21.06% × (201,025 − 22,720) = −30,591.033 → 0
      // refund: withheld 35,000; 35,000 + 0 + 0 − (37,779 − 3,950) = 1,171
      [2024, 'single', 201000, 0, 2, 35000, 14600, 186400, 37779, 3950, 0, 0, 1171],
      // 1,001 above: two steps
      // deduction standard 14,600; taxable 201,001 − 14,600 = 186,401
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 85,876 = 37,778.74 → 37,779
      // 8812: 2 × 2,000 = 4,000; AGI 201,001 − 200,000 = 1,001 → 2,000 → −100 = 3,900; CTC = min(3,900, tax 37,779) = 3,900
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 198,501 = 29,775.15 → 29,775; ACTC = 0
      // EIC (2 children): row [201,000, 201,050) midpoint 201,025: min(40% × 201,025, 6,960) = 6,960 − 21.06% × (201,025 − 22,720) = −30,591.033 → 0
      // refund: withheld 35,000; 35,000 + 0 + 0 − (37,779 − 3,900) = 1,121
      [2024, 'single', 201001, 0, 2, 35000, 14600, 186401, 37779, 3900, 0, 0, 1121],
      // 80 steps: 4,000 fully phased out
      // deduction standard 14,600; taxable 280,000 − 14,600 = 265,400
      // tax: Worksheet: 10% × 11,600 + 12% × 35,550 + 22% × 53,375 + 24% × 91,425 + 32% × 51,775 + 35% × 21,675 = 63,264.75 → 63,265
      // 8812: 2 × 2,000 = 4,000; AGI 280,000 − 200,000 = 80,000 → 80,000 → −4,000 = 0; CTC = min(0, tax 63,265) = 0
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 277,500 = 41,625 → 41,625; ACTC = 0
      // EIC (2 children): row [280,000, 280,050) midpoint 280,025: min(40% × 280,025, 6,960) = 6,960 − 21.06% × (280,025 − 22,720) = −47,228.433 → 0
      // refund: withheld 60,000; 60,000 + 0 + 0 − (63,265 − 0) = −3,265
      [2024, 'single', 280000, 0, 2, 60000, 14600, 265400, 63265, 0, 0, 0, -3265],
      // MFJ at 400,000
      // deduction standard 29,200; taxable 400,000 − 29,200 = 370,800
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 169,750 = 75,077 → 75,077
      // 8812: 3 × 2,000 = 6,000 (AGI 400,000 ≤ 400,000, no phase-out); CTC = min(6,000, tax 75,077) = 6,000
      // ACTC: line 17 = min(0, 3 × 1,700) = 0; line 20 = 15% × 397,500 = 59,625 → 59,625; ACTC = 0
      // EIC (3 children): row [400,000, 400,050) midpoint 400,025: min(45% × 400,025, 7,830) = 7,830 − 21.06% × (400,025 − 29,640) = −70,173.081 → 0
      // refund: withheld 70,000; 70,000 + 0 + 0 − (75,077 − 6,000) = 923
      [2024, 'married_joint', 400000, 0, 3, 70000, 29200, 370800, 75077, 6000, 0, 0, 923],
      // MFJ 1 dollar above
      // deduction standard 29,200; taxable 400,001 − 29,200 = 370,801
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 106,750 + 24% × 169,751 = 75,077.24 → 75,077
      // 8812: 3 × 2,000 = 6,000; AGI 400,001 − 400,000 = 1 → 1,000 → −50 = 5,950; CTC = min(5,950, tax 75,077) = 5,950
      // ACTC: line 17 = min(0, 3 × 1,700) = 0; line 20 = 15% × 397,501 = 59,625.15 → 59,625; ACTC = 0
      // EIC (3 children): row [400,000, 400,050) midpoint 400,025: min(45% × 400,025, 7,830) = 7,830 − 21.06% × (400,025 − 29,640) = −70,173.081 → 0
      // refund: withheld 70,000; 70,000 + 0 + 0 − (75,077 − 5,950) = 873
      [2024, 'married_joint', 400001, 0, 3, 70000, 29200, 370801, 75077, 5950, 0, 0, 873],
      // HOH at 200,000
      // deduction standard 23,625; taxable 200,000 − 23,625 = 176,375
      // tax: Worksheet: 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 73,025 = 33,438 → 33,438
      // 8812: 1 × 2,200 = 2,200 (AGI 200,000 ≤ 200,000, no phase-out); CTC = min(2,200, tax 33,438) = 2,200
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 197,500 = 29,625 → 29,625; ACTC = 0
      // EIC (1 child): row [200,000, 200,050) midpoint 200,025: min(34% × 200,025, 4,328) = 4,328 − 15.98% × (200,025 − 23,350) = −23,904.665 → 0
      // refund: withheld 35,000; 35,000 + 0 + 0 − (33,438 − 2,200) = 3,762
      [2025, 'head_of_household', 200000, 0, 1, 35000, 23625, 176375, 33438, 2200, 0, 0, 3762],
      // HOH 1 dollar above
      // deduction standard 23,625; taxable 200,001 − 23,625 = 176,376
      // tax: Worksheet: 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 73,026 = 33,438.24 → 33,438
      // 8812: 1 × 2,200 = 2,200; AGI 200,001 − 200,000 = 1 → 1,000 → −50 = 2,150; CTC = min(2,150, tax 33,438) = 2,150
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 197,501 = 29,625.15 → 29,625; ACTC = 0
      // EIC (1 child): row [200,000, 200,050) midpoint 200,025: min(34% × 200,025, 4,328) = 4,328 − 15.98% × (200,025 − 23,350) = −23,904.665 → 0
      // refund: withheld 35,000; 35,000 + 0 + 0 − (33,438 − 2,150) = 3,712
      [2025, 'head_of_household', 200001, 0, 1, 35000, 23625, 176376, 33438, 2150, 0, 0, 3712],
      // MFJ at 400,000
      // deduction standard 32,200; taxable 400,000 − 32,200 = 367,800
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 156,400 = 73,468 → 73,468
      // 8812: 2 × 2,200 = 4,400 (AGI 400,000 ≤ 400,000, no phase-out); CTC = min(4,400, tax 73,468) = 4,400
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 397,500 = 59,625 → 59,625; ACTC = 0
      // EIC (2 children): row [400,000, 400,050) midpoint 400,025: min(40% × 400,025, 7,316) = 7,316 − 21.06% × (400,025 − 31,160) = −70,366.969 → 0
      // refund: withheld 70,000; 70,000 + 0 + 0 − (73,468 − 4,400) = 932
      [2026, 'married_joint', 400000, 0, 2, 70000, 32200, 367800, 73468, 4400, 0, 0, 932],
      // MFJ 1 dollar above
      // deduction standard 32,200; taxable 400,001 − 32,200 = 367,801
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 156,401 = 73,468.24 → 73,468
      // 8812: 2 × 2,200 = 4,400; AGI 400,001 − 400,000 = 1 → 1,000 → −50 = 4,350; CTC = min(4,350, tax 73,468) = 4,350
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 397,501 = 59,625.15 → 59,625; ACTC = 0
      // EIC (2 children): row [400,000, 400,050) midpoint 400,025: min(40% × 400,025, 7,316) = 7,316 − 21.06% × (400,025 − 31,160) = −70,366.969 → 0
      // refund: withheld 70,000; 70,000 + 0 + 0 − (73,468 − 4,350) = 882
      [2026, 'married_joint', 400001, 0, 2, 70000, 32200, 367801, 73468, 4350, 0, 0, 882],
      // QSS phases out above 200,000, not 400,000
      // deduction standard 32,200; taxable 200,001 − 32,200 = 167,801
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 + 22% × 67,001 = 26,340.22 → 26,340
      // 8812: 2 × 2,200 = 4,400; AGI 200,001 − 200,000 = 1 → 1,000 → −50 = 4,350; CTC = min(4,350, tax 26,340) = 4,350
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 197,501 = 29,625.15 → 29,625; ACTC = 0
      // EIC (2 children): row [200,000, 200,050) midpoint 200,025: min(40% × 200,025, 7,316) = 7,316 − 21.06% × (200,025 − 23,890) = −29,778.031 → 0
      // refund: withheld 30,000; 30,000 + 0 + 0 − (26,340 − 4,350) = 8,010
      [2026, 'surviving_spouse', 200001, 0, 2, 30000, 32200, 167801, 26340, 4350, 0, 0, 8010],
      // MFS above 200,000
      // deduction standard 16,100; taxable 200,001 − 16,100 = 183,901
      // tax: Worksheet: 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 78,201 = 36,734.24 → 36,734
      // 8812: 1 × 2,200 = 2,200; AGI 200,001 − 200,000 = 1 → 1,000 → −50 = 2,150; CTC = min(2,150, tax 36,734) = 2,150
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 197,501 = 29,625.15 → 29,625; ACTC = 0
      // EIC: none when married filing separately
      // refund: withheld 40,000; 40,000 + 0 + 0 − (36,734 − 2,150) = 5,416
      [2026, 'married_separate', 200001, 0, 1, 40000, 16100, 183901, 36734, 2150, 0, 0, 5416],
    ],
  ],
  [
    'Additional Child Tax Credit (Schedule 8812 Part II)',
    [
      // 15% rule: 15% × (10,000 − 2,500) is below the 1,700 cap
      // deduction standard 21,900; taxable 10,000 − 21,900 = −11,900 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 1 × 2,000 = 2,000 (AGI 10,000 ≤ 200,000, no phase-out); CTC = min(2,000, tax 0) = 0
      // ACTC: line 17 = min(2,000, 1 × 1,700) = 1,700; line 20 = 15% × 7,500 = 1,125 → 1,125; ACTC = 1,125
      // EIC (1 child): row [10,000, 10,050) midpoint 10,025: min(34% × 10,025, 4,213) = 3,408.5 → 3,409
      // refund: withheld 0; 0 + 1,125 + 3,409 − (0 − 0) = 4,534
      [2024, 'head_of_household', 10000, 0, 1, 0, 21900, 0, 0, 0, 1125, 3409, 4534],
      // capped at 1,700 per child
      // deduction standard 21,900; taxable 20,000 − 21,900 = −1,900 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 1 × 2,000 = 2,000 (AGI 20,000 ≤ 200,000, no phase-out); CTC = min(2,000, tax 0) = 0
      // ACTC: line 17 = min(2,000, 1 × 1,700) = 1,700; line 20 = 15% × 17,500 = 2,625 → 2,625; ACTC = 1,700
      // EIC (1 child): row [20,000, 20,050) midpoint 20,025: min(34% × 20,025, 4,213) = 4,213 → 4,213
      // refund: withheld 0; 0 + 1,700 + 4,213 − (0 − 0) = 5,913
      [2024, 'head_of_household', 20000, 0, 1, 0, 21900, 0, 0, 0, 1700, 4213, 5913],
      // limited by the credit left over after the tax
      // deduction standard 14,600; taxable 40,000 − 14,600 = 25,400
      // tax: Tax Table row [25,400, 25,450) midpoint 25,425: 10% × 11,600 + 12% × 13,825 = 2,819 → 2,819
      // 8812: 2 × 2,000 = 4,000 (AGI 40,000 ≤ 200,000, no phase-out); CTC = min(4,000, tax 2,819) = 2,819
      // ACTC: line 17 = min(1,181, 2 × 1,700) = 1,181; line 20 = 15% × 37,500 = 5,625 → 5,625; ACTC = 1,181
      // EIC (2 children): row [40,000, 40,050) midpoint 40,025: min(40% × 40,025, 6,960) = 6,960 − 21.06% × (40,025 − 22,720) = 3,315.567 → 3,316
      // refund: withheld 2,500; 2,500 + 1,181 + 3,316 − (2,819 − 2,819) = 6,997
      [2024, 'single', 40000, 0, 2, 2500, 14600, 25400, 2819, 2819, 1181, 3316, 6997],
      // earned income at the 2,500 floor: no ACTC
      // deduction standard 14,600; taxable 2,500 − 14,600 = −12,100 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 1 × 2,000 = 2,000 (AGI 2,500 ≤ 200,000, no phase-out); CTC = min(2,000, tax 0) = 0
      // ACTC: line 17 = min(2,000, 1 × 1,700) = 1,700; line 20 = 15% × 0 = 0 → 0; ACTC = 0
      // EIC (1 child): row [2,500, 2,550) midpoint 2,525: min(34% × 2,525, 4,213) = 858.5 → 859
      // refund: withheld 0; 0 + 0 + 859 − (0 − 0) = 859
      [2024, 'single', 2500, 0, 1, 0, 14600, 0, 0, 0, 0, 859, 859],
      // 2 children: the 15% figure only
      // deduction standard 14,600; taxable 3,000 − 14,600 = −11,600 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 2 × 2,000 = 4,000 (AGI 3,000 ≤ 200,000, no phase-out); CTC = min(4,000, tax 0) = 0
      // ACTC: line 17 = min(4,000, 2 × 1,700) = 3,400; line 20 = 15% × 500 = 75 → 75; ACTC = 75
      // EIC: none when married filing separately
      // refund: withheld 0; 0 + 75 + 0 − (0 − 0) = 75
      [2024, 'married_separate', 3000, 0, 2, 0, 14600, 0, 0, 0, 75, 0, 75],
      // 3 children: payroll taxes (no EIC for MFS) beat the 15% figure
      // deduction standard 14,600; taxable 3,000 − 14,600 = −11,600 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 3 × 2,000 = 6,000 (AGI 3,000 ≤ 200,000, no phase-out); CTC = min(6,000, tax 0) = 0
      // ACTC: line 17 = min(6,000, 3 × 1,700) = 5,100; line 20 = 15% × 500 = 75 → 75; 3+ children: line 21 = 7.65% × 3,000 = 229.5 → 230, − EIC 0 → 230; larger 230; ACTC = 230
      // EIC: none when married filing separately
      // refund: withheld 0; 0 + 230 + 0 − (0 − 0) = 230
      [2024, 'married_separate', 3000, 0, 3, 0, 14600, 0, 0, 0, 230, 0, 230],
      // 3 children, but the EIC exceeds the payroll taxes: the 15% figure
      // deduction standard 21,900; taxable 3,000 − 21,900 = −18,900 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 3 × 2,000 = 6,000 (AGI 3,000 ≤ 200,000, no phase-out); CTC = min(6,000, tax 0) = 0
      // ACTC: line 17 = min(6,000, 3 × 1,700) = 5,100; line 20 = 15% × 500 = 75 → 75; 3+ children: line 21 = 7.65% × 3,000 = 229.5 → 230, − EIC 1,361 → 0; larger 75; ACTC = 75
      // EIC (3 children): row [3,000, 3,050) midpoint 3,025: min(45% × 3,025, 7,830) = 1,361.25 → 1,361
      // refund: withheld 0; 0 + 75 + 1,361 − (0 − 0) = 1,436
      [2024, 'head_of_household', 3000, 0, 3, 0, 21900, 0, 0, 0, 75, 1361, 1436],
      // 3 children rule, 2025
      // deduction standard 15,750; taxable 4,000 − 15,750 = −11,750 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 3 × 2,200 = 6,600 (AGI 4,000 ≤ 200,000, no phase-out); CTC = min(6,600, tax 0) = 0
      // ACTC: line 17 = min(6,600, 3 × 1,700) = 5,100; line 20 = 15% × 1,500 = 225 → 225; 3+ children: line 21 = 7.65% × 4,000 = 306 → 306, − EIC 0 → 306; larger 306; ACTC = 306
      // EIC: none when married filing separately
      // refund: withheld 0; 0 + 306 + 0 − (0 − 0) = 306
      [2025, 'married_separate', 4000, 0, 3, 0, 15750, 0, 0, 0, 306, 0, 306],
      // 5 children rule, 2026
      // deduction standard 16,100; taxable 2,600 − 16,100 = −13,500 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 5 × 2,200 = 11,000 (AGI 2,600 ≤ 200,000, no phase-out); CTC = min(11,000, tax 0) = 0
      // ACTC: line 17 = min(11,000, 5 × 1,700) = 8,500; line 20 = 15% × 100 = 15 → 15; 3+ children: line 21 = 7.65% × 2,600 = 198.9 → 199, − EIC 0 → 199; larger 199; ACTC = 199
      // EIC: none when married filing separately
      // refund: withheld 0; 0 + 199 + 0 − (0 − 0) = 199
      [2026, 'married_separate', 2600, 0, 5, 0, 16100, 0, 0, 0, 199, 0, 199],
    ],
  ],
  [
    'Earned Income Credit (Form 1040 line 27, EIC Table)',
    [
      // no earned income: no EIC, nothing at all
      // deduction standard 14,600; taxable 0 − 14,600 = −14,600 → 0
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC: no earned income → 0
      // refund: withheld assumed = tax 0; 0 + 0 + 0 − (0 − 0) = 0
      [2024, 'single', 0, 0, 0, 'assumed', 14600, 0, 0, 0, 0, 0, 0],
      // first EIC row [1, 50)
      // deduction standard 14,600; taxable 1 − 14,600 = −14,599 → 0
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [1, 50) midpoint 25: min(7.65% × 25, 632) = 1.9125 → 2
      // refund: withheld 0; 0 + 0 + 2 − (0 − 0) = 2
      [2024, 'single', 1, 0, 0, 0, 14600, 0, 0, 0, 0, 2, 2],
      // first EIC row, 34% × 25 = 8.50 rounds half up
      // deduction standard 21,900; taxable 1 − 21,900 = −21,899 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 1 × 2,000 = 2,000 (AGI 1 ≤ 200,000, no phase-out); CTC = min(2,000, tax 0) = 0
      // ACTC: line 17 = min(2,000, 1 × 1,700) = 1,700; line 20 = 15% × 0 = 0 → 0; ACTC = 0
      // EIC (1 child): row [1, 50) midpoint 25: min(34% × 25, 4,213) = 8.5 → 9
      // refund: withheld 0; 0 + 0 + 9 − (0 − 0) = 9
      [2024, 'head_of_household', 1, 0, 1, 0, 21900, 0, 0, 0, 0, 9, 9],
      // 0 children, still phasing in
      // deduction standard 14,600; taxable 8,249 − 14,600 = −6,351 → 0
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [8,200, 8,250) midpoint 8,225: min(7.65% × 8,225, 632) = 629.2125 → 629
      // refund: withheld 0; 0 + 0 + 629 − (0 − 0) = 629
      [2024, 'single', 8249, 0, 0, 0, 14600, 0, 0, 0, 0, 629, 629],
      // 0 children, plateau (row midpoint past 8,260)
      // deduction standard 14,600; taxable 8,250 − 14,600 = −6,350 → 0
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [8,250, 8,300) midpoint 8,275: min(7.65% × 8,275, 632) = 632 → 632
      // refund: withheld 0; 0 + 0 + 632 − (0 − 0) = 632
      [2024, 'single', 8250, 0, 0, 0, 14600, 0, 0, 0, 0, 632, 632],
      // 0 children, last row before the phase-out start
      // deduction standard 14,600; taxable 10,329 − 14,600 = −4,271 → 0
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [10,300, 10,350) midpoint 10,325: min(7.65% × 10,325, 632) = 632 → 632
      // refund: withheld 0; 0 + 0 + 632 − (0 − 0) = 632
      [2024, 'single', 10329, 0, 0, 0, 14600, 0, 0, 0, 0, 632, 632],
      // 0 children, phasing out
      // deduction standard 14,600; taxable 10,350 − 14,600 = −4,250 → 0
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [10,350, 10,400) midpoint 10,375: min(7.65% × 10,375, 632) = 632 − 7.65% × (10,375 − 10,330) = 628.5575 → 629
      // refund: withheld 0; 0 + 0 + 629 − (0 − 0) = 629
      [2024, 'single', 10350, 0, 0, 0, 14600, 0, 0, 0, 0, 629, 629],
      // 1 child, row below the plateau
      // deduction standard 21,900; taxable 12,399 − 21,900 = −9,501 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 1 × 2,000 = 2,000 (AGI 12,399 ≤ 200,000, no phase-out); CTC = min(2,000, tax 0) = 0
      // ACTC: line 17 = min(2,000, 1 × 1,700) = 1,700; line 20 = 15% × 9,899 = 1,484.85 → 1,485; ACTC = 1,485
      // EIC (1 child): row [12,350, 12,400) midpoint 12,375: min(34% × 12,375, 4,213) = 4,207.5 → 4,208
      // refund: withheld 0; 0 + 1,485 + 4,208 − (0 − 0) = 5,693
      [2024, 'head_of_household', 12399, 0, 1, 0, 21900, 0, 0, 0, 1485, 4208, 5693],
      // 1 child, plateau
      // deduction standard 21,900; taxable 12,400 − 21,900 = −9,500 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 1 × 2,000 = 2,000 (AGI 12,400 ≤ 200,000, no phase-out); CTC = min(2,000, tax 0) = 0
      // ACTC: line 17 = min(2,000, 1 × 1,700) = 1,700; line 20 = 15% × 9,900 = 1,485 → 1,485; ACTC = 1,485
      // EIC (1 child): row [12,400, 12,450) midpoint 12,425: min(34% × 12,425, 4,213) = 4,213 → 4,213
      // refund: withheld 0; 0 + 1,485 + 4,213 − (0 − 0) = 5,698
      [2024, 'head_of_household', 12400, 0, 1, 0, 21900, 0, 0, 0, 1485, 4213, 5698],
      // 1 child, last row before the 22,720 phase-out start
      // deduction standard 14,600; taxable 22,699 − 14,600 = 8,099
      // tax: Tax Table row [8,050, 8,100) midpoint 8,075: 10% × 8,075 = 807.5 → 808
      // 8812: 1 × 2,000 = 2,000 (AGI 22,699 ≤ 200,000, no phase-out); CTC = min(2,000, tax 808) = 808
      // ACTC: line 17 = min(1,192, 1 × 1,700) = 1,192; line 20 = 15% × 20,199 = 3,029.85 → 3,030; ACTC = 1,192
      // EIC (1 child): row [22,650, 22,700) midpoint 22,675: min(34% × 22,675, 4,213) = 4,213 → 4,213
      // refund: withheld 0; 0 + 1,192 + 4,213 − (808 − 808) = 5,405
      [2024, 'single', 22699, 0, 1, 0, 14600, 8099, 808, 808, 1192, 4213, 5405],
      // 1 child, row straddling the phase-out start
      // deduction standard 14,600; taxable 22,700 − 14,600 = 8,100
      // tax: Tax Table row [8,100, 8,150) midpoint 8,125: 10% × 8,125 = 812.5 → 813
      // 8812: 1 × 2,000 = 2,000 (AGI 22,700 ≤ 200,000, no phase-out); CTC = min(2,000, tax 813) = 813
      // ACTC: line 17 = min(1,187, 1 × 1,700) = 1,187; line 20 = 15% × 20,200 = 3,030 → 3,030; ACTC = 1,187
      // EIC (1 child): row [22,700, 22,750) midpoint 22,725: min(34% × 22,725, 4,213) = 4,213 − 15.98% × (22,725 − 22,720) = 4,212.201 → 4,212
      // refund: withheld 0; 0 + 1,187 + 4,212 − (813 − 813) = 5,399
      [2024, 'single', 22700, 0, 1, 0, 14600, 8100, 813, 813, 1187, 4212, 5399],
      // 1 child, last row with a credit
      // deduction standard 14,600; taxable 49,099 − 14,600 = 34,499
      // tax: Tax Table row [34,450, 34,500) midpoint 34,475: 10% × 11,600 + 12% × 22,875 = 3,905 → 3,905
      // 8812: 1 × 2,000 = 2,000 (AGI 49,099 ≤ 200,000, no phase-out); CTC = min(2,000, tax 3,905) = 2,000
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 46,599 = 6,989.85 → 6,990; ACTC = 0
      // EIC (1 child): row [49,050, 49,100) midpoint 49,075: min(34% × 49,075, 4,213) = 4,213 − 15.98% × (49,075 − 22,720) = 1.471 → 1
      // refund: withheld 3,000; 3,000 + 0 + 1 − (3,905 − 2,000) = 1,096
      [2024, 'single', 49099, 0, 1, 3000, 14600, 34499, 3905, 2000, 0, 1, 1096],
      // 1 child, phase-out end
      // deduction standard 14,600; taxable 49,100 − 14,600 = 34,500
      // tax: Tax Table row [34,500, 34,550) midpoint 34,525: 10% × 11,600 + 12% × 22,925 = 3,911 → 3,911
      // 8812: 1 × 2,000 = 2,000 (AGI 49,100 ≤ 200,000, no phase-out); CTC = min(2,000, tax 3,911) = 2,000
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 46,600 = 6,990 → 6,990; ACTC = 0
      // EIC (1 child): row [49,100, 49,150) midpoint 49,125: min(34% × 49,125, 4,213) = 4,213 − 15.98% × (49,125 − 22,720) = −6.519 → 0
      // refund: withheld 3,000; 3,000 + 0 + 0 − (3,911 − 2,000) = 1,089
      [2024, 'single', 49100, 0, 1, 3000, 14600, 34500, 3911, 2000, 0, 0, 1089],
      // MFJ column: phase-out starts at 29,640
      // deduction standard 29,200; taxable 22,700 − 29,200 = −6,500 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 1 × 2,000 = 2,000 (AGI 22,700 ≤ 400,000, no phase-out); CTC = min(2,000, tax 0) = 0
      // ACTC: line 17 = min(2,000, 1 × 1,700) = 1,700; line 20 = 15% × 20,200 = 3,030 → 3,030; ACTC = 1,700
      // EIC (1 child): row [22,700, 22,750) midpoint 22,725: min(34% × 22,725, 4,213) = 4,213 → 4,213
      // refund: withheld 0; 0 + 1,700 + 4,213 − (0 − 0) = 5,913
      [2024, 'married_joint', 22700, 0, 1, 0, 29200, 0, 0, 0, 1700, 4213, 5913],
      // QSS uses the single column, 22,720
      // deduction standard 29,200; taxable 22,700 − 29,200 = −6,500 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 1 × 2,000 = 2,000 (AGI 22,700 ≤ 200,000, no phase-out); CTC = min(2,000, tax 0) = 0
      // ACTC: line 17 = min(2,000, 1 × 1,700) = 1,700; line 20 = 15% × 20,200 = 3,030 → 3,030; ACTC = 1,700
      // EIC (1 child): row [22,700, 22,750) midpoint 22,725: min(34% × 22,725, 4,213) = 4,213 − 15.98% × (22,725 − 22,720) = 4,212.201 → 4,212
      // refund: withheld 0; 0 + 1,700 + 4,212 − (0 − 0) = 5,912
      [2024, 'surviving_spouse', 22700, 0, 1, 0, 29200, 0, 0, 0, 1700, 4212, 5912],
      // MFJ, row straddling 29,640
      // deduction standard 29,200; taxable 29,650 − 29,200 = 450
      // tax: Tax Table row [450, 475) midpoint 462.5: 10% × 462.5 = 46.25 → 46
      // 8812: 1 × 2,000 = 2,000 (AGI 29,650 ≤ 400,000, no phase-out); CTC = min(2,000, tax 46) = 46
      // ACTC: line 17 = min(1,954, 1 × 1,700) = 1,700; line 20 = 15% × 27,150 = 4,072.5 → 4,073; ACTC = 1,700
      // EIC (1 child): row [29,650, 29,700) midpoint 29,675: min(34% × 29,675, 4,213) = 4,213 − 15.98% × (29,675 − 29,640) = 4,207.407 → 4,207
      // refund: withheld 0; 0 + 1,700 + 4,207 − (46 − 46) = 5,907
      [2024, 'married_joint', 29650, 0, 1, 0, 29200, 450, 46, 46, 1700, 4207, 5907],
      // MFS: no EIC
      // deduction standard 14,600; taxable 15,000 − 14,600 = 400
      // tax: Tax Table row [400, 425) midpoint 412.5: 10% × 412.5 = 41.25 → 41
      // 8812: 1 × 2,000 = 2,000 (AGI 15,000 ≤ 200,000, no phase-out); CTC = min(2,000, tax 41) = 41
      // ACTC: line 17 = min(1,959, 1 × 1,700) = 1,700; line 20 = 15% × 12,500 = 1,875 → 1,875; ACTC = 1,700
      // EIC: none when married filing separately
      // refund: withheld 0; 0 + 1,700 + 0 − (41 − 41) = 1,700
      [2024, 'married_separate', 15000, 0, 1, 0, 14600, 400, 41, 41, 1700, 0, 1700],
      // 3 children
      // deduction standard 21,900; taxable 20,000 − 21,900 = −1,900 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 3 × 2,000 = 6,000 (AGI 20,000 ≤ 200,000, no phase-out); CTC = min(6,000, tax 0) = 0
      // ACTC: line 17 = min(6,000, 3 × 1,700) = 5,100; line 20 = 15% × 17,500 = 2,625 → 2,625; 3+ children: line 21 = 7.65% × 20,000 = 1,530 → 1,530, − EIC 7,830 → 0; larger 2,625; ACTC = 2,625
      // EIC (3 children): row [20,000, 20,050) midpoint 20,025: min(45% × 20,025, 7,830) = 7,830 → 7,830
      // refund: withheld 0; 0 + 2,625 + 7,830 − (0 − 0) = 10,455
      [2024, 'head_of_household', 20000, 0, 3, 0, 21900, 0, 0, 0, 2625, 7830, 10455],
      // 4 children count as 3 for the EIC (not for the CTC)
      // deduction standard 21,900; taxable 20,000 − 21,900 = −1,900 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 4 × 2,000 = 8,000 (AGI 20,000 ≤ 200,000, no phase-out); CTC = min(8,000, tax 0) = 0
      // ACTC: line 17 = min(8,000, 4 × 1,700) = 6,800; line 20 = 15% × 17,500 = 2,625 → 2,625; 3+ children: line 21 = 7.65% × 20,000 = 1,530 → 1,530, − EIC 7,830 → 0; larger 2,625; ACTC = 2,625
      // EIC (4 children counted as 3): row [20,000, 20,050) midpoint 20,025: min(45% × 20,025, 7,830) = 7,830 → 7,830
      // refund: withheld 0; 0 + 2,625 + 7,830 − (0 − 0) = 10,455
      [2024, 'head_of_household', 20000, 0, 4, 0, 21900, 0, 0, 0, 2625, 7830, 10455],
      // 2 children, row below the plateau
      // deduction standard 23,625; taxable 17,899 − 23,625 = −5,726 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 2 × 2,200 = 4,400 (AGI 17,899 ≤ 200,000, no phase-out); CTC = min(4,400, tax 0) = 0
      // ACTC: line 17 = min(4,400, 2 × 1,700) = 3,400; line 20 = 15% × 15,399 = 2,309.85 → 2,310; ACTC = 2,310
      // EIC (2 children): row [17,850, 17,900) midpoint 17,875: min(40% × 17,875, 7,152) = 7,150 → 7,150
      // refund: withheld 0; 0 + 2,310 + 7,150 − (0 − 0) = 9,460
      [2025, 'head_of_household', 17899, 0, 2, 0, 23625, 0, 0, 0, 2310, 7150, 9460],
      // 2 children, plateau
      // deduction standard 23,625; taxable 17,900 − 23,625 = −5,725 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 2 × 2,200 = 4,400 (AGI 17,900 ≤ 200,000, no phase-out); CTC = min(4,400, tax 0) = 0
      // ACTC: line 17 = min(4,400, 2 × 1,700) = 3,400; line 20 = 15% × 15,400 = 2,310 → 2,310; ACTC = 2,310
      // EIC (2 children): row [17,900, 17,950) midpoint 17,925: min(40% × 17,925, 7,152) = 7,152 → 7,152
      // refund: withheld 0; 0 + 2,310 + 7,152 − (0 − 0) = 9,462
      [2025, 'head_of_household', 17900, 0, 2, 0, 23625, 0, 0, 0, 2310, 7152, 9462],
      // last row before the 23,350 phase-out start
      // deduction standard 23,625; taxable 23,349 − 23,625 = −276 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 2 × 2,200 = 4,400 (AGI 23,349 ≤ 200,000, no phase-out); CTC = min(4,400, tax 0) = 0
      // ACTC: line 17 = min(4,400, 2 × 1,700) = 3,400; line 20 = 15% × 20,849 = 3,127.35 → 3,127; ACTC = 3,127
      // EIC (2 children): row [23,300, 23,350) midpoint 23,325: min(40% × 23,325, 7,152) = 7,152 → 7,152
      // refund: withheld 0; 0 + 3,127 + 7,152 − (0 − 0) = 10,279
      [2025, 'head_of_household', 23349, 0, 2, 0, 23625, 0, 0, 0, 3127, 7152, 10279],
      // row straddling the phase-out start
      // deduction standard 23,625; taxable 23,350 − 23,625 = −275 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 2 × 2,200 = 4,400 (AGI 23,350 ≤ 200,000, no phase-out); CTC = min(4,400, tax 0) = 0
      // ACTC: line 17 = min(4,400, 2 × 1,700) = 3,400; line 20 = 15% × 20,850 = 3,127.5 → 3,128; ACTC = 3,128
      // EIC (2 children): row [23,350, 23,400) midpoint 23,375: min(40% × 23,375, 7,152) = 7,152 − 21.06% × (23,375 − 23,350) = 7,146.735 → 7,147
      // refund: withheld 0; 0 + 3,128 + 7,147 − (0 − 0) = 10,275
      [2025, 'head_of_household', 23350, 0, 2, 0, 23625, 0, 0, 0, 3128, 7147, 10275],
      // MFJ column, 30,470
      // deduction standard 31,500; taxable 30,500 − 31,500 = −1,000 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 3 × 2,200 = 6,600 (AGI 30,500 ≤ 400,000, no phase-out); CTC = min(6,600, tax 0) = 0
      // ACTC: line 17 = min(6,600, 3 × 1,700) = 5,100; line 20 = 15% × 28,000 = 4,200 → 4,200; 3+ children: line 21 = 7.65% × 30,500 = 2,333.25 → 2,333, − EIC 8,034 → 0; larger 4,200; ACTC = 4,200
      // EIC (3 children): row [30,500, 30,550) midpoint 30,525: min(45% × 30,525, 8,046) = 8,046 − 21.06% × (30,525 − 30,470) = 8,034.417 → 8,034
      // refund: withheld 0; 0 + 4,200 + 8,034 − (0 − 0) = 12,234
      [2025, 'married_joint', 30500, 0, 3, 0, 31500, 0, 0, 0, 4200, 8034, 12234],
      // 0 children, row straddling the 10,860 phase-out start
      // deduction standard 16,100; taxable 10,850 − 16,100 = −5,250 → 0
      // tax: Tax Table row [0, 5) → 0
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [10,850, 10,900) midpoint 10,875: min(7.65% × 10,875, 664) = 664 − 7.65% × (10,875 − 10,860) = 662.8525 → 663
      // refund: withheld 0; 0 + 0 + 663 − (0 − 0) = 663
      [2026, 'single', 10850, 0, 0, 0, 16100, 0, 0, 0, 0, 663, 663],
      // 0 children, past the phase-out end
      // deduction standard 16,100; taxable 20,000 − 16,100 = 3,900
      // tax: Tax Table row [3,900, 3,950) midpoint 3,925: 10% × 3,925 = 392.5 → 393
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [20,000, 20,050) midpoint 20,025: min(7.65% × 20,025, 664) = 664 − 7.65% × (20,025 − 10,860) = −37.1225 → 0
      // refund: withheld 0; 0 + 0 + 0 − (393 − 0) = −393
      [2026, 'single', 20000, 0, 0, 0, 16100, 3900, 393, 0, 0, 0, -393],
      // 3 children, plateau
      // deduction standard 24,150; taxable 18,300 − 24,150 = −5,850 → 0
      // tax: Tax Table row [0, 5) → 0
      // 8812: 3 × 2,200 = 6,600 (AGI 18,300 ≤ 200,000, no phase-out); CTC = min(6,600, tax 0) = 0
      // ACTC: line 17 = min(6,600, 3 × 1,700) = 5,100; line 20 = 15% × 15,800 = 2,370 → 2,370; 3+ children: line 21 = 7.65% × 18,300 = 1,399.95 → 1,400, − EIC 8,231 → 0; larger 2,370; ACTC = 2,370
      // EIC (3 children): row [18,300, 18,350) midpoint 18,325: min(45% × 18,325, 8,231) = 8,231 → 8,231
      // refund: withheld 0; 0 + 2,370 + 8,231 − (0 − 0) = 10,601
      [2026, 'head_of_household', 18300, 0, 3, 0, 24150, 0, 0, 0, 2370, 8231, 10601],
      // MFJ 3 children, near the phase-out end
      // deduction standard 32,200; taxable 70,000 − 32,200 = 37,800
      // tax: Tax Table row [37,800, 37,850) midpoint 37,825: 10% × 24,800 + 12% × 13,025 = 4,043 → 4,043
      // 8812: 3 × 2,200 = 6,600 (AGI 70,000 ≤ 400,000, no phase-out); CTC = min(6,600, tax 4,043) = 4,043
      // ACTC: line 17 = min(2,557, 3 × 1,700) = 2,557; line 20 = 15% × 67,500 = 10,125 → 10,125; ACTC = 2,557
      // EIC (3 children): row [70,000, 70,050) midpoint 70,025: min(45% × 70,025, 8,231) = 8,231 − 21.06% × (70,025 − 31,160) = 46.031 → 46
      // refund: withheld 5,000; 5,000 + 2,557 + 46 − (4,043 − 4,043) = 7,603
      [2026, 'married_joint', 70000, 0, 3, 5000, 32200, 37800, 4043, 4043, 2557, 46, 7603],
    ],
  ],
  [
    'Every year and filing status: families',
    [
      // single, 1 child
      // deduction standard 14,600; taxable 45,000 − 14,600 = 30,400
      // tax: Tax Table row [30,400, 30,450) midpoint 30,425: 10% × 11,600 + 12% × 18,825 = 3,419 → 3,419
      // 8812: 1 × 2,000 = 2,000 (AGI 45,000 ≤ 200,000, no phase-out); CTC = min(2,000, tax 3,419) = 2,000
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 42,500 = 6,375 → 6,375; ACTC = 0
      // EIC (1 child): row [45,000, 45,050) midpoint 45,025: min(34% × 45,025, 4,213) = 4,213 − 15.98% × (45,025 − 22,720) = 648.661 → 649
      // refund: withheld 3,000; 3,000 + 0 + 649 − (3,419 − 2,000) = 2,230
      [2024, 'single', 45000, 0, 1, 3000, 14600, 30400, 3419, 2000, 0, 649, 2230],
      // married filing jointly, 2 children
      // deduction standard 29,200; taxable 85,000 − 29,200 = 55,800
      // tax: Tax Table row [55,800, 55,850) midpoint 55,825: 10% × 23,200 + 12% × 32,625 = 6,235 → 6,235
      // 8812: 2 × 2,000 = 4,000 (AGI 85,000 ≤ 400,000, no phase-out); CTC = min(4,000, tax 6,235) = 4,000
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 82,500 = 12,375 → 12,375; ACTC = 0
      // EIC (2 children): row [85,000, 85,050) midpoint 85,025: min(40% × 85,025, 6,960) = 6,960 − 21.06% × (85,025 − 29,640) = −4,704.081 → 0
      // refund: withheld 6,000; 6,000 + 0 + 0 − (6,235 − 4,000) = 3,765
      [2024, 'married_joint', 85000, 0, 2, 6000, 29200, 55800, 6235, 4000, 0, 0, 3765],
      // married filing separately, 1 child
      // deduction standard 14,600; taxable 60,000 − 14,600 = 45,400
      // tax: Tax Table row [45,400, 45,450) midpoint 45,425: 10% × 11,600 + 12% × 33,825 = 5,219 → 5,219
      // 8812: 1 × 2,000 = 2,000 (AGI 60,000 ≤ 200,000, no phase-out); CTC = min(2,000, tax 5,219) = 2,000
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 57,500 = 8,625 → 8,625; ACTC = 0
      // EIC: none when married filing separately
      // refund: withheld 8,000; 8,000 + 0 + 0 − (5,219 − 2,000) = 4,781
      [2024, 'married_separate', 60000, 0, 1, 8000, 14600, 45400, 5219, 2000, 0, 0, 4781],
      // head of household, 2 children
      // deduction standard 21,900; taxable 38,000 − 21,900 = 16,100
      // tax: Tax Table row [16,100, 16,150) midpoint 16,125: 10% × 16,125 = 1,612.5 → 1,613
      // 8812: 2 × 2,000 = 4,000 (AGI 38,000 ≤ 200,000, no phase-out); CTC = min(4,000, tax 1,613) = 1,613
      // ACTC: line 17 = min(2,387, 2 × 1,700) = 2,387; line 20 = 15% × 35,500 = 5,325 → 5,325; ACTC = 2,387
      // EIC (2 children): row [38,000, 38,050) midpoint 38,025: min(40% × 38,025, 6,960) = 6,960 − 21.06% × (38,025 − 22,720) = 3,736.767 → 3,737
      // refund: withheld 1,500; 1,500 + 2,387 + 3,737 − (1,613 − 1,613) = 7,624
      [2024, 'head_of_household', 38000, 0, 2, 1500, 21900, 16100, 1613, 1613, 2387, 3737, 7624],
      // surviving spouse, 1 child, withholding assumed
      // deduction standard 29,200; taxable 52,000 − 29,200 = 22,800
      // tax: Tax Table row [22,800, 22,850) midpoint 22,825: 10% × 22,825 = 2,282.5 → 2,283
      // 8812: 1 × 2,000 = 2,000 (AGI 52,000 ≤ 200,000, no phase-out); CTC = min(2,000, tax 2,283) = 2,000
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 49,500 = 7,425 → 7,425; ACTC = 0
      // EIC (1 child): row [52,000, 52,050) midpoint 52,025: min(34% × 52,025, 4,213) = 4,213 − 15.98% × (52,025 − 22,720) = −469.939 → 0
      // refund: withheld assumed = tax 2,283; 2,283 + 0 + 0 − (2,283 − 2,000) = 2,000
      [2024, 'surviving_spouse', 52000, 0, 1, 'assumed', 29200, 22800, 2283, 2000, 0, 0, 2000],
      // itemized deductions above the standard deduction
      // deduction itemized 40,000; taxable 150,000 − 40,000 = 110,000
      // tax: Worksheet: 10% × 23,200 + 12% × 71,100 + 22% × 15,700 = 14,306 → 14,306
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [150,000, 150,050) midpoint 150,025: min(7.65% × 150,025, 632) = 632 − 7.65% × (150,025 − 17,250) = −9,525.2875 → 0
      // refund: withheld assumed = tax 14,306; 14,306 + 0 + 0 − (14,306 − 0) = 0
      [2024, 'married_joint', 150000, 40000, 0, 'assumed', 40000, 110000, 14306, 0, 0, 0, 0],
      // itemized deductions below the standard deduction: standard applies
      // deduction standard 14,600; taxable 70,000 − 14,600 = 55,400
      // tax: Tax Table row [55,400, 55,450) midpoint 55,425: 10% × 11,600 + 12% × 35,550 + 22% × 8,275 = 7,246.5 → 7,247
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [70,000, 70,050) midpoint 70,025: min(7.65% × 70,025, 632) = 632 − 7.65% × (70,025 − 10,330) = −3,934.6675 → 0
      // refund: withheld 9,000; 9,000 + 0 + 0 − (7,247 − 0) = 1,753
      [2024, 'single', 70000, 5000, 0, 9000, 14600, 55400, 7247, 0, 0, 0, 1753],
      // single, 1 child
      // deduction standard 15,750; taxable 45,000 − 15,750 = 29,250
      // tax: Tax Table row [29,250, 29,300) midpoint 29,275: 10% × 11,925 + 12% × 17,350 = 3,274.5 → 3,275
      // 8812: 1 × 2,200 = 2,200 (AGI 45,000 ≤ 200,000, no phase-out); CTC = min(2,200, tax 3,275) = 2,200
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 42,500 = 6,375 → 6,375; ACTC = 0
      // EIC (1 child): row [45,000, 45,050) midpoint 45,025: min(34% × 45,025, 4,328) = 4,328 − 15.98% × (45,025 − 23,350) = 864.335 → 864
      // refund: withheld 3,000; 3,000 + 0 + 864 − (3,275 − 2,200) = 2,789
      [2025, 'single', 45000, 0, 1, 3000, 15750, 29250, 3275, 2200, 0, 864, 2789],
      // married filing jointly, 2 children
      // deduction standard 31,500; taxable 85,000 − 31,500 = 53,500
      // tax: Tax Table row [53,500, 53,550) midpoint 53,525: 10% × 23,850 + 12% × 29,675 = 5,946 → 5,946
      // 8812: 2 × 2,200 = 4,400 (AGI 85,000 ≤ 400,000, no phase-out); CTC = min(4,400, tax 5,946) = 4,400
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 82,500 = 12,375 → 12,375; ACTC = 0
      // EIC (2 children): row [85,000, 85,050) midpoint 85,025: min(40% × 85,025, 7,152) = 7,152 − 21.06% × (85,025 − 30,470) = −4,337.283 → 0
      // refund: withheld 6,000; 6,000 + 0 + 0 − (5,946 − 4,400) = 4,454
      [2025, 'married_joint', 85000, 0, 2, 6000, 31500, 53500, 5946, 4400, 0, 0, 4454],
      // married filing separately, 1 child
      // deduction standard 15,750; taxable 60,000 − 15,750 = 44,250
      // tax: Tax Table row [44,250, 44,300) midpoint 44,275: 10% × 11,925 + 12% × 32,350 = 5,074.5 → 5,075
      // 8812: 1 × 2,200 = 2,200 (AGI 60,000 ≤ 200,000, no phase-out); CTC = min(2,200, tax 5,075) = 2,200
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 57,500 = 8,625 → 8,625; ACTC = 0
      // EIC: none when married filing separately
      // refund: withheld 8,000; 8,000 + 0 + 0 − (5,075 − 2,200) = 5,125
      [2025, 'married_separate', 60000, 0, 1, 8000, 15750, 44250, 5075, 2200, 0, 0, 5125],
      // head of household, 2 children
      // deduction standard 23,625; taxable 38,000 − 23,625 = 14,375
      // tax: Tax Table row [14,350, 14,400) midpoint 14,375: 10% × 14,375 = 1,437.5 → 1,438
      // 8812: 2 × 2,200 = 4,400 (AGI 38,000 ≤ 200,000, no phase-out); CTC = min(4,400, tax 1,438) = 1,438
      // ACTC: line 17 = min(2,962, 2 × 1,700) = 2,962; line 20 = 15% × 35,500 = 5,325 → 5,325; ACTC = 2,962
      // EIC (2 children): row [38,000, 38,050) midpoint 38,025: min(40% × 38,025, 7,152) = 7,152 − 21.06% × (38,025 − 23,350) = 4,061.445 → 4,061
      // refund: withheld 1,500; 1,500 + 2,962 + 4,061 − (1,438 − 1,438) = 8,523
      [2025, 'head_of_household', 38000, 0, 2, 1500, 23625, 14375, 1438, 1438, 2962, 4061, 8523],
      // surviving spouse, 1 child, withholding assumed
      // deduction standard 31,500; taxable 52,000 − 31,500 = 20,500
      // tax: Tax Table row [20,500, 20,550) midpoint 20,525: 10% × 20,525 = 2,052.5 → 2,053
      // 8812: 1 × 2,200 = 2,200 (AGI 52,000 ≤ 200,000, no phase-out); CTC = min(2,200, tax 2,053) = 2,053
      // ACTC: line 17 = min(147, 1 × 1,700) = 147; line 20 = 15% × 49,500 = 7,425 → 7,425; ACTC = 147
      // EIC (1 child): row [52,000, 52,050) midpoint 52,025: min(34% × 52,025, 4,328) = 4,328 − 15.98% × (52,025 − 23,350) = −254.265 → 0
      // refund: withheld assumed = tax 2,053; 2,053 + 147 + 0 − (2,053 − 2,053) = 2,200
      [2025, 'surviving_spouse', 52000, 0, 1, 'assumed', 31500, 20500, 2053, 2053, 147, 0, 2200],
      // itemized deductions above the standard deduction
      // deduction itemized 40,000; taxable 150,000 − 40,000 = 110,000
      // tax: Worksheet: 10% × 23,850 + 12% × 73,100 + 22% × 13,050 = 14,028 → 14,028
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [150,000, 150,050) midpoint 150,025: min(7.65% × 150,025, 649) = 649 − 7.65% × (150,025 − 17,730) = −9,471.5675 → 0
      // refund: withheld assumed = tax 14,028; 14,028 + 0 + 0 − (14,028 − 0) = 0
      [2025, 'married_joint', 150000, 40000, 0, 'assumed', 40000, 110000, 14028, 0, 0, 0, 0],
      // itemized deductions below the standard deduction: standard applies
      // deduction standard 15,750; taxable 70,000 − 15,750 = 54,250
      // tax: Tax Table row [54,250, 54,300) midpoint 54,275: 10% × 11,925 + 12% × 36,550 + 22% × 5,800 = 6,854.5 → 6,855
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [70,000, 70,050) midpoint 70,025: min(7.65% × 70,025, 649) = 649 − 7.65% × (70,025 − 10,620) = −3,895.4825 → 0
      // refund: withheld 9,000; 9,000 + 0 + 0 − (6,855 − 0) = 2,145
      [2025, 'single', 70000, 5000, 0, 9000, 15750, 54250, 6855, 0, 0, 0, 2145],
      // single, 1 child
      // deduction standard 16,100; taxable 45,000 − 16,100 = 28,900
      // tax: Tax Table row [28,900, 28,950) midpoint 28,925: 10% × 12,400 + 12% × 16,525 = 3,223 → 3,223
      // 8812: 1 × 2,200 = 2,200 (AGI 45,000 ≤ 200,000, no phase-out); CTC = min(2,200, tax 3,223) = 2,200
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 42,500 = 6,375 → 6,375; ACTC = 0
      // EIC (1 child): row [45,000, 45,050) midpoint 45,025: min(34% × 45,025, 4,427) = 4,427 − 15.98% × (45,025 − 23,890) = 1,049.627 → 1,050
      // refund: withheld 3,000; 3,000 + 0 + 1,050 − (3,223 − 2,200) = 3,027
      [2026, 'single', 45000, 0, 1, 3000, 16100, 28900, 3223, 2200, 0, 1050, 3027],
      // married filing jointly, 2 children
      // deduction standard 32,200; taxable 85,000 − 32,200 = 52,800
      // tax: Tax Table row [52,800, 52,850) midpoint 52,825: 10% × 24,800 + 12% × 28,025 = 5,843 → 5,843
      // 8812: 2 × 2,200 = 4,400 (AGI 85,000 ≤ 400,000, no phase-out); CTC = min(4,400, tax 5,843) = 4,400
      // ACTC: line 17 = min(0, 2 × 1,700) = 0; line 20 = 15% × 82,500 = 12,375 → 12,375; ACTC = 0
      // EIC (2 children): row [85,000, 85,050) midpoint 85,025: min(40% × 85,025, 7,316) = 7,316 − 21.06% × (85,025 − 31,160) = −4,027.969 → 0
      // refund: withheld 6,000; 6,000 + 0 + 0 − (5,843 − 4,400) = 4,557
      [2026, 'married_joint', 85000, 0, 2, 6000, 32200, 52800, 5843, 4400, 0, 0, 4557],
      // married filing separately, 1 child
      // deduction standard 16,100; taxable 60,000 − 16,100 = 43,900
      // tax: Tax Table row [43,900, 43,950) midpoint 43,925: 10% × 12,400 + 12% × 31,525 = 5,023 → 5,023
      // 8812: 1 × 2,200 = 2,200 (AGI 60,000 ≤ 200,000, no phase-out); CTC = min(2,200, tax 5,023) = 2,200
      // ACTC: line 17 = min(0, 1 × 1,700) = 0; line 20 = 15% × 57,500 = 8,625 → 8,625; ACTC = 0
      // EIC: none when married filing separately
      // refund: withheld 8,000; 8,000 + 0 + 0 − (5,023 − 2,200) = 5,177
      [2026, 'married_separate', 60000, 0, 1, 8000, 16100, 43900, 5023, 2200, 0, 0, 5177],
      // head of household, 2 children
      // deduction standard 24,150; taxable 38,000 − 24,150 = 13,850
      // tax: Tax Table row [13,850, 13,900) midpoint 13,875: 10% × 13,875 = 1,387.5 → 1,388
      // 8812: 2 × 2,200 = 4,400 (AGI 38,000 ≤ 200,000, no phase-out); CTC = min(4,400, tax 1,388) = 1,388
      // ACTC: line 17 = min(3,012, 2 × 1,700) = 3,012; line 20 = 15% × 35,500 = 5,325 → 5,325; ACTC = 3,012
      // EIC (2 children): row [38,000, 38,050) midpoint 38,025: min(40% × 38,025, 7,316) = 7,316 − 21.06% × (38,025 − 23,890) = 4,339.169 → 4,339
      // refund: withheld 1,500; 1,500 + 3,012 + 4,339 − (1,388 − 1,388) = 8,851
      [2026, 'head_of_household', 38000, 0, 2, 1500, 24150, 13850, 1388, 1388, 3012, 4339, 8851],
      // surviving spouse, 1 child, withholding assumed
      // deduction standard 32,200; taxable 52,000 − 32,200 = 19,800
      // tax: Tax Table row [19,800, 19,850) midpoint 19,825: 10% × 19,825 = 1,982.5 → 1,983
      // 8812: 1 × 2,200 = 2,200 (AGI 52,000 ≤ 200,000, no phase-out); CTC = min(2,200, tax 1,983) = 1,983
      // ACTC: line 17 = min(217, 1 × 1,700) = 217; line 20 = 15% × 49,500 = 7,425 → 7,425; ACTC = 217
      // EIC (1 child): row [52,000, 52,050) midpoint 52,025: min(34% × 52,025, 4,427) = 4,427 − 15.98% × (52,025 − 23,890) = −68.973 → 0
      // refund: withheld assumed = tax 1,983; 1,983 + 217 + 0 − (1,983 − 1,983) = 2,200
      [2026, 'surviving_spouse', 52000, 0, 1, 'assumed', 32200, 19800, 1983, 1983, 217, 0, 2200],
      // itemized deductions above the standard deduction
      // deduction itemized 40,000; taxable 150,000 − 40,000 = 110,000
      // tax: Worksheet: 10% × 24,800 + 12% × 76,000 + 22% × 9,200 = 13,624 → 13,624
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [150,000, 150,050) midpoint 150,025: min(7.65% × 150,025, 664) = 664 − 7.65% × (150,025 − 18,140) = −9,425.2025 → 0
      // refund: withheld assumed = tax 13,624; 13,624 + 0 + 0 − (13,624 − 0) = 0
      [2026, 'married_joint', 150000, 40000, 0, 'assumed', 40000, 110000, 13624, 0, 0, 0, 0],
      // itemized deductions below the standard deduction: standard applies
      // deduction standard 16,100; taxable 70,000 − 16,100 = 53,900
      // tax: Tax Table row [53,900, 53,950) midpoint 53,925: 10% × 12,400 + 12% × 38,000 + 22% × 3,525 = 6,575.5 → 6,576
      // CTC/ACTC: no children → 0
      // EIC (0 children): row [70,000, 70,050) midpoint 70,025: min(7.65% × 70,025, 664) = 664 − 7.65% × (70,025 − 10,860) = −3,862.1225 → 0
      // refund: withheld 9,000; 9,000 + 0 + 0 − (6,576 − 0) = 2,424
      [2026, 'single', 70000, 5000, 0, 9000, 16100, 53900, 6576, 0, 0, 0, 2424],
    ],
  ],
];

function inputFor(row: Row): RefundInput {
  const [taxYear, filingStatus, income, deductions, children, withheld] = row;
  const base = { taxYear, filingStatus, income, deductions, children };
  return withheld === 'assumed' ? base : { ...base, withheld };
}

describe.each(TABLES)('%s', (_title, rows) => {
  it.each(rows)('%i %s: wages %i, itemized %i, %i children, withheld %s', (...row: Row) => {
    const [taxYear, filingStatus, wages, , , withheld] = row;
    const [, , , , , , deduction, taxableIncome, tax, ctc, actc, eic, refund] = row;
    const estimate = estimateRefund(inputFor(row));
    expect(estimate).toMatchObject({
      taxYear,
      filingStatus,
      agi: wages,
      deduction,
      taxableIncome,
      tax,
      credits: {
        childTaxCredit: ctc,
        additionalChildTaxCredit: actc,
        earnedIncomeCredit: eic,
      },
      withheld: withheld === 'assumed' ? tax : withheld,
      withheldAssumed: withheld === 'assumed',
      refund,
    });
  });
});

describe('the rest of the answer', () => {
  const base: RefundInput = {
    income: 64_600,
    deductions: 0,
    filingStatus: 'single',
    withheld: 7_000,
    children: 0,
    taxYear: 2024,
  };

  it('takes the tier fee off the refund', () => {
    // Tax 6,059 (the worked example); 7,000 withheld → refund 941; fee 35 (income ≤ 100,000).
    expect(estimateRefund(base)).toMatchObject({ refund: 941, fee: 35, netRefund: 906 });
  });

  it('charges no more than the refund: 6,069 withheld → refund 10, fee 10, net 0', () => {
    expect(estimateRefund({ ...base, withheld: 6_069 })).toMatchObject({
      refund: 10,
      fee: 10,
      netRefund: 0,
    });
  });

  it('charges nothing on an amount owed, and the net refund is 0, not negative', () => {
    const estimate = estimateRefund({ ...base, withheld: 5_000 });
    expect(estimate).toMatchObject({ refund: -1_059, fee: 0, netRefund: 0 });
  });

  it('takes the tier from the income as entered, cents included', () => {
    // 100,000.40 is above the first tier's 100,000, though its AGI rounds to 100,000.
    const estimate = estimateRefund({ ...base, income: 100_000.4, withheld: 30_000 });
    expect(estimate.agi).toBe(100_000);
    expect(estimate.fee).toBe(75);
    expect(estimateRefund({ ...base, income: 100_000, withheld: 30_000 }).fee).toBe(35);
    expect(estimateRefund({ ...base, income: 100_001, withheld: 30_000 }).fee).toBe(75);
  });

  it('rounds cents on the amounts entered to whole dollars, as Form 1040 allows', () => {
    // 64,600.49 → 64,600 (the worked example); withheld 7,000.50 → 7,001 → refund 942.
    const estimate = estimateRefund({ ...base, income: 64_600.49, withheld: 7_000.5 });
    expect(estimate).toMatchObject({ agi: 64_600, taxableIncome: 50_000, tax: 6_059 });
    expect(estimate.withheld).toBe(7_001);
    expect(estimate.refund).toBe(942);
  });

  it('refuses a year it has no figures for', () => {
    expect(() => estimateRefund({ ...base, taxYear: 2019 })).toThrow(RangeError);
  });
});
