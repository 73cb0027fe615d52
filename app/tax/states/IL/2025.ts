import { EXEMPTION_AGI_LIMIT, type IllinoisFigures } from './form';

/**
 * Illinois, tax year 2025: the 2025 Form IL-1040 instructions and Schedule IL-E/EIC. Rates in
 * basis points. Where to read each: ../SOURCES.md.
 */
export const IL_2025: IllinoisFigures = {
  taxYear: 2025,
  provisional: false,
  // IL-1040 (2025) line 12: 4.95%; 35 ILCS 5/201(b)(5.4).
  rate: 495,
  // IL-1040 instructions (2025), line 10: $2,850 for each exemption; 35 ILCS 5/204(b).
  exemption: 2_850,
  // IL-1040 (2025) line 10b: $1,000; 35 ILCS 5/204(d).
  aged: 1_000,
  exemptionAgiLimit: EXEMPTION_AGI_LIMIT,
  // Schedule IL-E/EIC (2025) Step 4: 20% of the federal EIC; 35 ILCS 5/212(a).
  earnedIncomeCreditShare: 2000,
};
