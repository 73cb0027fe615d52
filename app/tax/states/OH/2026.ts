import { exemptionRows, OH_CREDITS, type OhioFigures } from './form';

/**
 * Ohio, tax year 2026: enacted by H.B. 96 of 2025 (a flat rate and the exemption's ceiling), so
 * nothing is indexed and 2026 is not provisional. Where to read: ../SOURCES.md.
 */
export const OH_2026: OhioFigures = {
  taxYear: 2026,
  provisional: false,
  // R.C. 5747.025 as amended by H.B. 96: no exemption above 500,000 of modified AGI from 2026.
  exemptions: exemptionRows(500_000),
  // R.C. 5747.02(A)(4) as amended by H.B. 96: none to 26,050; 332.00 plus 2.75% above.
  brackets: [{ over: 26_050, baseCents: 33_200, rate: 275 }],
  ...OH_CREDITS,
};
