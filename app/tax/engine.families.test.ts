/**
 * Every year and filing status, with children: all the figures together.
 * The columns and how each expected figure was worked: engine-rows.testing.ts.
 */
import { checkTables, type Tables } from './engine-rows.testing';

const TABLES: Tables = [
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

checkTables(TABLES);
