import { type NewJerseyFigures, NJ_STATUTE } from './form';

/**
 * New Jersey, tax year 2024: NJ-1040 (2024) and its instructions; the statute's figures, none
 * indexed, so 2024 is not provisional. Where to read: ../SOURCES.md.
 */
export const NJ_2024: NewJerseyFigures = { ...NJ_STATUTE, taxYear: 2024 };
