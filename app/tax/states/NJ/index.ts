import { stateYears } from '../state-years';
import { NJ_2024 } from './2024';
import { NJ_2025 } from './2025';
import { NJ_2026 } from './2026';
import { newJerseyReturn } from './form';

/** New Jersey: Form NJ-1040 (./form.ts), figures by year. */
export const NJ = stateYears(newJerseyReturn, [NJ_2024, NJ_2025, NJ_2026]);
