import { stateYears } from '../state-years';
import { IL_2024 } from './2024';
import { IL_2025 } from './2025';
import { IL_2026 } from './2026';
import { illinoisReturn } from './form';

/** Illinois: Form IL-1040 (./form.ts), figures by year. */
export const IL = stateYears(illinoisReturn, [IL_2024, IL_2025, IL_2026]);
