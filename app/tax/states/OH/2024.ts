import { exemptionRows, OH_CREDITS, type OhioFigures } from './form';

/** Ohio, tax year 2024: IT 1040 (2024) and its instructions. Where to read: ../SOURCES.md. */
export const OH_2024: OhioFigures = {
  taxYear: 2024,
  provisional: false,
  // IT 1040 (2024) line 4: 2,400 / 2,150 / 1,900 by modified AGI; no ceiling in 2024.
  exemptions: exemptionRows(Infinity),
  // IT 1040 instructions (2024), the 2024 Ohio tax rate schedule (R.C. 5747.02(A)(4) as amended
  // by H.B. 33 of 2023): none to 26,050; 360.69 plus 2.75% to 100,000; 2,394.32 plus 3.5%.
  brackets: [
    { over: 26_050, baseCents: 36_069, rate: 275 },
    { over: 100_000, baseCents: 239_432, rate: 350 },
  ],
  ...OH_CREDITS,
};
