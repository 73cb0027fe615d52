/**
 * The worked example and the 2024 brackets: the tax, each filing status at the top of each bracket.
 * The columns and how each expected figure was worked: engine-rows.testing.ts.
 */
import { checkTables, type Tables } from './engine-rows.testing';

const TABLES: Tables = [
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
];

checkTables(TABLES);
