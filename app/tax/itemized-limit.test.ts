/**
 * The 2026 limit on itemized deductions (IRC §68 as rewritten by P.L. 119-21), against rows worked
 * by hand from app/tax/years/SOURCES.md, never by running the engine. Itemized deductions are reduced by
 * 2/37 of the lesser of (a) the itemized deductions and (b) the amount by which taxable income
 * figured without the limit, plus the itemized deductions (for a wage earner, AGI), exceeds the
 * start of the 37% bracket; whole dollars, half up. The filer then takes the larger of the limited
 * itemized deductions and the standard deduction. 2024 and 2025 have no such limit.
 *
 * Columns: year, filing status, wages, itemized deductions (Schedule A, before the limit), then
 * the expected deduction (Form 1040 line 12), the kind used, taxable income and tax. No children;
 * withholding assumed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateRefund } from './engine';
import type { FilingStatus } from './figures';
import { FILING_STATUSES, SUPPORTED_TAX_YEARS } from './request';
import { figuresForYear } from './years';

type Row = [
  taxYear: number,
  filingStatus: FilingStatus,
  wages: number,
  itemized: number,
  deduction: number,
  deductionType: 'standard' | 'itemized',
  taxableIncome: number,
  tax: number,
];

const ROWS: readonly Row[] = [
  // the worked example of the 2026 limit on itemized deductions (P.L. 119-21 §70111): single, wages 700,000, itemized 40,000 → 37,838; tax 200,957
  // §68: AGI 700,000 − 37% bracket start 640,600 = excess 59,400; 2/37 × min(40,000, 59,400) = 2,162.16 → 2,162; itemized 40,000 − 2,162 = 37,838
  // deduction: itemized 37,838 > standard 16,100
  // taxable 700,000 − 37,838 = 662,162; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 384,375 + 37% × 21,562 = 200,957.19 → 200,957
  [2026, 'single', 700000, 40000, 37838, 'itemized', 662162, 200957],
  // single, wages 630,600 (10,000 below the 37% bracket start), itemized 60,000
  // §68: AGI 630,600 ≤ 37% bracket start 640,600: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 16,100
  // taxable 630,600 − 60,000 = 570,600; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 314,375 = 168,479.25 → 168,479
  [2026, 'single', 630600, 60000, 60000, 'itemized', 570600, 168479],
  // single, wages 640,600 (at the 37% bracket start), itemized 60,000
  // §68: AGI 640,600 ≤ 37% bracket start 640,600: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 16,100
  // taxable 640,600 − 60,000 = 580,600; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 324,375 = 171,979.25 → 171,979
  [2026, 'single', 640600, 60000, 60000, 'itemized', 580600, 171979],
  // single, wages 660,600 (20,000 above: 2/37 of the excess), itemized 60,000
  // §68: AGI 660,600 − 37% bracket start 640,600 = excess 20,000; 2/37 × min(60,000, 20,000) = 1,081.08 → 1,081; itemized 60,000 − 1,081 = 58,919
  // deduction: itemized 58,919 > standard 16,100
  // taxable 660,600 − 58,919 = 601,681; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 345,456 = 179,357.6 → 179,358
  [2026, 'single', 660600, 60000, 58919, 'itemized', 601681, 179358],
  // single, wages 740,600 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // §68: AGI 740,600 − 37% bracket start 640,600 = excess 100,000; 2/37 × min(60,000, 100,000) = 3,243.24 → 3,243; itemized 60,000 − 3,243 = 56,757
  // deduction: itemized 56,757 > standard 16,100
  // taxable 740,600 − 56,757 = 683,843; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 384,375 + 37% × 43,243 = 208,979.16 → 208,979
  [2026, 'single', 740600, 60000, 56757, 'itemized', 683843, 208979],
  // single, wages 630,600 (10,000 below the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 15,750
  // taxable 630,600 − 60,000 = 570,600; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 320,075 = 169,257.25 → 169,257
  [2025, 'single', 630600, 60000, 60000, 'itemized', 570600, 169257],
  // single, wages 640,600 (at the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 15,750
  // taxable 640,600 − 60,000 = 580,600; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 330,075 = 172,757.25 → 172,757
  [2025, 'single', 640600, 60000, 60000, 'itemized', 580600, 172757],
  // single, wages 660,600 (20,000 above: 2/37 of the excess), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 15,750
  // taxable 660,600 − 60,000 = 600,600; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 350,075 = 179,757.25 → 179,757
  [2025, 'single', 660600, 60000, 60000, 'itemized', 600600, 179757],
  // single, wages 740,600 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 15,750
  // taxable 740,600 − 60,000 = 680,600; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 375,825 + 37% × 54,250 = 208,842.25 → 208,842
  [2025, 'single', 740600, 60000, 60000, 'itemized', 680600, 208842],
  // single, wages 1,000,000, itemized 17,000: after the limit below the standard deduction
  // §68: AGI 1,000,000 − 37% bracket start 640,600 = excess 359,400; 2/37 × min(17,000, 359,400) = 918.92 → 919; itemized 17,000 − 919 = 16,081
  // deduction: standard 16,100 ≥ itemized 16,081
  // taxable 1,000,000 − 16,100 = 983,900; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 384,375 + 37% × 343,300 = 320,000.25 → 320,000
  [2026, 'single', 1000000, 17000, 16100, 'standard', 983900, 320000],
  // single, the same in 2025: itemized 17,000 stands
  // no §68 limit in 2025: itemized 17,000
  // deduction: itemized 17,000 > standard 15,750
  // taxable 1,000,000 − 17,000 = 983,000; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 375,825 + 37% × 356,650 = 320,730.25 → 320,730
  [2025, 'single', 1000000, 17000, 17000, 'itemized', 983000, 320730],
  // MFJ, wages 758,700 (10,000 below the 37% bracket start), itemized 60,000
  // §68: AGI 758,700 ≤ 37% bracket start 768,700: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 32,200
  // taxable 758,700 − 60,000 = 698,700; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 186,250 = 182,083.5 → 182,084
  [2026, 'married_joint', 758700, 60000, 60000, 'itemized', 698700, 182084],
  // MFJ, wages 768,700 (at the 37% bracket start), itemized 60,000
  // §68: AGI 768,700 ≤ 37% bracket start 768,700: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 32,200
  // taxable 768,700 − 60,000 = 708,700; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 196,250 = 185,583.5 → 185,584
  [2026, 'married_joint', 768700, 60000, 60000, 'itemized', 708700, 185584],
  // MFJ, wages 788,700 (20,000 above: 2/37 of the excess), itemized 60,000
  // §68: AGI 788,700 − 37% bracket start 768,700 = excess 20,000; 2/37 × min(60,000, 20,000) = 1,081.08 → 1,081; itemized 60,000 − 1,081 = 58,919
  // deduction: itemized 58,919 > standard 32,200
  // taxable 788,700 − 58,919 = 729,781; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 217,331 = 192,961.85 → 192,962
  [2026, 'married_joint', 788700, 60000, 58919, 'itemized', 729781, 192962],
  // MFJ, wages 868,700 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // §68: AGI 868,700 − 37% bracket start 768,700 = excess 100,000; 2/37 × min(60,000, 100,000) = 3,243.24 → 3,243; itemized 60,000 − 3,243 = 56,757
  // deduction: itemized 56,757 > standard 32,200
  // taxable 868,700 − 56,757 = 811,943; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 256,250 + 37% × 43,243 = 222,583.41 → 222,583
  [2026, 'married_joint', 868700, 60000, 56757, 'itemized', 811943, 222583],
  // MFJ, wages 758,700 (10,000 below the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 31,500
  // taxable 758,700 − 60,000 = 698,700; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 197,650 = 183,639.5 → 183,640
  [2025, 'married_joint', 758700, 60000, 60000, 'itemized', 698700, 183640],
  // MFJ, wages 768,700 (at the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 31,500
  // taxable 768,700 − 60,000 = 708,700; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 207,650 = 187,139.5 → 187,140
  [2025, 'married_joint', 768700, 60000, 60000, 'itemized', 708700, 187140],
  // MFJ, wages 788,700 (20,000 above: 2/37 of the excess), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 31,500
  // taxable 788,700 − 60,000 = 728,700; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 227,650 = 194,139.5 → 194,140
  [2025, 'married_joint', 788700, 60000, 60000, 'itemized', 728700, 194140],
  // MFJ, wages 868,700 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 31,500
  // taxable 868,700 − 60,000 = 808,700; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 250,550 + 37% × 57,100 = 223,281.5 → 223,282
  [2025, 'married_joint', 868700, 60000, 60000, 'itemized', 808700, 223282],
  // MFJ, wages 1,000,000, itemized 33,100: after the limit below the standard deduction
  // §68: AGI 1,000,000 − 37% bracket start 768,700 = excess 231,300; 2/37 × min(33,100, 231,300) = 1,789.19 → 1,789; itemized 33,100 − 1,789 = 31,311
  // deduction: standard 32,200 ≥ itemized 31,311
  // taxable 1,000,000 − 32,200 = 967,800; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 256,250 + 37% × 199,100 = 280,250.5 → 280,251
  [2026, 'married_joint', 1000000, 33100, 32200, 'standard', 967800, 280251],
  // MFJ, the same in 2025: itemized 33,100 stands
  // no §68 limit in 2025: itemized 33,100
  // deduction: itemized 33,100 > standard 31,500
  // taxable 1,000,000 − 33,100 = 966,900; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 250,550 + 37% × 215,300 = 281,815.5 → 281,816
  [2025, 'married_joint', 1000000, 33100, 33100, 'itemized', 966900, 281816],
  // MFS, wages 374,350 (10,000 below the 37% bracket start), itemized 60,000
  // §68: AGI 374,350 ≤ 37% bracket start 384,350: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 16,100
  // taxable 374,350 − 60,000 = 314,350; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 58,125 = 78,791.75 → 78,792
  [2026, 'married_separate', 374350, 60000, 60000, 'itemized', 314350, 78792],
  // MFS, wages 384,350 (at the 37% bracket start), itemized 60,000
  // §68: AGI 384,350 ≤ 37% bracket start 384,350: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 16,100
  // taxable 384,350 − 60,000 = 324,350; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 68,125 = 82,291.75 → 82,292
  [2026, 'married_separate', 384350, 60000, 60000, 'itemized', 324350, 82292],
  // MFS, wages 404,350 (20,000 above: 2/37 of the excess), itemized 60,000
  // §68: AGI 404,350 − 37% bracket start 384,350 = excess 20,000; 2/37 × min(60,000, 20,000) = 1,081.08 → 1,081; itemized 60,000 − 1,081 = 58,919
  // deduction: itemized 58,919 > standard 16,100
  // taxable 404,350 − 58,919 = 345,431; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 89,206 = 89,670.1 → 89,670
  [2026, 'married_separate', 404350, 60000, 58919, 'itemized', 345431, 89670],
  // MFS, wages 484,350 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // §68: AGI 484,350 − 37% bracket start 384,350 = excess 100,000; 2/37 × min(60,000, 100,000) = 3,243.24 → 3,243; itemized 60,000 − 3,243 = 56,757
  // deduction: itemized 56,757 > standard 16,100
  // taxable 484,350 − 56,757 = 427,593; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 128,125 + 37% × 43,243 = 119,291.66 → 119,292
  [2026, 'married_separate', 484350, 60000, 56757, 'itemized', 427593, 119292],
  // MFS, wages 374,350 (10,000 below the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 15,750
  // taxable 374,350 − 60,000 = 314,350; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 63,825 = 79,569.75 → 79,570
  [2025, 'married_separate', 374350, 60000, 60000, 'itemized', 314350, 79570],
  // MFS, wages 384,350 (at the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 15,750
  // taxable 384,350 − 60,000 = 324,350; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 73,825 = 83,069.75 → 83,070
  [2025, 'married_separate', 384350, 60000, 60000, 'itemized', 324350, 83070],
  // MFS, wages 404,350 (20,000 above: 2/37 of the excess), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 15,750
  // taxable 404,350 − 60,000 = 344,350; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 93,825 = 90,069.75 → 90,070
  [2025, 'married_separate', 404350, 60000, 60000, 'itemized', 344350, 90070],
  // MFS, wages 484,350 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 15,750
  // taxable 484,350 − 60,000 = 424,350; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 125,275 + 37% × 48,550 = 119,040.75 → 119,041
  [2025, 'married_separate', 484350, 60000, 60000, 'itemized', 424350, 119041],
  // MFS, wages 1,000,000, itemized 17,000: after the limit below the standard deduction
  // §68: AGI 1,000,000 − 37% bracket start 384,350 = excess 615,650; 2/37 × min(17,000, 615,650) = 918.92 → 919; itemized 17,000 − 919 = 16,081
  // deduction: standard 16,100 ≥ itemized 16,081
  // taxable 1,000,000 − 16,100 = 983,900; tax (Worksheet): 10% × 12,400 + 12% × 38,000 + 22% × 55,300 + 24% × 96,075 + 32% × 54,450 + 35% × 128,125 + 37% × 599,550 = 325,125.25 → 325,125
  [2026, 'married_separate', 1000000, 17000, 16100, 'standard', 983900, 325125],
  // MFS, the same in 2025: itemized 17,000 stands
  // no §68 limit in 2025: itemized 17,000
  // deduction: itemized 17,000 > standard 15,750
  // taxable 1,000,000 − 17,000 = 983,000; tax (Worksheet): 10% × 11,925 + 12% × 36,550 + 22% × 54,875 + 24% × 93,950 + 32% × 53,225 + 35% × 125,275 + 37% × 607,200 = 325,741.25 → 325,741
  [2025, 'married_separate', 1000000, 17000, 17000, 'itemized', 983000, 325741],
  // HOH, wages 630,600 (10,000 below the 37% bracket start), itemized 60,000
  // §68: AGI 630,600 ≤ 37% bracket start 640,600: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 24,150
  // taxable 630,600 − 60,000 = 570,600; tax (Worksheet): 10% × 17,700 + 12% × 49,750 + 22% × 38,250 + 24% × 96,050 + 32% × 54,450 + 35% × 314,400 = 166,671 → 166,671
  [2026, 'head_of_household', 630600, 60000, 60000, 'itemized', 570600, 166671],
  // HOH, wages 640,600 (at the 37% bracket start), itemized 60,000
  // §68: AGI 640,600 ≤ 37% bracket start 640,600: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 24,150
  // taxable 640,600 − 60,000 = 580,600; tax (Worksheet): 10% × 17,700 + 12% × 49,750 + 22% × 38,250 + 24% × 96,050 + 32% × 54,450 + 35% × 324,400 = 170,171 → 170,171
  [2026, 'head_of_household', 640600, 60000, 60000, 'itemized', 580600, 170171],
  // HOH, wages 660,600 (20,000 above: 2/37 of the excess), itemized 60,000
  // §68: AGI 660,600 − 37% bracket start 640,600 = excess 20,000; 2/37 × min(60,000, 20,000) = 1,081.08 → 1,081; itemized 60,000 − 1,081 = 58,919
  // deduction: itemized 58,919 > standard 24,150
  // taxable 660,600 − 58,919 = 601,681; tax (Worksheet): 10% × 17,700 + 12% × 49,750 + 22% × 38,250 + 24% × 96,050 + 32% × 54,450 + 35% × 345,481 = 177,549.35 → 177,549
  [2026, 'head_of_household', 660600, 60000, 58919, 'itemized', 601681, 177549],
  // HOH, wages 740,600 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // §68: AGI 740,600 − 37% bracket start 640,600 = excess 100,000; 2/37 × min(60,000, 100,000) = 3,243.24 → 3,243; itemized 60,000 − 3,243 = 56,757
  // deduction: itemized 56,757 > standard 24,150
  // taxable 740,600 − 56,757 = 683,843; tax (Worksheet): 10% × 17,700 + 12% × 49,750 + 22% × 38,250 + 24% × 96,050 + 32% × 54,450 + 35% × 384,400 + 37% × 43,243 = 207,170.91 → 207,171
  [2026, 'head_of_household', 740600, 60000, 56757, 'itemized', 683843, 207171],
  // HOH, wages 630,600 (10,000 below the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 23,625
  // taxable 630,600 − 60,000 = 570,600; tax (Worksheet): 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 93,950 + 32% × 53,200 + 35% × 320,100 = 167,519 → 167,519
  [2025, 'head_of_household', 630600, 60000, 60000, 'itemized', 570600, 167519],
  // HOH, wages 640,600 (at the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 23,625
  // taxable 640,600 − 60,000 = 580,600; tax (Worksheet): 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 93,950 + 32% × 53,200 + 35% × 330,100 = 171,019 → 171,019
  [2025, 'head_of_household', 640600, 60000, 60000, 'itemized', 580600, 171019],
  // HOH, wages 660,600 (20,000 above: 2/37 of the excess), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 23,625
  // taxable 660,600 − 60,000 = 600,600; tax (Worksheet): 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 93,950 + 32% × 53,200 + 35% × 350,100 = 178,019 → 178,019
  [2025, 'head_of_household', 660600, 60000, 60000, 'itemized', 600600, 178019],
  // HOH, wages 740,600 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 23,625
  // taxable 740,600 − 60,000 = 680,600; tax (Worksheet): 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 93,950 + 32% × 53,200 + 35% × 375,850 + 37% × 54,250 = 207,104 → 207,104
  [2025, 'head_of_household', 740600, 60000, 60000, 'itemized', 680600, 207104],
  // HOH, wages 1,000,000, itemized 25,050: after the limit below the standard deduction
  // §68: AGI 1,000,000 − 37% bracket start 640,600 = excess 359,400; 2/37 × min(25,050, 359,400) = 1,354.05 → 1,354; itemized 25,050 − 1,354 = 23,696
  // deduction: standard 24,150 ≥ itemized 23,696
  // taxable 1,000,000 − 24,150 = 975,850; tax (Worksheet): 10% × 17,700 + 12% × 49,750 + 22% × 38,250 + 24% × 96,050 + 32% × 54,450 + 35% × 384,400 + 37% × 335,250 = 315,213.5 → 315,214
  [2026, 'head_of_household', 1000000, 25050, 24150, 'standard', 975850, 315214],
  // HOH, the same in 2025: itemized 25,050 stands
  // no §68 limit in 2025: itemized 25,050
  // deduction: itemized 25,050 > standard 23,625
  // taxable 1,000,000 − 25,050 = 974,950; tax (Worksheet): 10% × 17,000 + 12% × 47,850 + 22% × 38,500 + 24% × 93,950 + 32% × 53,200 + 35% × 375,850 + 37% × 348,600 = 316,013.5 → 316,014
  [2025, 'head_of_household', 1000000, 25050, 25050, 'itemized', 974950, 316014],
  // QSS, wages 758,700 (10,000 below the 37% bracket start), itemized 60,000
  // §68: AGI 758,700 ≤ 37% bracket start 768,700: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 32,200
  // taxable 758,700 − 60,000 = 698,700; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 186,250 = 182,083.5 → 182,084
  [2026, 'surviving_spouse', 758700, 60000, 60000, 'itemized', 698700, 182084],
  // QSS, wages 768,700 (at the 37% bracket start), itemized 60,000
  // §68: AGI 768,700 ≤ 37% bracket start 768,700: no excess, no reduction; itemized 60,000
  // deduction: itemized 60,000 > standard 32,200
  // taxable 768,700 − 60,000 = 708,700; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 196,250 = 185,583.5 → 185,584
  [2026, 'surviving_spouse', 768700, 60000, 60000, 'itemized', 708700, 185584],
  // QSS, wages 788,700 (20,000 above: 2/37 of the excess), itemized 60,000
  // §68: AGI 788,700 − 37% bracket start 768,700 = excess 20,000; 2/37 × min(60,000, 20,000) = 1,081.08 → 1,081; itemized 60,000 − 1,081 = 58,919
  // deduction: itemized 58,919 > standard 32,200
  // taxable 788,700 − 58,919 = 729,781; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 217,331 = 192,961.85 → 192,962
  [2026, 'surviving_spouse', 788700, 60000, 58919, 'itemized', 729781, 192962],
  // QSS, wages 868,700 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // §68: AGI 868,700 − 37% bracket start 768,700 = excess 100,000; 2/37 × min(60,000, 100,000) = 3,243.24 → 3,243; itemized 60,000 − 3,243 = 56,757
  // deduction: itemized 56,757 > standard 32,200
  // taxable 868,700 − 56,757 = 811,943; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 256,250 + 37% × 43,243 = 222,583.41 → 222,583
  [2026, 'surviving_spouse', 868700, 60000, 56757, 'itemized', 811943, 222583],
  // QSS, wages 758,700 (10,000 below the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 31,500
  // taxable 758,700 − 60,000 = 698,700; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 197,650 = 183,639.5 → 183,640
  [2025, 'surviving_spouse', 758700, 60000, 60000, 'itemized', 698700, 183640],
  // QSS, wages 768,700 (at the 37% bracket start), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 31,500
  // taxable 768,700 − 60,000 = 708,700; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 207,650 = 187,139.5 → 187,140
  [2025, 'surviving_spouse', 768700, 60000, 60000, 'itemized', 708700, 187140],
  // QSS, wages 788,700 (20,000 above: 2/37 of the excess), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 31,500
  // taxable 788,700 − 60,000 = 728,700; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 227,650 = 194,139.5 → 194,140
  [2025, 'surviving_spouse', 788700, 60000, 60000, 'itemized', 728700, 194140],
  // QSS, wages 868,700 (100,000 above: 2/37 of the itemized deductions), itemized 60,000
  // no §68 limit in 2025: itemized 60,000
  // deduction: itemized 60,000 > standard 31,500
  // taxable 868,700 − 60,000 = 808,700; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 250,550 + 37% × 57,100 = 223,281.5 → 223,282
  [2025, 'surviving_spouse', 868700, 60000, 60000, 'itemized', 808700, 223282],
  // QSS, wages 1,000,000, itemized 33,100: after the limit below the standard deduction
  // §68: AGI 1,000,000 − 37% bracket start 768,700 = excess 231,300; 2/37 × min(33,100, 231,300) = 1,789.19 → 1,789; itemized 33,100 − 1,789 = 31,311
  // deduction: standard 32,200 ≥ itemized 31,311
  // taxable 1,000,000 − 32,200 = 967,800; tax (Worksheet): 10% × 24,800 + 12% × 76,000 + 22% × 110,600 + 24% × 192,150 + 32% × 108,900 + 35% × 256,250 + 37% × 199,100 = 280,250.5 → 280,251
  [2026, 'surviving_spouse', 1000000, 33100, 32200, 'standard', 967800, 280251],
  // QSS, the same in 2025: itemized 33,100 stands
  // no §68 limit in 2025: itemized 33,100
  // deduction: itemized 33,100 > standard 31,500
  // taxable 1,000,000 − 33,100 = 966,900; tax (Worksheet): 10% × 23,850 + 12% × 73,100 + 22% × 109,750 + 24% × 187,900 + 32% × 106,450 + 35% × 250,550 + 37% × 215,300 = 281,815.5 → 281,816
  [2025, 'surviving_spouse', 1000000, 33100, 33100, 'itemized', 966900, 281816],
];

describe('the limit on itemized deductions, at, below and above the 37% bracket start', () => {
  it.each(ROWS)(
    '%i %s: wages %i, itemized %i → deduction %i (%s)',
    (taxYear, filingStatus, income, deductions, deduction, deductionType, taxableIncome, tax) => {
      const estimate = estimateRefund({ taxYear, filingStatus, income, deductions, children: 0 });
      expect(estimate).toMatchObject({ deduction, deductionType, taxableIncome, tax });
    },
  );

  it('covers every filing status in 2026 and 2025', () => {
    for (const year of [2026, 2025]) {
      const statuses = new Set(ROWS.filter((row) => row[0] === year).map((row) => row[1]));
      expect([...statuses].sort()).toEqual([...FILING_STATUSES].sort());
    }
  });
});

describe('the deduction, whatever the input', () => {
  const input = fc.record({
    income: fc.integer({ min: 0, max: 3_000_000 }),
    deductions: fc.oneof(
      fc.integer({ min: 0, max: 60_000 }),
      fc.integer({ min: 0, max: 2_000_000 }),
    ),
    filingStatus: fc.constantFrom(...FILING_STATUSES),
    children: fc.integer({ min: 0, max: 5 }),
    taxYear: fc.constantFrom(...SUPPORTED_TAX_YEARS),
  });

  it('is never more than the itemized amount when itemizing, never less than the standard', () => {
    fc.assert(
      fc.property(input, (given) => {
        const { deduction, deductionType } = estimateRefund(given);
        const standard = figuresForYear(given.taxYear)?.standardDeduction[given.filingStatus];
        expect(deduction).toBeGreaterThanOrEqual(standard ?? Infinity);
        if (deductionType === 'itemized') expect(deduction).toBeLessThanOrEqual(given.deductions);
        else expect(deduction).toBe(standard);
      }),
    );
  });

  it('takes off at most 2/37 of the itemized amount, and nothing up to the 37% bracket start', () => {
    fc.assert(
      fc.property(input, (given) => {
        const { deduction, deductionType } = estimateRefund(given);
        if (deductionType !== 'itemized') return;
        const figures = figuresForYear(given.taxYear);
        const start = figures?.bracketTops[given.filingStatus][5] ?? 0;
        const reduction = given.deductions - deduction;
        expect(reduction).toBeLessThanOrEqual(Math.round((given.deductions * 2) / 37));
        // Taxable income without the limit plus the itemized amount: the larger of AGI and itemized.
        const base = Math.max(given.income, given.deductions);
        if (given.taxYear < 2026 || base <= start) expect(reduction).toBe(0);
      }),
    );
  });
});
