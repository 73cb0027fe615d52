import { type PennsylvaniaFigures, PA_STATUTE } from './form';

/** Pennsylvania, tax year 2024: PA-40 and Schedule SP (2024). Where to read: ../SOURCES.md. */
export const PA_2024: PennsylvaniaFigures = {
  ...PA_STATUTE,
  taxYear: 2024,
  // No state earned income credit before 2025.
  earnedIncomeCreditShare: 0,
};
