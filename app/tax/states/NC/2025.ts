import { CHILD_DEDUCTION, type NorthCarolinaFigures, STANDARD_DEDUCTION } from './form';

/** North Carolina, tax year 2025: Form D-400 (2025) and D-401. Where to read: ../SOURCES.md. */
export const NC_2025: NorthCarolinaFigures = {
  taxYear: 2025,
  provisional: false,
  // D-400 (2025) line 15: 4.25% (G.S. 105-153.7(a), as scheduled by S.L. 2023-134).
  rate: 425,
  // D-400 (2025) line 11 (G.S. 105-153.5(a)(1)).
  standardDeduction: STANDARD_DEDUCTION,
  // D-400 (2025) line 10b, D-401 child deduction table (G.S. 105-153.5(a1)).
  childDeduction: CHILD_DEDUCTION,
};
