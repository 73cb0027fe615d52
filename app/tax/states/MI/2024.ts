import type { MichiganFigures } from './form';

/** Michigan, tax year 2024: the 2024 MI-1040 and its instructions. Where to read: ../SOURCES.md. */
export const MI_2024: MichiganFigures = {
  taxYear: 2024,
  provisional: false,
  // MI-1040 (2024) tax line: 4.25% (MCL 206.51(1); the one-year 4.05% of 2023 ended).
  rate: 425,
  // MI-1040 (2024) exemption allowance: $5,600 each (MCL 206.30(2), indexed under (7)).
  exemption: 5_600,
  // MI-1040 (2024) Michigan EIC: 30% of the federal credit (MCL 206.272(1), P.A. 4 of 2023).
  earnedIncomeCreditShare: 3000,
};
