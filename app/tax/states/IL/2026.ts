import { indexed } from '../arithmetic';
import { CPI_U_FACTOR_2026 } from '../indexing';
import { IL_2025 } from './2025';
import type { IllinoisFigures } from './form';

/**
 * Illinois, tax year 2026: the 2026 exemption was not published when this was written, so it is
 * 2025's indexed by 35 ILCS 5/204(b)(cost-of-living adjustment by the CPI-U), rounded to $25 as
 * the Department's published amounts are: provisional. The rest is fixed by statute.
 */
export const IL_2026: IllinoisFigures = {
  ...IL_2025,
  taxYear: 2026,
  provisional: true,
  // 2,850 × 1.0267 = 2,926 → 2,925.
  exemption: indexed(IL_2025.exemption, CPI_U_FACTOR_2026, 25),
};
