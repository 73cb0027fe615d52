import { type NewJerseyFigures, NJ_STATUTE } from './form';

/**
 * New Jersey, tax year 2025: NJ-1040 (2025) and its instructions; the statute's figures, none
 * indexed, so 2025 is not provisional. Where to read: ../SOURCES.md.
 */
export const NJ_2025: NewJerseyFigures = { ...NJ_STATUTE, taxYear: 2025 };
