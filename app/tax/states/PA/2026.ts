import { PA_2025 } from './2025';
import type { PennsylvaniaFigures } from './form';

/** Pennsylvania, tax year 2026: the statute's figures, none indexed. Where to read: ../SOURCES.md. */
export const PA_2026: PennsylvaniaFigures = { ...PA_2025, taxYear: 2026 };
