import { exemptionRows, OH_CREDITS, type OhioFigures } from './form';

/** Ohio, tax year 2025: IT 1040 (2025) and its instructions. Where to read: ../SOURCES.md. */
export const OH_2025: OhioFigures = {
  taxYear: 2025,
  provisional: false,
  // IT 1040 (2025) line 4: no exemption above 750,000 of modified AGI (R.C. 5747.025 as amended
  // by H.B. 96 of 2025).
  exemptions: exemptionRows(750_000),
  // IT 1040 instructions (2025), the 2025 schedule (R.C. 5747.02(A)(4) as amended by H.B. 96):
  // none to 26,050; 342.00 plus 2.75% to 100,000; 2,375.63 plus 3.125%.
  brackets: [
    { over: 26_050, baseCents: 34_200, rate: 275 },
    { over: 100_000, baseCents: 237_563, rate: 312.5 },
  ],
  ...OH_CREDITS,
};
