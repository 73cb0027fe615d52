import { stateYears } from '../state-years';
import { NC_2024 } from './2024';
import { NC_2025 } from './2025';
import { NC_2026 } from './2026';
import { northCarolinaReturn } from './form';

/** North Carolina: Form D-400 (./form.ts), figures by year. */
export const NC = stateYears(northCarolinaReturn, [NC_2024, NC_2025, NC_2026]);
