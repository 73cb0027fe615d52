import { stateYears } from '../state-years';
import { MI_2024 } from './2024';
import { MI_2025 } from './2025';
import { MI_2026 } from './2026';
import { michiganReturn } from './form';

/** Michigan: Form MI-1040 (./form.ts), figures by year. */
export const MI = stateYears(michiganReturn, [MI_2024, MI_2025, MI_2026]);
