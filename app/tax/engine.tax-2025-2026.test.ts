/**
 * The 2025 and 2026 brackets: the tax, each filing status at the top of each bracket.
 * The columns and how each expected figure was worked: engine-rows.testing.ts.
 */
import { checkTables, type Tables } from './engine-rows.testing';

const TABLES: Tables = [
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
];

checkTables(TABLES);
