import { type NewJerseyFigures, NJ_STATUTE } from './form';

/**
 * New Jersey, tax year 2026: NJ-1040 (2026) and its instructions; the statute's figures, none
 * indexed, so 2026 is not provisional. Where to read: ../SOURCES.md.
 */
export const NJ_2026: NewJerseyFigures = { ...NJ_STATUTE, taxYear: 2026 };
