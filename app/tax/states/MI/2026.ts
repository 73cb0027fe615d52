import { indexed } from '../arithmetic';
import { CPI_U_FACTOR_2026 } from '../indexing';
import { MI_2025 } from './2025';
import type { MichiganFigures } from './form';

/**
 * Michigan, tax year 2026: the rate stays 4.25% (Treasury's notice of April 2026 under MCL
 * 206.51(1)(c)); the exemption was not published when this was written, so it is 2025's indexed
 * by MCL 206.30(7) (the CPI ratio, rounded to the nearest $100): provisional.
 */
export const MI_2026: MichiganFigures = {
  ...MI_2025,
  taxYear: 2026,
  provisional: true,
  // 5,800 × 1.0267 = 5,955 → 6,000.
  exemption: indexed(MI_2025.exemption, CPI_U_FACTOR_2026, 100),
};
