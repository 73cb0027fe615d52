/**
 * The Earned Income Credit (Form 1040 line 27, EIC Table).
 * The columns and how each expected figure was worked: engine-rows.testing.ts.
 */
import { checkTables, type Tables } from './engine-rows.testing';

const TABLES: Tables = [
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
];

checkTables(TABLES);
