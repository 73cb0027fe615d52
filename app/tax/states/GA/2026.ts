import { GA_2025 } from './2025';
import type { GeorgiaFigures } from './form';

/**
 * Georgia, tax year 2026: enacted by HB 463 of the 2025-2026 session (§2-1 the rate, §2-2 the
 * dependent exemption, §2-3 the standard deduction). Where to read: ../SOURCES.md.
 */
export const GA_2026: GeorgiaFigures = {
  ...GA_2025,
  taxYear: 2026,
  // O.C.G.A. §48-7-20(a.1) as amended by HB 463 §2-1: 4.99%.
  rate: 499,
  // O.C.G.A. §48-7-27(a)(1)(B) as amended by HB 463 §2-3: 30,000 joint, 15,000 the others.
  standardDeduction: {
    single: 15_000,
    married_joint: 30_000,
    married_separate: 15_000,
    head_of_household: 15_000,
    surviving_spouse: 15_000,
  },
  // O.C.G.A. §48-7-26(b) as amended by HB 463 §2-2: 5,000.
  dependentExemption: 5_000,
};
