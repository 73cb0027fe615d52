import { type PennsylvaniaFigures, PA_STATUTE } from './form';

/** Pennsylvania, tax year 2025: PA-40 and Schedule SP (2025). Where to read: ../SOURCES.md. */
export const PA_2025: PennsylvaniaFigures = {
  ...PA_STATUTE,
  taxYear: 2025,
  // Working Pennsylvanians Tax Credit: 10% of the federal EIC, refundable, from tax year 2025
  // (Tax Reform Code of 1971, Article XVI-W.2, §1603-W.2(c), added by House Bill 416 of 2025).
  earnedIncomeCreditShare: 1000,
};
