import { indexed } from '../arithmetic';
import { CPI_U_FACTOR_2026 } from '../indexing';
import { CA_2025 } from './2025';
import { type CaliforniaFigures, californiaSchedules } from './form';

/**
 * California, tax year 2026, provisional: the 2025 figures indexed as R&TC §17041(h) indexes them
 * (the California CPI's change to June of the year before, here the CPI-U's: ../indexing.ts),
 * to the dollar, until the FTB publishes the 2026 schedules. Where to read: ../SOURCES.md.
 */
const up = (amount: number): number => indexed(amount, CPI_U_FACTOR_2026, 1);
const upAll = (amounts: readonly number[]): number[] => amounts.map(up);

export const CA_2026: CaliforniaFigures = {
  ...CA_2025,
  taxYear: 2026,
  provisional: true,
  // R&TC §17073.5(b): the joint amount twice the single one.
  standardDeduction: {
    single: up(5_706),
    married_separate: up(5_706),
    married_joint: 2 * up(5_706),
    head_of_household: 2 * up(5_706),
    surviving_spouse: 2 * up(5_706),
  },
  bracketTops: californiaSchedules(
    upAll([11_079, 26_264, 41_452, 57_542, 72_724, 371_479, 445_771, 742_953]),
    upAll([22_173, 52_530, 67_716, 83_805, 98_990, 505_208, 606_251, 1_010_417]),
  ),
  personalCredit: up(153),
  dependentCredit: up(475),
  creditPhaseOutAbove: {
    single: up(252_203),
    married_separate: up(252_203),
    married_joint: up(504_411),
    surviving_spouse: up(504_411),
    head_of_household: up(378_310),
  },
};
