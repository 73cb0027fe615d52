import type { MichiganFigures } from './form';

/** Michigan, tax year 2025: the 2025 MI-1040 and its instructions. Where to read: ../SOURCES.md. */
export const MI_2025: MichiganFigures = {
  taxYear: 2025,
  provisional: false,
  // MI-1040 (2025) tax line: 4.25% (MCL 206.51(1)).
  rate: 425,
  // MI-1040 (2025) exemption allowance: $5,800 each (MCL 206.30(2), (7)).
  exemption: 5_800,
  // MI-1040 (2025) Michigan EIC: 30% (MCL 206.272(1)).
  earnedIncomeCreditShare: 3000,
};
