/**
 * The Tax Table: the tax at the edges of its 50-wide rows, below 100,000.
 * The columns and how each expected figure was worked: engine-rows.testing.ts.
 */
import { checkTables, type Tables } from './engine-rows.testing';

const TABLES: Tables = [
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
];

checkTables(TABLES);
