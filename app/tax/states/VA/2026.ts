import { VA_2025 } from './2025';
import type { VirginiaFigures } from './form';

/**
 * Virginia, tax year 2026: the standard deduction of 2025 continues (§58.1-322.03(1): not
 * indexed; the next change is for 2027), the refundable EIC stays 20% (HB 30 of 2026, third
 * enactment clause, through 2029). Where to read: ../SOURCES.md.
 */
export const VA_2026: VirginiaFigures = { ...VA_2025, taxYear: 2026 };
