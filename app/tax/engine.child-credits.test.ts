/**
 * The Child Tax Credit's phase-out and the Additional Child Tax Credit (Schedule 8812).
 * The columns and how each expected figure was worked: engine-rows.testing.ts.
 */
import { checkTables, type Tables } from './engine-rows.testing';

const TABLES: Tables = [
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
];

checkTables(TABLES);
