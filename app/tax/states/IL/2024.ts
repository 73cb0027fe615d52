import { EXEMPTION_AGI_LIMIT, type IllinoisFigures } from './form';

/**
 * Illinois, tax year 2024: the 2024 Form IL-1040 instructions and Schedule IL-E/EIC. Rates in
 * basis points. Where to read each: ../SOURCES.md.
 */
export const IL_2024: IllinoisFigures = {
  taxYear: 2024,
  provisional: false,
  // IL-1040 (2024) line 12: "Multiply Line 11 by 4.95% (.0495)"; 35 ILCS 5/201(b)(5.4).
  rate: 495,
  // IL-1040 instructions (2024), line 10: $2,775 for each exemption; 35 ILCS 5/204(b).
  exemption: 2_775,
  // IL-1040 (2024) line 10b: $1,000 for each filer 65 or older; 35 ILCS 5/204(d).
  aged: 1_000,
  exemptionAgiLimit: EXEMPTION_AGI_LIMIT,
  // Schedule IL-E/EIC (2024) Step 4: 20% of the federal EIC; 35 ILCS 5/212(a).
  earnedIncomeCreditShare: 2000,
};
